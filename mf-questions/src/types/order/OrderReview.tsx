import { Flex, Typography } from 'antd';
import type { ListOption } from '@mizan/shared';
import { scoreOrder } from '@mizan/shared';
import { completeOrder } from '../../components/dnd/reorder';
import type { ReviewProps } from '../question-type-ui';
import { OrderReviewList } from './OrderReviewList';
import { keyOrder, optionIds, positionVerdicts } from './order-edits';

/**
 * Order, grading modes: the applicant's order, each item marked ✓ when it is
 * in its correct position and ✗ when not (SPEC §4 credits each position), the
 * correct order beside it, and the automatic score of shared scoring.
 */
export function OrderReview({ question, answer, direction }: ReviewProps<'OrderComponent'>) {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const correct = keyOrder(question);
  const given = answer ? completeOrder(answer.order, optionIds(question.options)) : null;
  const result = scoreOrder(question, answer);
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)).filter((option): option is ListOption => option !== undefined);
  return (
    <Flex vertical gap="small" dir={direction}>
      <Flex wrap gap="large" align="start">
        {given ? (
          <OrderReviewList
            title="Answer"
            items={pick(given)}
            marks={positionVerdicts(given, question.correctOptions)}
            direction={direction}
            testId="order-answer"
          />
        ) : (
          <Flex vertical style={{ flex: '1 1 260px' }}>
            <Typography.Text strong>Answer</Typography.Text>
            <Typography.Text type="secondary">No answer</Typography.Text>
          </Flex>
        )}
        <OrderReviewList title="Correct order" items={pick(correct)} direction={direction} testId="order-correct" />
      </Flex>
      <Typography.Text strong>
        Automatic score: {result.score} / {result.max}
        {question.scoreMode === 'exactMatch' ? ' (exact match)' : ' (partial match)'}
      </Typography.Text>
    </Flex>
  );
}
