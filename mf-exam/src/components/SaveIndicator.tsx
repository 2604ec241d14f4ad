import { Tag } from 'antd';
import type { SaveStatus } from '../state/answer-outbox';

const LOOKS: Record<SaveStatus, { color: string; text: string }> = {
  saved: { color: 'success', text: 'Saved' },
  saving: { color: 'processing', text: 'Saving…' },
  offline: { color: 'warning', text: 'Offline: kept on this device, sent when the connection returns' },
  error: { color: 'error', text: 'Not saved: the server refused this answer' },
};

/** The small indicator under a question: saved / saving / offline (ARCHITECTURE §9). */
export function SaveIndicator({ status }: { status: SaveStatus | undefined }) {
  if (!status) return null;
  const look = LOOKS[status];
  return (
    <Tag color={look.color} role="status" data-save-status={status}>
      {look.text}
    </Tag>
  );
}
