import { App, Button } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '@mizan/shared/browser';

/**
 * 'Release results' of one assessment (admin/releaseresults.php): each
 * applicant then sees their graded result at their exam link. While some
 * submissions still await grading the server refuses and says how many; staff
 * may then confirm releasing only the graded ones (docs/decisions.md).
 */
export function ReleaseResultsButton({ id, title }: { id: number; title: string }) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function release(confirmPartial: boolean): Promise<void> {
    setBusy(true);
    try {
      const answer = await api.call('releaseResults', { id, ...(confirmPartial ? { confirmPartial } : {}) });
      void message.success(answer.msg, 8);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !confirmPartial) {
        modal.confirm({
          title: `Release the results of ${title}?`,
          content: error.message,
          okText: 'Release the graded results',
          cancelText: 'Cancel',
          onOk: () => release(true),
        });
      } else {
        modal.error({ title: 'error', content: error instanceof ApiError ? error.message : String(error) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" loading={busy} onClick={() => void release(false)} aria-label={`Release results of ${title}`}>
      Release results
    </Button>
  );
}
