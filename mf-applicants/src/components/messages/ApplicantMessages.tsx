import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { useMessagesQuery, type SentMessage } from '../../state/messages-api';
import { MessagesTable } from './MessagesTable';
import { useRetryMessage } from './use-retry-message';
import { SendMessageModal } from './SendMessageModal';

const NO_MESSAGES: SentMessage[] = [];

/** On an applicant's page (updateinfo): the messages sent to them with their delivery, Retry, and Send message. */
export function ApplicantMessages({ applicantId, name }: { applicantId: number; name: string }) {
  const query = useMessagesQuery({ applicantId, pageSize: 50 }, { refetchOnMountOrArgChange: true });
  const { retrying, onRetry } = useRetryMessage();
  const [sending, setSending] = useState<{ key: number; open: boolean } | null>(null);
  const messages = query.data?.messages ?? NO_MESSAGES;
  const total = query.data?.total ?? 0;

  return (
    <Card
      title="Messages"
      style={{ marginTop: 16 }}
      extra={
        <Flex gap={8}>
          <Button size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Refresh messages
          </Button>
          <Button size="small" onClick={() => setSending((previous) => ({ key: (previous?.key ?? 0) + 1, open: true }))}>
            Send message
          </Button>
        </Flex>
      }
    >
      <LoadFailureAlert
        title="The messages could not be loaded."
        failure={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
        style={{ marginBottom: 12 }}
      />
      {total > messages.length && (
        <Typography.Paragraph type="secondary">
          The newest {messages.length} of {total} messages.
        </Typography.Paragraph>
      )}
      <MessagesTable
        messages={messages}
        loading={query.isFetching}
        showApplicant={false}
        retrying={retrying}
        onRetry={(sent) => void onRetry(sent)}
      />
      {sending && (
        <SendMessageModal
          key={sending.key}
          open={sending.open}
          applicantIds={[applicantId]}
          recipients={<span dir="auto">{name}</span>}
          onClose={() => setSending((previous) => previous && { ...previous, open: false })}
        />
      )}
    </Card>
  );
}
