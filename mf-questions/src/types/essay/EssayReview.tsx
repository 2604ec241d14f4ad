import { Alert, Flex, Tag, Typography } from 'antd';
import { isEmptyRichText, WORD_COUNT_EXCEEDED } from '@mizan/shared';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ReviewProps } from '../question-type-ui';
import { wordState } from './word-limit';

const numbers = new Intl.NumberFormat('en');

/**
 * EssayComponent, grading modes: the applicant's text read-only with its word
 * count against the limit. There is no key: the teacher's score and feedback
 * are the frame's grading panel.
 */
export function EssayReview({ question, answer, direction }: ReviewProps<'EssayComponent'>) {
  const text = answer?.text ?? [];
  const empty = isEmptyRichText(text);
  const state = wordState(text, question);
  return (
    <Flex vertical gap="small" dir={direction}>
      {empty ? (
        <Typography.Text type="secondary">No answer</Typography.Text>
      ) : (
        <div style={{ border: '1px solid rgba(5, 5, 5, 0.15)', borderRadius: 6, padding: '4px 11px' }}>
          <RichTextView value={text} direction={direction} />
        </div>
      )}
      <Flex gap="small" wrap="wrap" align="center">
        <Typography.Text data-testid="essay-review-count">
          <bdi>{`${numbers.format(state.count)} ${state.count === 1 ? 'word' : 'words'} / limit ${numbers.format(question.wordlimit)}`}</bdi>
        </Typography.Text>
        <Tag>Graded by hand</Tag>
      </Flex>
      {state.over && <Alert type="warning" showIcon title={<bdi>{WORD_COUNT_EXCEEDED}</bdi>} />}
    </Flex>
  );
}
