import { Flex, Typography } from 'antd';
import Select from 'antd/es/select';
import { useId } from 'react';
import { FILE_UPLOAD_DEFAULT_MAX, FILE_UPLOAD_MAX_FILES, FILE_UPLOAD_MIN_FILES, MEDIA_MAX_BYTES } from '@mizan/shared';
import type { AuthoringProps } from '../question-type-ui';

const MAX_CHOICES = Array.from({ length: FILE_UPLOAD_MAX_FILES - FILE_UPLOAD_MIN_FILES + 1 }, (_, index) => FILE_UPLOAD_MIN_FILES + index);

export const FILE_UPLOAD_SETUP_NOTE = `Applicants can upload pictures (PNG, JPEG, GIF, WebP, BMP), PDF, Word (doc, docx) and Excel (xls, xlsx) files, each up to ${MEDIA_MAX_BYTES.document / (1024 * 1024)} MB.`;

/** The author's choice, kept within 1..12 (a legacy question may hold anything). */
export function maxFilesOf(max: number): number {
  return Number.isInteger(max) && max >= FILE_UPLOAD_MIN_FILES && max <= FILE_UPLOAD_MAX_FILES ? max : FILE_UPLOAD_DEFAULT_MAX;
}

/** FileUploadEnhanced, editingMode: how many files the applicant may upload (SPEC §9: 1 to 12, default 1). */
export function FileUploadSetup({ question, onChange, direction }: AuthoringProps<'FileUploadEnhanced'>) {
  const id = useId();
  return (
    <Flex vertical gap={8} dir={direction}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong id={id}>
          <bdi>Max files</bdi>
        </Typography.Text>
        <Select<number>
          aria-labelledby={id}
          value={maxFilesOf(question.max)}
          style={{ width: 96 }}
          virtual={false}
          options={MAX_CHOICES.map((count) => ({ value: count, label: String(count) }))}
          // antd Upload's maxCount is kept equal to max (SPEC §3 names both).
          onChange={(count) => onChange({ ...question, max: count, maxCount: count })}
        />
      </Flex>
      <Typography.Text type="secondary">
        <bdi>{FILE_UPLOAD_SETUP_NOTE}</bdi>
      </Typography.Text>
    </Flex>
  );
}
