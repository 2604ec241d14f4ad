import { BorderOutlined, CheckSquareFilled } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
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
 * option marked ✓ Right (ticked and correct), ✗ Wrong (ticked, not correct)
 * or ✗ Missed (correct, not ticked), and the automatic score of shared
 * scoring. Author notes are not shown: the applicant's own graded copy uses
 * this too. A tick is drawn as an icon, not a disabled checkbox, whose grey
 * would hide what the applicant chose.
 */
export function McqReview({ question, answer, direction }: ReviewProps<'MCQ'>) {
  const { token } = theme.useToken();
  const selected = new Set(answer?.selected ?? []);
  const result = scoreMcq(question, answer);
  return (
    <Flex vertical gap="small" dir={direction}>
      {selected.size === 0 && <Typography.Text type="secondary">No answer</Typography.Text>}
      <Flex
        vertical={!question.oneLineOptions}
        wrap={question.oneLineOptions ? 'wrap' : undefined}
        gap={question.oneLineOptions ? 'large' : 'small'}
      >
        {question.options.map((option, index) => {
          const ticked = selected.has(option.id);
          const verdict = optionVerdict(option, ticked);
          return (
            <Flex key={option.id} gap="small" align="baseline" wrap="wrap" data-testid={`review-option-${index + 1}`}>
              <span
                role="img"
                aria-label={ticked ? `Option ${index + 1}: ticked` : `Option ${index + 1}: not ticked`}
                style={{ fontSize: 16 }}
              >
                {ticked ? (
                  <CheckSquareFilled style={{ color: token.colorPrimary }} />
                ) : (
                  <BorderOutlined style={{ color: token.colorTextQuaternary }} />
                )}
              </span>
              <div style={{ minWidth: 0 }}>
                <RichTextView value={option.option} direction={direction} />
              </div>
              {option.isTrue && (
                <Tag color="green">
                  <bdi>Correct answer</bdi>
                </Tag>
              )}
              {verdict !== 'none' && (
                <Tag color={VERDICTS[verdict].color}>
                  <bdi>{VERDICTS[verdict].text}</bdi>
                </Tag>
              )}
            </Flex>
          );
        })}
      </Flex>
      <Typography.Text strong>
        <bdi>{`Automatic score: ${result.score} / ${result.max}${question.isPartial ? ' (partial credit)' : ''}`}</bdi>
      </Typography.Text>
    </Flex>
  );
}
