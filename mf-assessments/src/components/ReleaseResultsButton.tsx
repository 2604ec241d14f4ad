import { App, Button } from 'antd';
import { toCallFailure } from '@mizan/shared/browser';
import { useReleaseResultsMutation } from '../state/grading-api';

/**
 * 'Release results' of one assessment (admin/releaseresults.php): each
 * applicant then sees their graded result at their exam link. While some
 * submissions still await grading the server refuses and says how many; staff
 * may then confirm releasing only the graded ones (docs/decisions.md).
 */
export function ReleaseResultsButton({ id, title }: { id: number; title: string }) {
  const { message, modal } = App.useApp();
  const [releaseResults, { isLoading: busy }] = useReleaseResultsMutation();

  async function release(confirmPartial: boolean): Promise<void> {
    try {
      const answer = await releaseResults({ id, ...(confirmPartial ? { confirmPartial } : {}) }).unwrap();
      void message.success(answer.msg, 8);
    } catch (error) {
      const failure = toCallFailure(error);
      if (failure.status === 409 && !confirmPartial) {
        modal.confirm({
          title: `Release the results of ${title}?`,
          content: failure.message,
          okText: 'Release the graded results',
          cancelText: 'Cancel',
          onOk: () => release(true),
        });
      } else {
        modal.error({ title: 'error', content: failure.message });
      }
    }
  }

  return (
    <Button size="small" loading={busy} onClick={() => void release(false)} aria-label={`Release results of ${title}`}>
      Release results
    </Button>
  );
}
