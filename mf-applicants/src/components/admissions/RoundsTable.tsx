import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { AdmissionRound } from '@mizan/shared';
import { formatDateTime } from './date-time';
import { STATE_TAG_COLORS, countsInOrder, stateLabel } from './admission-view-rules';

/** Every round: name, school or "All schools", deadline, seats held, and how many applicants are in each state. */
export function RoundsTable({
  rounds,
  loading,
  onOpen,
  onEdit,
}: {
  rounds: AdmissionRound[];
  loading: boolean;
  onOpen: (round: AdmissionRound) => void;
  onEdit: (round: AdmissionRound) => void;
}) {
  return (
    <Table<AdmissionRound>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rounds}
      pagination={false}
      locale={{ emptyText: 'No admission round yet. Make one with New round.' }}
      scroll={{ x: 900 }}
      columns={[
        {
          title: 'Name',
          dataIndex: 'name',
          render: (name: string, round) => (
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              onClick={() => onOpen(round)}
            >
              <span dir="auto">{name}</span>
            </Button>
          ),
        },
        {
          title: 'School',
          key: 'school',
          width: 200,
          render: (_, round) =>
            round.school_id === null ? 'All schools' : <span dir="auto">{round.school_name ?? `School ${round.school_id}`}</span>,
        },
        { title: 'Offer deadline', dataIndex: 'offer_deadline', width: 150, render: (deadline: string) => formatDateTime(deadline) },
        {
          title: 'Seats held',
          key: 'seats',
          width: 110,
          render: (_, round) => {
            const seats = round.seats.reduce((sum, entry) => sum + entry.seats, 0);
            const held = round.seats.reduce((sum, entry) => sum + entry.held, 0);
            return `${held} of ${seats}`;
          },
        },
        {
          title: 'Decisions',
          key: 'counts',
          render: (_, round) => {
            const counts = countsInOrder(round.counts);
            return counts.length === 0 ? (
              <Typography.Text type="secondary">No applicants</Typography.Text>
            ) : (
              <Flex gap={4} wrap>
                {counts.map(([state, count]) => (
                  <Tag key={state} color={STATE_TAG_COLORS[state]}>
                    {stateLabel(state)}: {count}
                  </Tag>
                ))}
              </Flex>
            );
          },
        },
        {
          title: 'Actions',
          key: 'actions',
          width: 150,
          render: (_, round) => (
            <Flex gap={4}>
              <Button size="small" onClick={() => onOpen(round)} aria-label={`Open ${round.name}`}>
                Open
              </Button>
              <Button size="small" onClick={() => onEdit(round)} aria-label={`Edit ${round.name}`}>
                Edit
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}
