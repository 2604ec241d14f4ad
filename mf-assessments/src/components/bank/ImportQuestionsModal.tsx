import { Alert, Button, Flex, Modal, Table, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { QUESTION_TYPE_INFO, type Question, type QuestionFilePreview, type QuestionType } from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { importQuestionFile, previewQuestionFile, questionFileType, QUESTION_FILE_CHOOSE } from '../../state/question-file-calls';

type Item = QuestionFilePreview['items'][number];

type Props = {
  onCancel: () => void;
} & (
  | { into: 'bank'; onImported: (result: { message: string; ids: (number | string)[] }) => void }
  /** The builder: the file's questions are added to its draft (saved with the assessment), nothing is saved here. */
  | { into: 'draft'; onAdd: (questions: Question[]) => void }
);

const typeLabel = (type: string) => QUESTION_TYPE_INFO[type as QuestionType]?.label ?? type;

/**
 * 'Import questions': choose a Moodle XML file, a QTI 3.0 package or a GIFT file, see
 * what it brings (questions per type, each skipped one with its reason, what
 * is lost on the way in), then import. Nothing is saved before Import.
 */
export function ImportQuestionsModal(props: Props) {
  const { onCancel } = props;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<QuestionFilePreview | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    if (!chosen) return;
    if (!questionFileType(chosen)) {
      setFailure({ status: null, message: QUESTION_FILE_CHOOSE });
      return;
    }
    setBusy(true);
    try {
      setPreview(await previewQuestionFile(chosen));
    } catch (error) {
      setFailure(toCallFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!file || !preview) return;
    if (props.into === 'draft') {
      props.onAdd(preview.questions);
      return;
    }
    setBusy(true);
    try {
      const result = await importQuestionFile(file);
      props.onImported({ message: result.message, ids: result.ids });
    } catch (error) {
      setFailure(toCallFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const importable = preview?.importable ?? 0;
  return (
    <Modal
      open
      title={props.into === 'bank' ? 'Import questions into the bank' : 'Import questions into this assessment'}
      width={960}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" disabled={importable === 0} loading={busy && preview !== null} onClick={() => void commit()}>
            {props.into === 'draft'
              ? importable === 1
                ? 'Add 1 question'
                : `Add ${importable} questions`
              : importable === 1
                ? 'Import 1 question'
                : `Import ${importable} questions`}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        A Moodle XML file (.xml, from Moodle&apos;s question bank export), a QTI 3.0 package (.zip) or a GIFT text file (.gift or .txt,
        UTF-8). You will see what the file brings before anything is saved.
      </Typography.Paragraph>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <label htmlFor={inputId}>Question file</label>
        <input
          id={inputId}
          type="file"
          accept=".xml,.zip,.gift,.txt,application/xml,text/xml,application/zip,text/plain"
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
      </Flex>
      {busy && !preview && <Typography.Text role="status">Reading the file…</Typography.Text>}
      {failure && (
        <Alert type="error" showIcon title="The file cannot be imported." description={failure.message} style={{ marginBottom: 16 }} />
      )}
      {preview && (
        <section aria-label="What the file brings">
          <Alert
            type={importable === 0 ? 'warning' : 'info'}
            showIcon
            role="status"
            title={`${preview.total} question${preview.total === 1 ? '' : 's'} in the file: ${importable} to import, ${preview.skipped} skipped.`}
            description={
              <Flex wrap gap={6} style={{ marginTop: 4 }}>
                {Object.entries(preview.byType).map(([type, count]) => (
                  <Tag key={type}>
                    {typeLabel(type)}: {count}
                  </Tag>
                ))}
              </Flex>
            }
            style={{ marginBottom: 12 }}
          />
          <Table<Item>
            size="small"
            rowKey="index"
            dataSource={preview.items}
            pagination={false}
            columns={[
              { title: '#', dataIndex: 'index', width: 48 },
              { title: 'Question', dataIndex: 'name', render: (name: string) => <span dir="auto">{name}</span> },
              { title: 'In the file', dataIndex: 'sourceType', width: 150 },
              {
                title: 'Becomes',
                key: 'type',
                width: 170,
                render: (_, item) => (item.type ? typeLabel(item.type) : <Tag color="error">Skipped</Tag>),
              },
              {
                title: 'Notes',
                key: 'notes',
                render: (_, item) => (
                  <>
                    {item.skipped && <Typography.Text type="danger">{item.skipped}</Typography.Text>}
                    {item.notes.map((note) => (
                      <div key={note}>
                        <Typography.Text type="secondary">{note}</Typography.Text>
                      </div>
                    ))}
                  </>
                ),
              },
            ]}
          />
        </section>
      )}
    </Modal>
  );
}
