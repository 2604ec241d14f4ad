import { Table, Tag, type TableColumnsType } from 'antd';
import type { RoomAttempt, RoomState } from '@mizan/shared';
import { agoText, clockText, stateLabel } from '../../state/exam-room';
import { RoomDevice, byDevice } from './RoomDevice';
import { EvidenceLink } from './EvidenceLink';
import { RoomSignals } from './RoomSignals';

const STATE_COLORS: Record<RoomState, string | undefined> = {
  registered: undefined,
  answering: 'green',
  idle: 'gold',
  offline: 'red',
  submitted: 'blue',
  autosubmitted: 'purple',
};

function extraText(attempt: RoomAttempt): string {
  const parts = [];
  if (attempt.extraTimePercent > 0) parts.push(`+${attempt.extraTimePercent} %`);
  if (attempt.extraMinutes > 0) parts.push(`+${attempt.extraMinutes} min`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

interface Props {
  attempts: RoomAttempt[];
  showAccessCodes: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
}

/** The room's attempts, one row each, with a checkbox to select it for an action. */
export function RoomTable({ attempts, showAccessCodes, selectedIds, onSelect }: Props) {
  const columns: TableColumnsType<RoomAttempt> = [
    {
      title: 'Applicant',
      key: 'applicant',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, attempt) => (
        <>
          <bdi>{attempt.name}</bdi>
          <br />
          <bdi dir="ltr" style={{ color: 'rgba(0,0,0,.55)' }}>
            {attempt.ssn}
          </bdi>
          {attempt.trial > 1 && ` · trial ${attempt.trial}`}
        </>
      ),
    },
    { title: 'School', dataIndex: 'school', render: (school: string) => <bdi>{school || '—'}</bdi> },
    {
      title: 'State',
      dataIndex: 'state',
      sorter: (a, b) => a.state.localeCompare(b.state),
      render: (state: RoomState) => <Tag color={STATE_COLORS[state]}>{stateLabel(state)}</Tag>,
    },
    {
      title: 'Answered',
      key: 'answered',
      sorter: (a, b) => a.answered - b.answered,
      render: (_, attempt) => <bdi dir="ltr">{`${attempt.answered} / ${attempt.total}`}</bdi>,
    },
    {
      title: 'Last save',
      dataIndex: 'lastSaveSecondsAgo',
      sorter: (a, b) => (a.lastSaveSecondsAgo ?? -1) - (b.lastSaveSecondsAgo ?? -1),
      // bdi: English words and numbers keep their order in an Arabic (right-to-left) room.
      render: (seconds: number | null) => <bdi>{seconds === null ? '—' : agoText(seconds)}</bdi>,
    },
    {
      title: 'Time left',
      dataIndex: 'secondsLeft',
      sorter: (a, b) => (a.secondsLeft ?? Infinity) - (b.secondsLeft ?? Infinity),
      render: (seconds: number | null) => <bdi dir="ltr">{seconds === null ? '—' : clockText(seconds)}</bdi>,
    },
    { title: 'Device', key: 'device', sorter: byDevice, render: (_, attempt) => <RoomDevice attempt={attempt} /> },
    { title: 'Extra time', key: 'extra', render: (_, attempt) => <bdi>{extraText(attempt)}</bdi> },
    { title: 'Browser moved', dataIndex: 'browserMoves', sorter: (a, b) => a.browserMoves - b.browserMoves },
    {
      title: 'Signals',
      key: 'signals',
      sorter: (a, b) => a.signals - b.signals,
      render: (_, attempt) => <RoomSignals attempt={attempt} />,
    },
    ...(showAccessCodes
      ? [{ title: 'Access code', dataIndex: 'accessCode', render: (code: string | undefined) => <bdi dir="ltr">{code ?? '—'}</bdi> }]
      : []),
    { title: 'Evidence', key: 'evidence', render: (_, attempt) => <EvidenceLink attemptId={attempt.id} name={attempt.name} /> },
  ];
  return (
    // Scrolls sideways itself rather than through the table's scroll.x, whose hidden measuring row holds focusable cells.
    <div role="region" aria-label="Attempts" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<RoomAttempt>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={attempts}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          onChange: (keys) => onSelect(keys.map(Number)),
          getCheckboxProps: (attempt) => ({ 'aria-label': `Select ${attempt.name}` }) as never,
        }}
        style={{ textAlign: 'start', minWidth: 'max-content' }}
        locale={{ emptyText: 'No attempt matches.' }}
      />
    </div>
  );
}
