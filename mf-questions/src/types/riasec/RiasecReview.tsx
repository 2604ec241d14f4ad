import { Flex, Tag } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { scoreRiasec } from '@mizan/shared';
import type { ReviewProps } from '../question-type-ui';
import { categoryLabel, optionText } from './categories';

/**
 * RIASEC, grading modes: the applicant's choice, the statement's category and
 * whether the choice counts toward it ('أرغب' does), with the automatic score.
 */
export function RiasecReview({ question, answer, direction }: ReviewProps<'RIASEC'>) {
  const chosen = question.options.find((option) => option.id === answer?.optionId);
  const result = scoreRiasec(question, answer);
  const liked = result.riasec?.liked === true;
  return (
    <Flex vertical gap="small" dir={direction}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'choice',
            label: 'Choice',
            children: chosen ? (
              <span dir="rtl" lang="ar">
                {optionText(chosen)}
              </span>
            ) : (
              'No answer'
            ),
          },
          { key: 'category', label: 'Category', children: categoryLabel(question.cat) },
          {
            key: 'counts',
            label: 'Career profile',
            children: liked ? (
              <Tag color="green">
                <bdi>{`✓ Counts toward ${categoryLabel(question.cat)}`}</bdi>
              </Tag>
            ) : (
              <Tag>Does not count</Tag>
            ),
          },
          { key: 'score', label: 'Automatic score', children: <bdi>{`${result.score} / ${result.max}`}</bdi> },
        ]}
      />
    </Flex>
  );
}
