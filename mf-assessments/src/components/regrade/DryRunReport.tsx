import { Alert, App, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { RegradeChangedAttempt, RegradeMeritMove, RegradePreview } from '@mizan/shared';
import { dryRunSummary, figure, rankMoveText, regradeButtonLabel } from '../../state/regrade-rules';
import { DistributionTable } from './DistributionTable';

const fromTo = (from: string, to: string) => (
  <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {from} → {to}
  </bdi>
);

const changedColumns: TableColumnsType<RegradeChangedAttempt> = [
  {
    title: 'Applicant',
    key: 'applicant',
    render: (_, row) => (
      <Flex vertical align="start">
        <Typography.Text>
          <bdi>{row.studentname}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary">
          <bdi dir="ltr">{row.ssn}</bdi>
        </Typography.Text>
      </Flex>
    ),
  },
  { title: 'Question mark', key: 'mark', render: (_, row) => fromTo(figure(row.questionScore.from), figure(row.questionScore.to)) },
  { title: 'Percent', key: 'percent', render: (_, row) => fromTo(`${figure(row.percent.from)}%`, `${figure(row.percent.to)}%`) },
  {
    title: 'Released',
    dataIndex: 'released',
    render: (released: boolean) =>
      released ? (
        <Tag color="orange">
          <bdi>Yes: the applicant sees the change</bdi>
        </Tag>
      ) : (
        'No'
      ),
  },
];

const meritColumns: TableColumnsType<RegradeMeritMove> = [
  { title: 'Applicant', dataIndex: 'studentname', render: (name: string) => <bdi>{name}</bdi> },
  { title: 'School', dataIndex: 'school', render: (school: string) => <bdi>{school}</bdi> },
  {
    title: 'Place on the merit list',
    key: 'rank',
    render: (_, move) => (
      <bdi>
        {fromTo(String(move.rank.from), String(move.rank.to))} ({rankMoveText(move.rank)})
      </bdi>
    ),
  },
];

/**
 * What the regrade would do, before anything changes: the summary, every
 * attempt whose mark changes, the distribution before and after and who
 * moves on the merit list; then Regrade, after a confirmation, applies
 * exactly this dry run.
 */
export function DryRunReport({ preview, applying, onApply }: { preview: RegradePreview; applying: boolean; onApply: () => void }) {
  const { modal } = App.useApp();
  const released = preview.changed.filter((row) => row.released).length;
  const confirm = () =>
    modal.confirm({
      title: `${regradeButtonLabel(preview)}?`,
      content:
        preview.changed.length === 0
          ? 'No mark changes; the question gets its new version and new submissions are scored by it.'
          : `${preview.changed.length} ${preview.changed.length === 1 ? 'mark changes' : 'marks change'}` +
            (released > 0 ? `, ${released} of them in results the applicants already see (shown with "corrected on").` : '.'),
      okText: regradeButtonLabel(preview),
      cancelText: 'Cancel',
      onOk: onApply,
    });

  return (
    <section aria-labelledby="dry-run-title" data-testid="dry-run" style={{ textAlign: 'start' }}>
      <Typography.Title level={2} id="dry-run-title" style={{ fontSize: 20 }}>
        <bdi>Dry run: nothing has changed yet</bdi>
      </Typography.Title>
      <Alert
        type={preview.changed.length === 0 ? 'info' : 'warning'}
        showIcon
        title={<bdi>{dryRunSummary(preview)}</bdi>}
        role="status"
        style={{ marginBottom: 16 }}
      />
      {preview.changed.length > 0 && (
        <div role="region" aria-labelledby="changed-title" tabIndex={0} style={{ overflowX: 'auto', marginBottom: 16 }}>
          <Table<RegradeChangedAttempt>
            rowKey="attemptId"
            size="small"
            columns={changedColumns}
            dataSource={preview.changed}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            title={() => (
              <Typography.Title level={3} id="changed-title" style={{ margin: 0, fontSize: 16 }}>
                <bdi>Attempts whose mark changes</bdi>
              </Typography.Title>
            )}
          />
        </div>
      )}
      <Flex gap={24} wrap align="start" style={{ marginBottom: 16 }}>
        <DistributionTable before={preview.distribution.before} after={preview.distribution.after} />
        <div style={{ flex: '1 1 360px' }}>
          <Table<RegradeMeritMove>
            rowKey={(move) => `${move.applicantId}:${move.school}`}
            size="small"
            columns={meritColumns}
            dataSource={preview.meritMoves}
            pagination={false}
            locale={{ emptyText: <bdi>Nobody moves on a merit list.</bdi> }}
            title={() => (
              <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                <bdi>Who moves on the merit list</bdi>
              </Typography.Title>
            )}
          />
        </div>
      </Flex>
      <Button type="primary" danger onClick={confirm} loading={applying}>
        {regradeButtonLabel(preview)}
      </Button>
    </section>
  );
}
