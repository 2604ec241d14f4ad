import { Flex, Tag, Typography } from 'antd';
import { matchedNumericalAnswer, readTypedNumber, scoreNumerical } from '@mizan/shared';
import type { ReviewProps } from '../question-type-ui';
import { acceptedAnswerParts, describeCredit, type AcceptedAnswerParts } from './describe-answer';

/** Number, unit and tolerance left to right, each isolated (an Arabic unit would otherwise reorder the numbers around it). */
function AcceptedAnswerText({ value, unit, tolerance }: AcceptedAnswerParts) {
  return (
    <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      <bdi>{value}</bdi>
      {unit !== '' && (
        <>
          {' '}
          <bdi>{unit}</bdi>
        </>
      )}
      {tolerance !== '' && (
        <>
          {' '}
          <bdi>{tolerance}</bdi>
        </>
      )}
    </span>
  );
}

/**
 * Numerical, grading modes: what the applicant typed, exactly as typed, the
 * number it was read as and the unit chosen (and, where a unit is required
 * and none was chosen, that this is why it scores 0); the accepted answers with the
 * one it matched marked (the best credit among those whose tolerance it
 * falls within, as shared scoring decides); that answer's feedback; and the
 * automatic score.
 */
export function NumericalReview({ question, answer, direction }: ReviewProps<'Numerical'>) {
  const typed = answer?.value.trim() ?? '';
  const read = typed === '' ? null : readTypedNumber(typed);
  const matched = matchedNumericalAnswer(question, answer);
  const result = scoreNumerical(question, answer);
  return (
    <Flex vertical gap="small" dir={direction}>
      {typed === '' ? (
        <Typography.Text type="secondary">No answer</Typography.Text>
      ) : (
        <Flex gap="small" wrap align="baseline" data-testid="numerical-given">
          <Typography.Text>
            <bdi>Applicant's answer:</bdi>
          </Typography.Text>
          <Tag color={matched ? 'success' : 'error'} style={{ fontSize: 14 }}>
            {matched ? '✓ ' : '✗ '}
            <bdi>{typed}</bdi>
            {answer?.unit && (
              <>
                {' '}
                <bdi>{answer.unit}</bdi>
              </>
            )}
          </Tag>
          <Typography.Text type="secondary">
            <bdi>{read === null ? '(not a number)' : `(read as ${read})`}</bdi>
          </Typography.Text>
          {question.unitHandling === 'required' && !answer?.unit && (
            <Typography.Text type="danger">
              <bdi>No unit chosen: this question requires one, so the answer scores 0.</bdi>
            </Typography.Text>
          )}
        </Flex>
      )}
      <Typography.Text strong>Accepted answers</Typography.Text>
      <Flex vertical gap={4} component="ol" style={{ margin: 0, paddingInlineStart: 20 }}>
        {question.answers.map((accepted, index) => (
          <li key={accepted.id} data-testid={`numerical-accepted-${index + 1}`}>
            <Flex gap="small" wrap align="baseline">
              <AcceptedAnswerText {...acceptedAnswerParts(accepted, question)} />
              <Typography.Text type="secondary">{describeCredit(accepted)}</Typography.Text>
              {matched?.id === accepted.id && <Tag color="success">Matched</Tag>}
            </Flex>
          </li>
        ))}
      </Flex>
      {matched && matched.feedback.trim() !== '' && (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>
            <bdi>Feedback:</bdi>{' '}
          </Typography.Text>
          <bdi>{matched.feedback}</bdi>
        </Typography.Paragraph>
      )}
      <Typography.Text strong>
        <bdi>{`Automatic score: ${result.score} / ${result.max}`}</bdi>
      </Typography.Text>
    </Flex>
  );
}
