import { Flex, Tag, Typography } from 'antd';
import { scoreFillTheBlank } from '@mizan/shared';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ReviewProps } from '../question-type-ui';
import { isAcceptedValue, valuesOf } from './blanks';

/**
 * FillTheBlank, grading modes: the text with each blank showing the
 * applicant's value marked ✓ or ✗ by the scoring's rule, the accepted answers
 * beside it, and the automatic score.
 */
export function FillTheBlankReview({ question, answer, direction }: ReviewProps<'FillTheBlank'>) {
  const values = valuesOf(answer);
  const result = scoreFillTheBlank(question, answer);
  const numberOf = (blankId: string) => question.blanks.findIndex((blank) => blank.id === blankId) + 1;

  const renderBlank = (blankId: string) => {
    const accepted = question.blanks.find((blank) => blank.id === blankId)?.answers ?? [];
    const value = values.get(blankId) ?? '';
    const right = isAcceptedValue(accepted, value);
    return (
      <span data-testid={`review-blank-${numberOf(blankId)}`} style={{ marginInline: 2 }}>
        <Tag color={right ? 'success' : 'error'} style={{ marginInlineEnd: 4 }}>
          {right ? '✓ ' : '✗ '}
          <bdi>{value.trim() === '' ? '(empty)' : value}</bdi>
        </Tag>
        {!right && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {'accepted: '}
            <bdi>{accepted.join(' / ') || '—'}</bdi>
          </Typography.Text>
        )}
      </span>
    );
  };

  return (
    <Flex vertical gap="small" dir={direction}>
      <RichTextView value={question.content} direction={direction} renderBlank={renderBlank} />
      <Typography.Text strong>
        <bdi>{`Automatic score: ${result.score} / ${result.max}`}</bdi>
      </Typography.Text>
    </Flex>
  );
}
