import { Alert, Button } from 'antd';
import type { CallFailure } from '../state/failure';

/** A failed load or save: the server's sentence, with Retry when there is something to retry. */
export function FailureAlert({ title, failure, onRetry }: { title: string; failure: CallFailure | null; onRetry?: () => void }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={failure.message}
      action={
        onRetry && (
          <Button size="small" danger onClick={onRetry}>
            Retry
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    />
  );
}
