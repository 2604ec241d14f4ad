import { Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { ApplicantText } from '@mizan/shared';

/**
 * One question's mark and the teacher's feedback under the applicant's own
 * answer in the released result. mf_questions' gradingModeStudent needs the
 * full question (with its key), which never leaves the server for an
 * applicant, so the result draws the answer in read-only exam mode and this.
 */
export function QuestionGrade({
  score,
  max,
  feedback,
  words,
}: {
  score: number | null;
  max: number;
  feedback: string;
  words: ApplicantText;
}) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginTop: 8 }}
      items={[
        {
          key: 'score',
          label: words.score,
          // dir="ltr": '0.5 / 2' must not read '2 / 0.5' on a right-to-left page.
          children: (
            <span data-testid="result-score" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {score === null ? words.notGraded : `${score} / ${max}`}
            </span>
          ),
        },
        {
          key: 'feedback',
          label: words.feedback,
          children:
            feedback.trim() === '' ? (
              <Typography.Text type="secondary">{words.noFeedback}</Typography.Text>
            ) : (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, unicodeBidi: 'isolate' }} dir="auto">
                {feedback}
              </Typography.Paragraph>
            ),
        },
      ]}
    />
  );
}
