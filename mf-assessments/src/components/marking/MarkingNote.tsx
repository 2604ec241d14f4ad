import { Alert } from 'antd';
import { markingNote, type SheetMarking } from '@mizan/shared';

/**
 * Above an answer under double marking: the grader's role ("You are the
 * second marker"), or for a moderator the two marks that differ. Nothing under
 * single marking.
 */
export function MarkingNote({ marking, questionId }: { marking: SheetMarking | undefined; questionId: string }) {
  const state = marking?.questions.find((question) => question.id === questionId);
  if (!marking || !state) return null;
  const note = markingNote({ ...state, thresholdPercent: marking.thresholdPercent });
  const type = state.state === 'moderationNeeded' ? 'warning' : state.state === 'settled' ? 'success' : 'info';
  // The note is in English, the staff's language; <bdi> keeps it whole in an Arabic assessment's right-to-left frame.
  return (
    <Alert
      type={type}
      showIcon
      title={<bdi>{note}</bdi>}
      role="status"
      data-testid={`marking-note-${questionId}`}
      style={{ marginBottom: 8 }}
    />
  );
}
