import { Table, Typography } from 'antd';
import { scoreText, type Applicant, type ScoreColumn } from '@mizan/shared';

/** The results letter of an applicant at an assessment (server/src/print/letter-route.ts), opened in a new tab to print. */
export function resultsLetterPath(applicantId: number, assessmentId: number): string {
  return `/print/letter?applicant=${applicantId}&assessment=${assessmentId}`;
}

export const NO_ASSESSMENTS_TAKEN = 'No graded assessment yet: scores appear here once an attempt is graded.';

/**
 * The applicant's page: each assessment taken with its score (percent or
 * Holland code) and, for staff who grade or print, the printable results letter.
 */
export function AssessmentResults({
  applicant,
  columns,
  mayPrint,
}: {
  applicant: Applicant;
  columns: readonly ScoreColumn[];
  mayPrint: boolean;
}) {
  const taken = columns.filter((column) => applicant.scores?.[String(column.id)] !== undefined);
  if (taken.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {NO_ASSESSMENTS_TAKEN}
      </Typography.Paragraph>
    );
  }
  return (
    <Table<ScoreColumn>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={taken}
      columns={[
        { title: 'Assessment', dataIndex: 'name', render: (name: string) => <bdi>{name}</bdi> },
        { title: 'Score', key: 'score', render: (_, column) => scoreText(applicant.scores?.[String(column.id)]) },
        ...(mayPrint
          ? [
              {
                title: 'Results letter',
                key: 'letter',
                render: (_: unknown, column: ScoreColumn) => (
                  <a
                    href={resultsLetterPath(applicant.id, column.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Print results letter of ${applicant.name} for ${column.name}`}
                  >
                    Print results letter
                  </a>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
