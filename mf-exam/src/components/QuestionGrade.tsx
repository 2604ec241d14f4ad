import { Descriptions, Typography } from 'antd';

/**
 * One question's mark and the teacher's feedback under the applicant's own
 * answer in the released result. mf_questions' gradingModeStudent needs the
 * full question (with its key), which never leaves the server for an
 * applicant, so the result draws the answer in read-only exam mode and this.
 */
export function QuestionGrade({ score, max, feedback }: { score: number | null; max: number; feedback: string }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginTop: 8 }}
      items={[
        {
          key: 'score',
          label: 'Score',
          // dir="ltr": '0.5 / 2' must not read '2 / 0.5' on a right-to-left page.
          children: (
            <span data-testid="result-score" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {score === null ? 'Not graded yet' : `${score} / ${max}`}
            </span>
          ),
        },
        {
          key: 'feedback',
          label: 'Feedback',
          children:
            feedback.trim() === '' ? (
              <Typography.Text type="secondary">No feedback</Typography.Text>
            ) : (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{feedback}</Typography.Paragraph>
            ),
        },
      ]}
    />
  );
}
