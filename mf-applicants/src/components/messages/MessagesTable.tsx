import { Button, Table, Tag, Typography, type TableProps } from 'antd';
import type { SentMessage } from '../../state/messages-api';
import { formatDateTime } from '../admissions/date-time';
import { DELIVERY_TAG_COLORS, channelLabel, deliveryInWords, eventLabel, languageTag, mayRetry, textDirection } from './message-view-rules';

/** A message's text as sent, in its language's direction, lines kept. */
function MessageText({ message }: { message: SentMessage }) {
  return (
    <div dir={textDirection(message.language)} lang={languageTag(message.language)} style={{ whiteSpace: 'pre-wrap', maxWidth: 760 }}>
      {message.subject && <Typography.Paragraph strong>{message.subject}</Typography.Paragraph>}
      {message.text}
    </div>
  );
}

/**
 * Messages with their delivery state: when, which event, how, to whom, the
 * subject (expand a row for the whole text), the state with the provider's
 * last answer or why it waits, and Retry for a failed one.
 */
export function MessagesTable({
  messages,
  loading,
  showApplicant,
  retrying,
  onRetry,
  pagination = false,
}: {
  messages: SentMessage[];
  /** A page of many (the server pages them), or none. */
  pagination?: TableProps<SentMessage>['pagination'];
  loading: boolean;
  showApplicant: boolean;
  retrying: number | null;
  onRetry: (message: SentMessage) => void;
}) {
  return (
    <Table<SentMessage>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={messages}
      pagination={pagination}
      scroll={{ x: 1200 }}
      locale={{ emptyText: 'No message has been sent yet.' }}
      expandable={{ expandedRowRender: (message) => <MessageText message={message} /> }}
      columns={[
        { title: 'When', dataIndex: 'createdAt', width: 130, render: (at: string) => formatDateTime(at) },
        ...(showApplicant
          ? [
              {
                title: 'Applicant',
                dataIndex: 'applicantName',
                width: 180,
                render: (name: string | null) => (name ? <span dir="auto">{name}</span> : '—'),
              },
            ]
          : []),
        { title: 'Event', dataIndex: 'event', width: 170, render: (event: SentMessage['event']) => eventLabel(event) },
        {
          title: 'By',
          key: 'channel',
          width: 230,
          render: (_: unknown, message: SentMessage) => (
            <span>
              {channelLabel(message.channel)} to <span dir="ltr">{message.recipient}</span>
            </span>
          ),
        },
        {
          title: 'Subject',
          key: 'subject',
          width: 280,
          ellipsis: true,
          render: (_: unknown, message: SentMessage) => (
            <span dir={textDirection(message.language)} lang={languageTag(message.language)}>
              {message.subject || message.text}
            </span>
          ),
        },
        {
          title: 'Delivery',
          key: 'delivery',
          width: 260,
          render: (_: unknown, message: SentMessage) => (
            <span>
              <Tag color={DELIVERY_TAG_COLORS[message.state]} style={{ whiteSpace: 'normal' }}>
                {deliveryInWords(message)}
              </Tag>
              {message.sentAt && <Typography.Text type="secondary"> {formatDateTime(message.sentAt)}</Typography.Text>}
            </span>
          ),
        },
        {
          title: 'Actions',
          key: 'actions',
          width: 90,
          render: (_: unknown, message: SentMessage) =>
            mayRetry(message) ? (
              <Button
                size="small"
                onClick={() => onRetry(message)}
                loading={retrying === message.id}
                aria-label={`Retry the ${eventLabel(message.event)} ${channelLabel(message.channel)} of ${formatDateTime(message.createdAt)}`}
              >
                Retry
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
