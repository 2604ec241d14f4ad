import { Alert, App, Button, Checkbox, Flex, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGE_CHANNELS, type MessageEvent } from '@mizan/shared';
import { LoadFailureAlert, toCallFailure } from '@mizan/shared/browser';
import { useRoundMessageSettingsQuery, useSaveRoundMessageSettingsMutation } from '../../state/messages-api';
import { ROUND_EVENTS, channelLabel, eventLabel, sends, withSending, type EventChannel } from './message-view-rules';

/** Which of the round's events send, by e-mail and by SMS (all do unless turned off here). */
export function RoundMessageSettings({ roundId }: { roundId: number }) {
  const { message } = App.useApp();
  const query = useRoundMessageSettingsQuery(roundId, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useSaveRoundMessageSettingsMutation();
  const [draft, setDraft] = useState<EventChannel[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const off = draft ?? query.data?.off ?? [];

  const submit = async () => {
    setFailure(null);
    try {
      await save({ roundId, off }).unwrap();
      setDraft(null);
      message.success("The round's messages were saved.");
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each event of the round sends to every applicant it concerns who has an e-mail address or a mobile. Untick what this round should
        not send.
      </Typography.Paragraph>
      <LoadFailureAlert
        title="The round's message settings could not be loaded."
        failure={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
      <Spin spinning={query.isFetching && !query.data}>
        <Table<{ event: MessageEvent }>
          size="small"
          rowKey="event"
          pagination={false}
          dataSource={ROUND_EVENTS.map((event) => ({ event }))}
          columns={[
            { title: 'Event', dataIndex: 'event', render: (event: MessageEvent) => eventLabel(event) },
            ...MESSAGE_CHANNELS.map((channel) => ({
              title: channelLabel(channel),
              key: channel,
              width: 120,
              render: (_: unknown, { event }: { event: MessageEvent }) => (
                <Checkbox
                  checked={sends(off, event, channel)}
                  onChange={(change) => setDraft(withSending(off, event, channel, change.target.checked))}
                  aria-label={`${eventLabel(event)} by ${channelLabel(channel)}`}
                />
              ),
            })),
          ]}
        />
      </Spin>
      {failure && <Alert type="error" showIcon title={failure} />}
      <Flex gap={8}>
        <Button type="primary" onClick={() => void submit()} loading={isLoading} disabled={draft === null}>
          Save the round's messages
        </Button>
        {draft !== null && <Button onClick={() => setDraft(null)}>Undo changes</Button>}
      </Flex>
    </Flex>
  );
}
