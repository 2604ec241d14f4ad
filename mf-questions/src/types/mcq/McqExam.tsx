import { Checkbox, Flex } from 'antd';
import { applicantText, plainText } from '@mizan/shared';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ExamProps } from '../question-type-ui';
import { toggleSelected } from './options';

/**
 * MCQ, examMode. Always checkboxes, whatever the key: choosing radio buttons
 * when one option is correct would tell the applicant how many are correct,
 * and the model has no non-key "multiple answers" flag to decide by. The
 * options come in the order toExamView gives (it shuffles when asked).
 * Every tick calls onAnswer with the selected ids in the order shown.
 */
export function McqExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'MCQ'>) {
  const names = applicantText(direction).names;
  const selected = new Set(answer?.selected ?? []);
  const shownIds = question.options.map((option) => option.id);
  return (
    <Flex
      vertical={!question.oneLineOptions}
      wrap={question.oneLineOptions ? 'wrap' : undefined}
      gap={question.oneLineOptions ? 'large' : 'small'}
      dir={direction}
      role="group"
      aria-label={names.options}
    >
      {question.options.map((option, index) => (
        <Checkbox
          key={option.id}
          // An option that is only a picture (or not written yet) still needs a name for screen readers.
          aria-label={plainText(option.option).trim() === '' ? names.option(index + 1) : undefined}
          checked={selected.has(option.id)}
          disabled={disabled}
          onChange={(event) => onAnswer(toggleSelected(shownIds, answer, option.id, event.target.checked))}
        >
          {/* The view's paragraphs have a top margin; take it back so the text lines up with the box. */}
          <div style={{ marginBlock: '-0.25em' }}>
            <RichTextView value={option.option} direction={direction} />
          </div>
        </Checkbox>
      ))}
    </Flex>
  );
}
