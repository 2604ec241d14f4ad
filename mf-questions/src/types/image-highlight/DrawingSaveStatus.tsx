import { CheckCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import type { ApplicantText } from '@mizan/shared';
import type { SaveState } from './use-drawing-saver';

export interface DrawingSaveStatusProps {
  state: SaveState;
  error: string | null;
  onRetry: () => void;
  /** In the assessment's language. */
  words: ApplicantText['drawing'];
}

/** Where the applicant's drawing stands: waiting, saving, saved, or failed with a Retry button. */
export function DrawingSaveStatus({ state, error, onRetry, words }: DrawingSaveStatusProps) {
  if (state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={words.couldNotSave}
        description={error ?? undefined}
        action={
          <Button size="small" danger onClick={onRetry}>
            {words.retry}
          </Button>
        }
      />
    );
  }
  return (
    <div aria-live="polite" style={{ minHeight: 22 }}>
      {state === 'pending' && <Typography.Text type="secondary">{words.notSavedYet}</Typography.Text>}
      {state === 'saving' && (
        <Typography.Text type="secondary">
          <LoadingOutlined /> {words.saving}
        </Typography.Text>
      )}
      {state === 'saved' && (
        <Typography.Text type="success">
          <CheckCircleOutlined /> {words.saved}
        </Typography.Text>
      )}
    </div>
  );
}
