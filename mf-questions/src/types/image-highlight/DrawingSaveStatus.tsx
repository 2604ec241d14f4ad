import { CheckCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import type { SaveState } from './use-drawing-saver';

export interface DrawingSaveStatusProps {
  state: SaveState;
  error: string | null;
  onRetry: () => void;
}

/** Where the applicant's drawing stands: waiting, saving, saved, or failed with a Retry button. */
export function DrawingSaveStatus({ state, error, onRetry }: DrawingSaveStatusProps) {
  if (state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Your drawing could not be saved."
        description={error ?? undefined}
        action={
          <Button size="small" danger onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <div aria-live="polite" style={{ minHeight: 22 }}>
      {state === 'pending' && <Typography.Text type="secondary">Changes not saved yet…</Typography.Text>}
      {state === 'saving' && (
        <Typography.Text type="secondary">
          <LoadingOutlined /> Saving your drawing…
        </Typography.Text>
      )}
      {state === 'saved' && (
        <Typography.Text type="success">
          <CheckCircleOutlined /> Drawing saved
        </Typography.Text>
      )}
    </div>
  );
}
