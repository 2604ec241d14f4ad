import { Tag } from 'antd';
import type { ApplicantText } from '@mizan/shared';
import type { SaveStatus } from '../state/answer-outbox';

const COLORS: Record<SaveStatus, string> = {
  saved: 'success',
  saving: 'processing',
  offline: 'warning',
  error: 'error',
};

/** The small indicator under a question: saved / saving / offline (ARCHITECTURE §9), in the exam's language. */
export function SaveIndicator({ status, words }: { status: SaveStatus | undefined; words: ApplicantText['saveStatus'] }) {
  if (!status) return null;
  return (
    <Tag color={COLORS[status]} role="status" data-save-status={status}>
      {words[status]}
    </Tag>
  );
}
