import { DeleteOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import { ACCEPTED_UPLOAD_ACCEPT, applicantText, localizeRefusal, newQuestionId, type UploadedFile } from '@mizan/shared';
import { useMediaUpload } from '../../components/media/MediaUploadContext';
import type { ExamProps } from '../question-type-ui';
import { checkFile } from './accepted-files';
import { maxFilesOf } from './FileUploadSetup';
import { UploadedFileLink } from './UploadedFileLink';

/** A file on its way up, or one whose upload failed (kept so Try again sends it again). */
interface PendingFile {
  key: string;
  blob: Blob;
  name: string;
  type: string;
  /** 0 to 100. */
  progress: number;
  error: string | null;
}

/**
 * FileUploadEnhanced, examMode: the applicant picks files (pictures, pdf,
 * doc, docx, xls, xlsx; checked by type and extension), at most `max` of
 * them ('Your limit is {max} files only'); each goes up through the media
 * call with a progress bar, a failed one can be tried again or dropped, and
 * an uploaded one removed. Every change of the uploaded list calls onAnswer.
 */
export function FileUploadExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'FileUploadEnhanced'>) {
  const upload = useMediaUpload();
  const text = applicantText(direction);
  const words = text.upload;
  const max = maxFilesOf(question.max);
  const files = answer?.files ?? [];
  // The latest list, also between an onAnswer and the answer coming back (two uploads may finish together).
  const filesRef = useRef<UploadedFile[]>(files);
  useEffect(() => {
    filesRef.current = answer?.files ?? [];
  }, [answer]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const pendingRef = useRef<PendingFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function setPendingList(update: (list: PendingFile[]) => PendingFile[]) {
    pendingRef.current = update(pendingRef.current);
    setPending(pendingRef.current);
  }

  function changePending(key: string, change: Partial<PendingFile>) {
    setPendingList((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function answerWith(next: UploadedFile[]) {
    filesRef.current = next;
    onAnswer({ type: 'FileUploadEnhanced', files: next });
  }

  async function send(item: PendingFile) {
    changePending(item.key, { progress: 0, error: null });
    try {
      const { url } = await upload(item.blob, item.name, {
        onProgress: (fraction) => {
          if (mounted.current) changePending(item.key, { progress: Math.round(fraction * 100) });
        },
      });
      if (!mounted.current) return;
      setPendingList((list) => list.filter((other) => other.key !== item.key));
      answerWith([...filesRef.current, { data: url, type: item.type, name: item.name, id: item.key }]);
    } catch (error) {
      if (!mounted.current) return;
      const reason = error instanceof Error && error.message ? localizeRefusal(error, direction) : words.failed;
      changePending(item.key, { error: words.notUploaded(item.name, reason) });
    }
  }

  function take(picked: readonly File[]) {
    const messages: string[] = [];
    let room = max - filesRef.current.length - pendingRef.current.length;
    let overLimit = false;
    const accepted: PendingFile[] = [];
    for (const file of picked) {
      const check = checkFile(file, words);
      if (!check.ok) {
        messages.push(check.message);
        continue;
      }
      if (room <= 0) {
        overLimit = true;
        continue;
      }
      room -= 1;
      accepted.push({
        key: newQuestionId(),
        blob: file.slice(0, file.size, check.type),
        name: file.name,
        type: check.type,
        progress: 0,
        error: null,
      });
    }
    if (overLimit) messages.push(words.limit(max));
    setProblems(messages);
    if (accepted.length === 0) return;
    setPendingList((list) => [...list, ...accepted]);
    for (const item of accepted) void send(item);
  }

  return (
    <Flex vertical gap={12} dir={direction}>
      {!disabled && (
        <Flex gap={12} align="center" wrap>
          <Upload
            accept={ACCEPTED_UPLOAD_ACCEPT}
            multiple={max > 1}
            showUploadList={false}
            beforeUpload={(file, batch) => {
              // Called once per file with the whole batch: take the batch once.
              if (file.uid === batch[0]?.uid) take(batch);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />}>{max > 1 ? words.uploadFiles : words.uploadFile}</Button>
          </Upload>
          <Typography.Text type="secondary" data-testid="files-count">
            <bdi>{words.filesUploaded(files.length, max)}</bdi>
          </Typography.Text>
        </Flex>
      )}
      {problems.map((problem) => (
        <Alert key={problem} type="error" showIcon role="alert" title={<bdi>{problem}</bdi>} />
      ))}
      {files.length === 0 && pending.length === 0 && disabled && <Typography.Text type="secondary">{words.noFiles}</Typography.Text>}
      {(files.length > 0 || pending.length > 0) && (
        <Flex vertical gap={8} role="list" aria-label={words.yourFiles}>
          {files.map((file) => (
            <Flex key={file.id} role="listitem" gap={12} align="center" justify="space-between" wrap>
              <UploadedFileLink file={file} deletedText={text.mediaDeleted} />
              {!disabled && (
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={words.removeFile(file.name)}
                  onClick={() => answerWith(filesRef.current.filter((other) => other.id !== file.id))}
                >
                  {words.remove}
                </Button>
              )}
            </Flex>
          ))}
          {pending.map((item) => (
            <Flex key={item.key} role="listitem" vertical gap={4}>
              <Typography.Text>
                <bdi>{item.name}</bdi>
              </Typography.Text>
              {item.error ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={<bdi>{item.error}</bdi>}
                  action={
                    <Flex gap={4}>
                      <Button size="small" icon={<ReloadOutlined />} onClick={() => void send(item)}>
                        {text.tryAgain}
                      </Button>
                      <Button
                        size="small"
                        aria-label={words.removeFile(item.name)}
                        onClick={() => setPendingList((list) => list.filter((other) => other.key !== item.key))}
                      >
                        {words.remove}
                      </Button>
                    </Flex>
                  }
                />
              ) : (
                <Progress percent={item.progress} status="active" size="small" aria-label={words.uploading(item.name)} />
              )}
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
