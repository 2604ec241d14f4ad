import { Radio } from 'antd';
import { applicantText, trueFalseLabel, type TrueFalseOptionId } from '@mizan/shared';
import type { ExamProps } from '../question-type-ui';

/**
 * TrueOrFalse, examMode: two radio buttons in the order toExamView gives
 * (shuffled when the author asked); choosing one calls onAnswer at once.
 */
export function TrueOrFalseExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'TrueOrFalse'>) {
  return (
    <div dir={direction}>
      <Radio.Group
        aria-label={applicantText(direction).names.yourAnswer}
        value={answer?.optionId ?? null}
        disabled={disabled}
        onChange={(event) => onAnswer({ type: 'TrueOrFalse', optionId: event.target.value as TrueFalseOptionId })}
        style={{ display: 'flex', flexDirection: question.oneLineOptions ? 'row' : 'column', gap: question.oneLineOptions ? 24 : 8 }}
      >
        {question.options.map((option) => (
          <Radio key={option.id} value={option.id}>
            {trueFalseLabel(option.id, direction)}
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}
