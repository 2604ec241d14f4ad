import { Table, Typography, theme, type TableColumnsType } from 'antd';
import { MeasureBar } from '../item-analysis/MeasureBar';
import { bandLabel } from '../../state/regrade-rules';

interface BandRow {
  band: string;
  before: number;
  after: number;
}

/**
 * How many submitted attempts fall in each 10 % band of percent, before and
 * after the regrade: a table whose numbers are text (the bars beside them
 * are decoration), so a screen reader reads it as any table.
 */
export function DistributionTable({ before, after }: { before: number[]; after: number[] }) {
  const { token } = theme.useToken();
  const rows: BandRow[] = before.map((count, index) => ({ band: bandLabel(index), before: count, after: after[index] ?? 0 }));
  const most = Math.max(1, ...before, ...after);
  const bar = (count: number, color: string) => <MeasureBar fraction={count / most} color={color} text={String(count)} width={96} />;
  const columns: TableColumnsType<BandRow> = [
    { title: 'Percent', dataIndex: 'band', render: (band: string) => <bdi dir="ltr">{band}</bdi> },
    { title: 'Before', dataIndex: 'before', render: (count: number) => bar(count, token.colorTextQuaternary) },
    { title: 'After', dataIndex: 'after', render: (count: number) => bar(count, token.colorPrimary) },
  ];
  return (
    <Table<BandRow>
      rowKey="band"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="regrade-distribution"
      title={() => (
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }} id="regrade-distribution-title">
          <bdi>Distribution of percents, before and after</bdi>
        </Typography.Title>
      )}
      style={{ maxWidth: 520 }}
    />
  );
}
