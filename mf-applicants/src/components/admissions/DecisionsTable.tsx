import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { DECISION_STATE_LABELS } from '@mizan/shared';
import type { RoundDetails } from '../../state/admission-api';
import { STATE_TAG_COLORS, lastChangeOf, mayTickForOffer, reasonInWords, rowActions, stateLabel } from './admission-view-rules';
import { formatDateTime } from './date-time';
import type { DecisionTarget } from './SetDecisionModal';

type DecisionRow = RoundDetails['rows'][number];
type Change = RoundDetails['changes'][number];

function ChangeInWords({ change }: { change: Change | undefined }) {
  if (!change) return <Typography.Text type="secondary">—</Typography.Text>;
  const who = change.actor === 'staff' ? (change.actor_name ?? 'staff') : change.actor === 'family' ? 'the family' : 'Mizan';
  return (
    <span>
      {formatDateTime(change.at)} · {who}
      {change.reason ? (
        <>
          {' '}
          · <span dir="auto">{reasonInWords(change.reason)}</span>
        </>
      ) : null}
    </span>
  );
}

/**
 * A round's applicants in merit order: rank, name, school, decision, waitlist
 * position, offer deadline and the last change, with Change decision (only
 * the allowed changes) and Enroll for an accepted offer. Ticking applicants
 * makes "Make offers" offer only to them.
 */
export function DecisionsTable({
  details,
  ticked,
  onTick,
  onChange,
  onEnroll,
  enrolling,
}: {
  details: RoundDetails;
  ticked: number[];
  onTick: (ids: number[]) => void;
  onChange: (target: DecisionTarget) => void;
  onEnroll: (row: DecisionRow) => void;
  enrolling: number | null;
}) {
  const lastChanges = useMemo(() => lastChangeOf(details.changes), [details.changes]);
  const schoolNames = useMemo(() => new Map(details.round.seats.map((entry) => [entry.school_id, entry.name])), [details.round.seats]);

  return (
    <Table<DecisionRow>
      rowKey="applicant_id"
      size="small"
      dataSource={details.rows}
      pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 1340 }}
      locale={{ emptyText: "No applicant in this round's merit list yet." }}
      rowSelection={{
        selectedRowKeys: ticked,
        onChange: (keys) => onTick(keys.map(Number)),
        getCheckboxProps: (row) => ({ disabled: !mayTickForOffer(row.state), 'aria-label': `Tick ${row.name}` }),
      }}
      columns={[
        { title: 'Rank', dataIndex: 'rank', width: 64, render: (rank: number | null) => rank ?? '—' },
        { title: 'Name', dataIndex: 'name', width: 200, render: (name: string) => <span dir="auto">{name}</span> },
        {
          title: 'School',
          dataIndex: 'school_id',
          width: 170,
          render: (schoolId: number) => <span dir="auto">{schoolNames.get(schoolId) ?? `School ${schoolId}`}</span>,
        },
        {
          title: 'Decision',
          dataIndex: 'state',
          width: 150,
          render: (state: DecisionRow['state']) => <Tag color={STATE_TAG_COLORS[state]}>{DECISION_STATE_LABELS[state].En}</Tag>,
        },
        { title: 'Waitlist', dataIndex: 'waitlist_position', width: 80, render: (position: number | null) => position ?? '—' },
        { title: 'Offer deadline', dataIndex: 'offer_deadline', width: 156, render: (deadline: string | null) => formatDateTime(deadline) },
        {
          title: 'Last change',
          key: 'last',
          width: 280,
          render: (_, row) => <ChangeInWords change={lastChanges.get(row.applicant_id)} />,
        },
        {
          title: 'Actions',
          key: 'actions',
          width: 200,
          fixed: 'right',
          render: (_, row) => {
            const actions = rowActions(row.state);
            return (
              <Flex gap={4} wrap>
                {actions.enroll && (
                  <Popconfirm
                    title={`Enroll ${row.name}?`}
                    description="Their offer is confirmed and Enrolled? becomes Yes."
                    okText="Enroll"
                    onConfirm={() => onEnroll(row)}
                  >
                    <Button size="small" type="primary" loading={enrolling === row.applicant_id} aria-label={`Enroll ${row.name}`}>
                      Enroll
                    </Button>
                  </Popconfirm>
                )}
                {actions.change && (
                  <Button size="small" onClick={() => onChange(row)} aria-label={`Change decision of ${row.name}`}>
                    Change decision
                  </Button>
                )}
                {!actions.change && !actions.enroll && <Typography.Text type="secondary">{stateLabel(row.state)}: final</Typography.Text>}
              </Flex>
            );
          },
        },
      ]}
    />
  );
}
