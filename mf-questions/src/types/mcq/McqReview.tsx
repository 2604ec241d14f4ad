import { Checkbox, Flex, Tag, Typography } from 'antd';
import { scoreMcq } from '@mizan/shared';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ReviewProps } from '../question-type-ui';
import { optionVerdict, type OptionVerdict } from './options';

const VERDICTS: Record<Exclude<OptionVerdict, 'none'>, { color: string; text: string }> = {
  right: { color: 'success', text: '✓ Right' },
  wrong: { color: 'error', text: '✗ Wrong' },
  missed: { color: 'warning', text: '✗ Missed' },
};

/**
 * MCQ, grading modes: the applicant's ticks (read-only) beside the key, each
 * option marked ✓ (ticked and correct), ✗ Wrong (ticked, not correct) or
 * ✗ Missed (correct, not ticked), and the automatic score of shared scoring.
 * Author notes are not shown: the applicant's own graded copy uses this too.
 */
export function McqReview({ question, answer, direction }: ReviewProps<'MCQ'>) {
  const selected = new Set(answer?.selected ?? []);
  const result = scoreMcq(question, answer);
  return (
    <Flex vertical gap="small" dir={direction}>
      {selected.size === 0 && <Typography.Text type="secondary">No answer</Typography.Text>}
      <Flex vertical={!question.oneLineOptions} wrap={question.oneLineOptions ? 'wrap' : undefined} gap="small">
        {question.options.map((option, index) => {
          const verdict = optionVerdict(option, selected.has(option.id));
          return (
            <Flex key={option.id} gap="small" align="start" data-testid={`review-option-${index + 1}`}>
              <Checkbox checked={selected.has(option.id)} disabled aria-label={`Option ${index + 1} ticked`} />
              <div style={{ flex: question.oneLineOptions ? undefined : 1, minWidth: 0 }}>
                <RichTextView value={option.option} direction={direction} />
              </div>
              {option.isTrue && <Tag color="green">Correct answer</Tag>}
              {verdict !== 'none' && <Tag color={VERDICTS[verdict].color}>{VERDICTS[verdict].text}</Tag>}
            </Flex>
          );
        })}
      </Flex>
      <Typography.Text strong>
        Automatic score: {result.score} / {result.max}
        {question.isPartial ? ' (partial credit)' : ''}
      </Typography.Text>
    </Flex>
  );
}
