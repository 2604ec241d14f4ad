import { Empty, Table } from 'antd';
import type { RoundDetails } from '../../state/admission-api';
import { placeInWords, reasonInWords } from './admission-view-rules';
import { formatDateTime } from './date-time';

type Change = RoundDetails['changes'][number];

const ACTORS: Record<Change['actor'], string> = { staff: 'Staff', family: 'The family', system: 'Mizan' };

/** Every decision change of the round, newest first: who, when, from, to, why. */
export function DecisionHistory({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No decision has been made yet." />;
  const newestFirst = [...changes].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
  return (
    <Table<Change>
      size="small"
      rowKey="id"
      dataSource={newestFirst}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 900 }}
      columns={[
        { title: 'When', dataIndex: 'at', width: 140, render: (at: string) => formatDateTime(at) },
        { title: 'Applicant', dataIndex: 'name', render: (name: string) => <span dir="auto">{name}</span> },
        {
          title: 'From',
          key: 'from',
          width: 190,
          render: (_, change) => placeInWords({ state: change.from_state, waitlist_position: change.from_position }),
        },
        {
          title: 'To',
          key: 'to',
          width: 190,
          render: (_, change) => placeInWords({ state: change.to_state, waitlist_position: change.to_position }),
        },
        {
          title: 'Who',
          key: 'who',
          width: 150,
          render: (_, change) => (change.actor === 'staff' && change.actor_name ? change.actor_name : ACTORS[change.actor]),
        },
        { title: 'Why', dataIndex: 'reason', render: (reason: string) => (reason ? <span dir="auto">{reasonInWords(reason)}</span> : '—') },
      ]}
    />
  );
}
