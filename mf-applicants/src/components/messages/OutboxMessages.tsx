import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { DELIVERY_STATES, DELIVERY_STATE_LABELS, type DeliveryState } from '@mizan/shared';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { useMessagesQuery, type SentMessage } from '../../state/messages-api';
import { MessagesTable } from './MessagesTable';
import { useRetryMessage } from './use-retry-message';

const PAGE_SIZE = 50;
const NO_MESSAGES: SentMessage[] = [];

/** Every message to families, newest first, by delivery state (e.g. the failed ones, to retry). */
export function OutboxMessages() {
  const [state, setState] = useState<DeliveryState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useMessagesQuery({ ...(state ? { state } : {}), page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const { retrying, onRetry } = useRetryMessage();

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Select<DeliveryState | 'all'>
          aria-label="Delivery"
          style={{ width: 200 }}
          value={state ?? 'all'}
          onChange={(value) => {
            setState(value === 'all' ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'Every delivery state' },
            ...DELIVERY_STATES.map((value) => ({ value, label: DELIVERY_STATE_LABELS[value] })),
          ]}
        />
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          Refresh messages
        </Button>
      </Flex>
      <LoadFailureAlert
        title="The messages could not be loaded."
        failure={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
      <MessagesTable
        messages={query.data?.messages ?? NO_MESSAGES}
        loading={query.isFetching}
        showApplicant
        retrying={retrying}
        onRetry={(sent) => void onRetry(sent)}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
      />
    </Flex>
  );
}
