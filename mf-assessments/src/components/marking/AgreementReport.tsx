import { Flex, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { AnswerOf } from '@mizan/shared';
import { asCoefficient, asDrift, asPercent, kappaWords } from '../../state/agreement-view';

type Report = AnswerOf<'markingAgreement'>['data'];
type Figures = Report['overall'];

/** The columns every agreement table shares: the figures of shared/src/marking/agreement.ts. */
function figureColumns<Row extends Figures>(): TableColumnsType<Row> {
  return [
    { title: 'Pairs', dataIndex: 'count' },
    { title: 'Exact', key: 'exact', render: (_, row) => <bdi dir="ltr">{asPercent(row.exact)}</bdi> },
    { title: 'Adjacent', key: 'adjacent', render: (_, row) => <bdi dir="ltr">{asPercent(row.adjacent)}</bdi> },
    { title: 'Mean difference', key: 'meanDifference', render: (_, row) => <bdi dir="ltr">{row.meanDifference.toFixed(2)}</bdi> },
    { title: 'Kappa (quadratic)', key: 'kappa', render: (_, row) => <bdi dir="ltr">{asCoefficient(row.kappaQuadratic)}</bdi> },
    { title: 'ICC', key: 'icc', render: (_, row) => <bdi dir="ltr">{asCoefficient(row.icc)}</bdi> },
    { title: 'Moderated', dataIndex: 'moderated' },
  ];
}

/** A table in its own labelled, sideways-scrolling region (keyboard users reach its overflow). */
function Region({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {label}
      </Typography.Title>
      <div role="region" aria-label={`${label} table`} tabIndex={0} style={{ overflowX: 'auto' }}>
        {children}
      </div>
    </section>
  );
}

/** The markers' agreement of one assessment: overall, per question, per grader pair, and each grader's drift. */
export function AgreementReport({ report }: { report: Report }) {
  const questionColumns: TableColumnsType<Report['questions'][number]> = [
    { title: 'Q', dataIndex: 'index', render: (index: number) => `Q ${index}` },
    {
      title: 'Question',
      key: 'headertxt',
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.headertxt }} style={{ maxWidth: 260 }}>
          <bdi>{row.headertxt || '—'}</bdi>
        </Typography.Text>
      ),
    },
    { title: 'Mark', dataIndex: 'totalMark' },
    ...figureColumns<Report['questions'][number]>(),
  ];
  const pairColumns: TableColumnsType<Report['pairs'][number]> = [
    { title: 'Grader pair', key: 'pair', render: (_, row) => <bdi>{`${row.graderA} · ${row.graderB}`}</bdi> },
    ...figureColumns<Report['pairs'][number]>(),
  ];
  const driftRows = report.drift.flatMap((entry) =>
    entry.batches.map((batch, index) => ({ key: `${entry.grader}:${index}`, grader: entry.grader, batch: index + 1, ...batch })),
  );
  const driftColumns: TableColumnsType<(typeof driftRows)[number]> = [
    { title: 'Grader', dataIndex: 'grader', render: (grader: string) => <bdi>{grader}</bdi> },
    { title: 'Batch of 20', dataIndex: 'batch' },
    { title: 'Marks', dataIndex: 'count' },
    {
      title: 'Above (+) or below (−) the standing mark',
      key: 'drift',
      render: (_, row) => <bdi dir="ltr">{asDrift(row.meanSignedDifference)}</bdi>,
    },
  ];
  const table = { pagination: false as const, size: 'small' as const, style: { textAlign: 'start' as const, minWidth: 'max-content' } };

  return (
    <div data-testid="agreement-report">
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic title="Answers marked twice" value={report.doubleMarked} />
        <Statistic title="Sent to moderation" value={report.overall.moderated} />
        <Statistic title="Awaiting a second mark" value={report.awaitingSecond} />
        <Statistic title="Awaiting a moderator" value={report.awaitingModerator} />
        <Statistic title="Exact agreement" value={asPercent(report.overall.exact)} />
        <Statistic title="Kappa (quadratic)" value={asCoefficient(report.overall.kappaQuadratic)} />
      </Flex>
      <Typography.Paragraph type="secondary">
        <bdi>
          Overall and per pair, marks are compared in tenths of each question&apos;s mark; per question, in whole marks. Agreement beyond
          chance is {kappaWords(report.overall.kappaQuadratic)}. Moderation starts when two marks differ by more than{' '}
          {report.thresholdPercent} % of the mark.
        </bdi>
      </Typography.Paragraph>
      <Region label="Per question">
        <Table
          rowKey="id"
          columns={questionColumns}
          dataSource={report.questions}
          locale={{ emptyText: <bdi>No answer has both marks yet.</bdi> }}
          {...table}
        />
      </Region>
      <Region label="Per grader pair">
        <Table
          rowKey={(row) => `${row.graderA}:${row.graderB}`}
          columns={pairColumns}
          dataSource={report.pairs}
          locale={{ emptyText: <bdi>No answer has both marks yet.</bdi> }}
          {...table}
        />
      </Region>
      <Region label="Drift of each grader">
        <Table
          rowKey="key"
          columns={driftColumns}
          dataSource={driftRows}
          locale={{ emptyText: <bdi>No settled answer yet.</bdi> }}
          {...table}
        />
      </Region>
    </div>
  );
}
