import { Alert } from 'antd';
import { failureMessage, type UsersFailure } from '../state/failure';

/** A failed save, shown inside the modal so what the admin typed stays put. */
export function FailureAlert({ failure }: { failure: UsersFailure | null }) {
  if (!failure) return null;
  return <Alert type="error" showIcon title={failureMessage(failure)} style={{ marginBottom: 16 }} />;
}
