import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Flex, Radio, Tag, Typography } from 'antd';
import { trueFalseLabel } from '@mizan/shared';
import type { ReviewProps } from '../question-type-ui';
import { correctOptionOf } from './answer-key';

/**
 * TrueOrFalse, grading modes: the applicant's choice, marked right or wrong,
 * and the correct option shown.
 */
export function TrueOrFalseReview({ question, answer, direction }: ReviewProps<'TrueOrFalse'>) {
  const chosen = answer?.optionId ?? null;
  const correct = correctOptionOf(question);
  return (
    <Flex vertical gap={8} dir={direction}>
      {chosen === null && <Typography.Text type="secondary">Not answered</Typography.Text>}
      {question.options.map((option) => {
        const isChosen = option.id === chosen;
        const isCorrect = option.id === correct;
        return (
          <Flex key={option.id} align="center" gap={8} data-option={option.id}>
            <Radio checked={isChosen} disabled aria-label={trueFalseLabel(option.id, direction)} />
            <Typography.Text strong={isChosen || isCorrect}>{trueFalseLabel(option.id, direction)}</Typography.Text>
            {isChosen &&
              (isCorrect ? (
                <Tag color="success" icon={<CheckCircleFilled />}>
                  Applicant's answer: right
                </Tag>
              ) : (
                <Tag color="error" icon={<CloseCircleFilled />}>
                  Applicant's answer: wrong
                </Tag>
              ))}
            {isCorrect && !isChosen && <Tag color="success">Correct answer</Tag>}
          </Flex>
        );
      })}
    </Flex>
  );
}
