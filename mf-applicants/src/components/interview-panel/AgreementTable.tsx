import { Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { InterviewAgreementReport } from '@mizan/shared';
import { agreementRows, type AgreementRow } from './agreement-figures';

export const NO_PAIRS_YET = 'No applicant has been rated by two interviewers yet.';

const columns: ColumnsType<AgreementRow> = [
  { key: 'who', title: 'Interviewers', dataIndex: 'who', render: (who: string, row) => (row.key === 'all' ? <strong>{who}</strong> : who) },
  { key: 'applicants', title: 'Applicants', dataIndex: 'applicants', align: 'end' },
  {
    key: 'criteria',
    title: 'Each criterion (1 to 5)',
    children: [
      { key: 'exact', title: 'Same rating', dataIndex: 'exact', align: 'end' },
      { key: 'adjacent', title: 'Within 1', dataIndex: 'adjacent', align: 'end' },
      { key: 'meanDifference', title: 'Mean difference', dataIndex: 'meanDifference', align: 'end' },
      { key: 'kappa', title: 'Weighted kappa', dataIndex: 'kappa', align: 'end' },
    ],
  },
  {
    key: 'totals',
    title: 'Score out of 100',
    children: [
      { key: 'totalsDifference', title: 'Mean difference', dataIndex: 'totalsDifference', align: 'end' },
      { key: 'icc', title: 'ICC', dataIndex: 'icc', align: 'end' },
    ],
  },
];

/**
 * Agreement between interviewers who rated the same applicants: per pair, the criteria's exact
 * and within-one agreement, mean difference and quadratic-weighted kappa, and the totals' mean
 * difference and ICC (shared/src/marking/agreement.ts).
 */
export function AgreementTable({ report }: { report: InterviewAgreementReport }) {
  if (report.pairs.length === 0) return <Empty description={NO_PAIRS_YET} />;
  return (
    <>
      <Table<AgreementRow>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        columns={columns}
        dataSource={agreementRows(report)}
        scroll={{ x: 'max-content' }}
        aria-label="Agreement between interviewers"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Kappa and ICC run from −1 to 1: 1 is full agreement, 0 what chance would give; "—" where there is too little to tell (one applicant,
        or everyone rated alike).
      </Typography.Paragraph>
    </>
  );
}
