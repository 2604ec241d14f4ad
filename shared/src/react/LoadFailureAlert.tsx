import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { toCallFailure, type CallFailure } from '../api/call-failure';

export interface LoadFailureAlertProps {
  /** A CallFailure, or the `error` of a serverData hook as it comes. */
  failure: CallFailure | SerializedError | null | undefined;
  onRetry: () => void;
  /** What could not be loaded, e.g. 'The applicants could not be loaded.' */
  title?: string;
  style?: CSSProperties;
}

/** The one alert for a load that failed: what failed, the server's sentence, and Retry. Nothing when there is no failure. */
export function LoadFailureAlert({ failure, onRetry, title = 'The data could not be loaded.', style }: LoadFailureAlertProps) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={toCallFailure(failure).message}
      action={
        <Button size="small" danger onClick={onRetry}>
          Retry
        </Button>
      }
      style={{ marginBottom: 16, ...style }}
    />
  );
}
