import { Alert } from 'antd';
import type { CallFailure } from '@mizan/shared/browser';

/** A failed save, shown inside the modal so what the admin typed stays put. */
export function FailureAlert({ failure }: { failure: CallFailure | null }) {
  if (!failure) return null;
  return <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 16 }} />;
}
