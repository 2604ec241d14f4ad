import { Alert, Collapse, Drawer, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { MERIT_COMPONENTS, MERIT_COMPONENT_LABELS, type LookupItem, type MeritList } from '@mizan/shared';
import { skipToken, toCallFailure } from '@mizan/shared/browser';
import { useMeritListQuery, useMeritSettingsQuery } from '../state/merit-api';
import { MeritSettingsForm } from './MeritSettingsForm';
import { ReportActions } from './ReportActions';

type MeritRow = MeritList['rows'][number];
type NamedWeights = NonNullable<MeritList['assessment_weights']>;

/** The breakdown of one total: each component's value, weight and points. */
export function MeritBreakdown({ row, assessmentWeights = [] }: { row: MeritRow; assessmentWeights?: NamedWeights }) {
  const names = new Map(assessmentWeights.map((entry) => [entry.assessment_id, entry.name]));
  return (
    <table aria-label={`How ${row.name}'s total is computed`} style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', paddingRight: 12 }}>Component</th>
          <th style={{ paddingRight: 12 }}>Value</th>
          <th style={{ paddingRight: 12 }}>Weight</th>
          <th>Points</th>
        </tr>
      </thead>
      <tbody>
        {row.parts.map((part) => (
          <tr key={part.component}>
            <td style={{ paddingRight: 12 }}>
              {MERIT_COMPONENT_LABELS[part.component]} ({part.raw === null || part.raw === '' ? '—' : String(part.raw)})
            </td>
            <td style={{ paddingRight: 12 }}>{part.value}</td>
            <td style={{ paddingRight: 12 }}>{part.weight}</td>
            <td>{part.contribution}</td>
          </tr>
        ))}
        {(row.assessment_parts ?? []).map((part) => (
          <tr key={`assessment-${part.assessment_id}`}>
            <td style={{ paddingRight: 12 }}>
              {names.get(part.assessment_id) ?? `Assessment #${part.assessment_id}`} ({part.raw === null ? 'not taken' : `${part.raw}%`})
            </td>
            <td style={{ paddingRight: 12 }}>{part.value}</td>
            <td style={{ paddingRight: 12 }}>{part.weight}</td>
            <td>{part.contribution}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Ours (issue 6): the merit list of one school in a full-width drawer: the
 * ranked table with each total's breakdown (hover the total, or expand the
 * row), a 'Within seats' tag and a line after the last seat, its export and
 * print; admins also get the weights (for every school at once) and seats form.
 */
export function MeritListDrawer({
  open,
  onClose,
  schools,
  isAdmin,
}: {
  open: boolean;
  onClose: () => void;
  schools: LookupItem[];
  isAdmin: boolean;
}) {
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const settingsQuery = useMeritSettingsQuery(open && isAdmin ? undefined : skipToken);
  // Ranked afresh each time a school is chosen: scores and enrolments change all day.
  const listQuery = useMeritListQuery(open && schoolId !== null ? schoolId : skipToken, { refetchOnMountOrArgChange: true });
  const settings = settingsQuery.data ?? null;
  const list = listQuery.data ?? null;
  const loading = listQuery.isFetching;
  const failedCall = (loading ? undefined : listQuery.error) ?? settingsQuery.error;
  const failure = failedCall ? toCallFailure(failedCall).message : null;

  const rows = list?.rows ?? [];
  const assessmentWeights = list?.assessment_weights ?? [];
  const lastSeat = list ? Math.min(list.seats, rows.length) : 0;

  return (
    <Drawer title="Merit list" open={open} onClose={onClose} size="100%" destroyOnHidden>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Select
            aria-label="School"
            placeholder="Choose a school"
            style={{ width: 320 }}
            value={schoolId ?? undefined}
            onChange={(value: number) => setSchoolId(value)}
            options={schools.map((school) => ({ value: school.id, label: school.name }))}
          />
          {list && schoolId !== null && (
            <ReportActions target={{ kind: 'merit', schoolId }} what={`the merit list of ${list.school.name}`} />
          )}
        </Flex>
        {failure && <Alert type="error" showIcon title={failure} />}
        {isAdmin && settings && (
          <Collapse
            items={[
              {
                key: 'settings',
                label: 'Weights for every school, and seats (administrators)',
                children: <MeritSettingsForm key={version} settings={settings} onSaved={() => setVersion((value) => value + 1)} />,
              },
            ]}
          />
        )}
        {list && (
          <Typography.Text aria-live="polite">
            {list.school.name}: {rows.length} applicants, {list.seats} seats. Weights:{' '}
            {[
              ...MERIT_COMPONENTS.map((component) => `${MERIT_COMPONENT_LABELS[component]} ${list.weights[component]}`),
              ...assessmentWeights.map((entry) => `${entry.name} ${entry.weight}`),
            ].join(', ')}
            .
          </Typography.Text>
        )}
        {schoolId !== null && (
          <Table<MeritRow>
            rowKey="id"
            size="small"
            loading={loading}
            dataSource={rows}
            pagination={false}
            rowClassName={(row) => (row.rank === lastSeat ? 'merit-last-seat' : '')}
            onRow={(row) =>
              ({
                style: row.rank === lastSeat ? { borderBottom: '3px solid #cf1322' } : undefined,
                'data-last-seat': row.rank === lastSeat ? 'true' : undefined,
              }) as React.HTMLAttributes<HTMLElement>
            }
            expandable={{ expandedRowRender: (row) => <MeritBreakdown row={row} assessmentWeights={assessmentWeights} /> }}
            columns={[
              { title: 'Rank', dataIndex: 'rank', width: 70 },
              { title: 'Name', dataIndex: 'name' },
              {
                title: 'Total (100)',
                dataIndex: 'total',
                width: 120,
                render: (total: number, row) => (
                  <Tooltip title={<MeritBreakdown row={row} assessmentWeights={assessmentWeights} />}>
                    <span>{total.toFixed(2)}</span>
                  </Tooltip>
                ),
              },
              ...assessmentWeights.map((entry, index) => ({
                title: `${entry.name} (%)`,
                key: `assessment-${entry.assessment_id}`,
                width: 140,
                render: (_value: unknown, row: MeritRow) => {
                  const raw = row.assessment_parts?.[index]?.raw ?? null;
                  return raw === null ? <Typography.Text type="secondary">Not taken</Typography.Text> : `${raw}%`;
                },
              })),
              {
                title: 'Seat',
                key: 'seat',
                width: 140,
                render: (_value, row) =>
                  row.withinSeats ? (
                    <Tag color="green">Within seats</Tag>
                  ) : row.rank === lastSeat + 1 && lastSeat > 0 ? (
                    <Tag>Below the cut-off</Tag>
                  ) : null,
              },
            ]}
          />
        )}
      </Flex>
    </Drawer>
  );
}
