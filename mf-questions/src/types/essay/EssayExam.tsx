import { Alert, Flex, Typography } from 'antd';
import { applicantText, emptyRichText, RICH_TEXT_MAX_LENGTH, WORD_COUNT_EXCEEDED, type RichText } from '@mizan/shared';
import { Suspense, useState } from 'react';
import { LazyRichTextEditor as RichTextEditor } from '../../components/rich-text/LazyRichTextEditor';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ExamProps } from '../question-type-ui';
import { savableText } from './savable-text';
import { counterText, wordState } from './word-limit';

/**
 * EssayComponent, examMode: a rich-text answer with the live word count
 * (shared countWords, Arabic words counted) as 'x / limit' when the author
 * shows it, and 'Warning! you have exceeded word count!' over the limit.
 *
 * Over the limit without allowOverLimit, the text stays editable (so the
 * applicant can cut it down) but is not sent: onAnswer keeps the last
 * version within the limit, which is what the server holds and what a
 * submission hands in (the server refuses over-limit saves too), and the
 * applicant is told so. With allowOverLimit every change is sent.
 * Pictures that are not uploaded media are left out of what is sent (the
 * server refuses them in an answer, which would lose the whole text).
 */
export function EssayExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'EssayComponent'>) {
  const [text, setText] = useState<RichText>(() => answer?.text ?? emptyRichText());
  const [savedCount, setSavedCount] = useState(() => wordState(answer?.text ?? [], question).count);
  const [droppedPictures, setDroppedPictures] = useState(0);
  const state = wordState(text, question);
  const counter = counterText(state.count, question);

  const change = (next: RichText) => {
    setText(next);
    const nextState = wordState(next, question);
    if (nextState.sendable) {
      const savable = savableText(next);
      setDroppedPictures(savable.dropped);
      setSavedCount(nextState.count);
      onAnswer({ type: 'EssayComponent', text: savable.text });
    }
  };

  const readOnlyText = (
    <div style={{ border: '1px solid rgba(5, 5, 5, 0.15)', borderRadius: 6, padding: '4px 11px', minHeight: 80 }}>
      <RichTextView value={text} direction={direction} />
    </div>
  );

  return (
    <Flex vertical gap="small" dir={direction}>
      {disabled ? (
        readOnlyText
      ) : (
        // The editor's code (Slate) arrives in its own chunk; the answer shows read-only until it does.
        <Suspense fallback={readOnlyText}>
          <RichTextEditor
            value={text}
            onChange={change}
            direction={direction}
            placeholder={question.answerPlaceHolder || undefined}
            maxLength={RICH_TEXT_MAX_LENGTH}
            ariaLabel={applicantText(direction).names.yourAnswer}
          />
        </Suspense>
      )}
      {counter !== null && (
        <Typography.Text type={state.over ? 'danger' : 'secondary'} aria-live="polite" data-testid="essay-word-counter">
          <span dir="ltr">{counter}</span>
        </Typography.Text>
      )}
      {droppedPictures > 0 && (
        <Alert
          type="warning"
          showIcon
          title={<bdi>Pictures can't be added to an answer here: they are left out of what is saved. Your text is saved.</bdi>}
        />
      )}
      {state.over && (
        <Alert
          type={state.sendable ? 'warning' : 'error'}
          showIcon
          role="alert"
          title={<bdi>{WORD_COUNT_EXCEEDED}</bdi>}
          description={
            state.sendable ? undefined : (
              <bdi>{`An answer over the word limit can't be submitted. Your last answer within the limit (${savedCount} ${
                savedCount === 1 ? 'word' : 'words'
              }) is the one saved; remove words to save again.`}</bdi>
            )
          }
        />
      )}
    </Flex>
  );
}
