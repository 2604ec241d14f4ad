import { DeleteOutlined, LinkOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import Input from 'antd/es/input';
import Upload from 'antd/es/upload';
import { useId, useState } from 'react';
import { IMAGE_ACCEPT, IMAGE_URL_FAILED, UPLOAD_MAX_BYTES, isImageMimeType, isImageSource } from '@mizan/shared';
import { ApiError, uploadStaffMedia } from '@mizan/shared/browser';
import { INLINE_IMAGE_FALLBACK_MAX_BYTES, MEDIA_CALL_MISSING_STATUSES, imageLoads, readAsDataUrl } from './read-image';

export interface ImageSourceInputProps {
  /** The current picture's URL ('' or undefined for none). */
  value?: string;
  /** Called with the new picture's URL, or '' when the author removes it. */
  onChange: (url: string) => void;
  label?: string;
}

/** ours: SPEC says label and highlight pictures accept image MIME types only, in no words. */
export const NOT_AN_IMAGE_MESSAGE = 'Only pictures can be used here (PNG, JPEG, GIF, WebP or BMP).';
export const IMAGE_TOO_BIG_MESSAGE = `This picture is too big: the limit is ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;
export const IMAGE_UPLOAD_UNAVAILABLE_MESSAGE = `Pictures cannot be uploaded to the server yet, and only pictures of ${INLINE_IMAGE_FALLBACK_MAX_BYTES / 1024} KB or less can be kept inside the question. Choose a smaller picture, or use a picture from a URL.`;

/**
 * A picture from the author's PC (uploaded through the media call) or from a
 * URL (checked to load as a picture), with a preview. While the server has
 * no media call yet (404), a picture of 200 KB or less is kept inline as a
 * data URL; a bigger one is refused with a clear message.
 */
export function ImageSourceInput({ value, onChange, label }: ImageSourceInputProps) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState<'upload' | 'url' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const urlInputId = useId();

  async function takeFile(file: File) {
    setProblem(null);
    if (!isImageMimeType(file.type)) {
      setProblem(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(IMAGE_TOO_BIG_MESSAGE);
      return;
    }
    setBusy('upload');
    try {
      const uploaded = await uploadStaffMedia(file, { name: file.name });
      onChange(uploaded.url);
    } catch (error) {
      const missing = error instanceof ApiError && error.status !== null && MEDIA_CALL_MISSING_STATUSES.includes(error.status);
      if (!missing) {
        setProblem(error instanceof Error ? error.message : 'The picture could not be uploaded.');
      } else if (file.size > INLINE_IMAGE_FALLBACK_MAX_BYTES) {
        setProblem(IMAGE_UPLOAD_UNAVAILABLE_MESSAGE);
      } else {
        const dataUrl = await readAsDataUrl(file).catch(() => '');
        if (isImageSource(dataUrl)) onChange(dataUrl);
        else setProblem(NOT_AN_IMAGE_MESSAGE);
      }
    } finally {
      setBusy(null);
    }
  }

  async function takeUrl() {
    const candidate = url.trim();
    if (candidate === '') return;
    setProblem(null);
    setBusy('url');
    const ok = await imageLoads(candidate);
    setBusy(null);
    if (ok) {
      onChange(candidate);
      setUrl('');
    } else {
      setProblem(IMAGE_URL_FAILED);
    }
  }

  const preview = value && isImageSource(value) ? value : null;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="small">
      {label && <Typography.Text strong>{label}</Typography.Text>}
      <Space wrap>
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void takeFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy === 'upload'}>
            Upload from PC
          </Button>
        </Upload>
        <Space.Compact>
          <Input
            id={urlInputId}
            aria-label="Image URL"
            placeholder="https://…"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onPressEnter={() => void takeUrl()}
            style={{ minWidth: 220 }}
            inputMode="url"
          />
          <Button icon={<LinkOutlined />} onClick={() => void takeUrl()} loading={busy === 'url'} disabled={url.trim() === ''}>
            Use URL
          </Button>
        </Space.Compact>
      </Space>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      {preview && (
        <Space align="start">
          <img
            src={preview}
            alt={label ?? 'Chosen picture'}
            style={{ maxWidth: 240, maxHeight: 180, objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 6 }}
          />
          <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange('')} aria-label="Remove picture">
            Remove
          </Button>
        </Space>
      )}
    </Space>
  );
}
