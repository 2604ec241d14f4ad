import { App } from 'antd';
import { useState } from 'react';
import { toCallFailure } from '@mizan/shared/browser';
import { useRetryMessageMutation, type SentMessage } from '../../state/messages-api';

/** Retry of a failed message: which one is being retried, and the action that says how it went. */
export function useRetryMessage() {
  const { message } = App.useApp();
  const [retry] = useRetryMessageMutation();
  const [retrying, setRetrying] = useState<number | null>(null);

  const onRetry = async (sent: SentMessage) => {
    setRetrying(sent.id);
    try {
      await retry(sent.id).unwrap();
      message.success('The message will be sent again now.');
    } catch (error) {
      message.error(`The message could not be sent again: ${toCallFailure(error).message}`);
    } finally {
      setRetrying(null);
    }
  };
  return { retrying, onRetry };
}
