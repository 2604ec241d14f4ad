import { Flex, Segmented, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DecisionPreview, DecisionPreviewRow } from '@mizan/shared';
import { STATE_TAG_COLORS, moveInWords, placeInWords, previewSummaryInWords, rowsMoving, type MoveFilter } from './admission-view-rules';
import { formatDateTime } from './date-time';

type Place = DecisionPreviewRow['today'];

function PlaceTag({ place }: { place: Place }) {
  return <Tag color={STATE_TAG_COLORS[place.state]}>{placeInWords(place)}</Tag>;
}

const MOVE_COLORS: Record<DecisionPreviewRow['move'], string> = {
  in: 'green',
  out: 'red',
  position: 'gold',
  rank: 'blue',
  other: 'default',
};

/**
 * A what-if beside today: each school's seats held and waiting, today and
 * after, then every applicant who moves in, moves out or changes waitlist
 * position (or rank), today's place on the left and the place after on the
 * right. Nothing has changed yet.
 */
export function PreviewComparison({ preview, schoolNames }: { preview: DecisionPreview; schoolNames: Map<number, string> }) {
  const [filter, setFilter] = useState<MoveFilter>('all');
  const rows = useMemo(() => rowsMoving(preview.rows, filter), [preview.rows, filter]);
  const { summary } = preview;

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph strong style={{ margin: 0 }} aria-live="polite">
        {previewSummaryInWords(summary)}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="school_id"
        pagination={false}
        dataSource={preview.seats}
        aria-label="Seats today and after"
        columns={[
          { title: 'School', dataIndex: 'name', render: (name: string) => <span dir="auto">{name}</span> },
          { title: 'Seats today', dataIndex: 'seats_today', width: 110 },
          { title: 'Seats after', dataIndex: 'seats_after', width: 110 },
          { title: 'Held today', dataIndex: 'held_today', width: 110 },
          { title: 'Held after', dataIndex: 'held_after', width: 110 },
          { title: 'Waiting today', dataIndex: 'waitlisted_today', width: 120 },
          { title: 'Waiting after', dataIndex: 'waitlisted_after', width: 120 },
        ]}
      />
      <Segmented<MoveFilter>
        aria-label="Show"
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'all', label: `All (${preview.rows.length})` },
          { value: 'in', label: `Move in (${summary.in})` },
          { value: 'out', label: `Move out (${summary.out})` },
          { value: 'position', label: `Waitlist moves (${summary.position})` },
          ...(summary.rank > 0 ? [{ value: 'rank' as const, label: `Rank only (${summary.rank})` }] : []),
          ...(summary.other > 0 ? [{ value: 'other' as const, label: `Other (${summary.other})` }] : []),
        ]}
      />
      <Table<DecisionPreviewRow>
        size="small"
        rowKey="applicant_id"
        dataSource={rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 1000 }}
        aria-label="Who moves"
        locale={{ emptyText: 'Nobody moves.' }}
        columns={[
          {
            title: 'Rank',
            key: 'rank',
            width: 90,
            render: (_, row) =>
              row.rank_today === row.rank_after ? (row.rank_after ?? '—') : `${row.rank_today ?? '—'} → ${row.rank_after ?? '—'}`,
          },
          { title: 'Name', dataIndex: 'name', render: (name: string) => <span dir="auto">{name}</span> },
          {
            title: 'School',
            dataIndex: 'school_id',
            width: 170,
            render: (schoolId: number) => <span dir="auto">{schoolNames.get(schoolId) ?? `School ${schoolId}`}</span>,
          },
          { title: 'Today', key: 'today', width: 200, render: (_, row) => <PlaceTag place={row.today} /> },
          { title: 'After', key: 'after', width: 200, render: (_, row) => <PlaceTag place={row.after} /> },
          {
            title: 'Change',
            key: 'move',
            width: 200,
            render: (_, row) => <Tag color={MOVE_COLORS[row.move]}>{moveInWords(row)}</Tag>,
          },
          {
            title: 'Offer deadline',
            dataIndex: 'offer_deadline',
            width: 140,
            render: (deadline: string | null) => formatDateTime(deadline),
          },
        ]}
      />
    </Flex>
  );
}
