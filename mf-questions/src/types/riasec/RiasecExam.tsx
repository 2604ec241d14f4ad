import { Flex, Radio } from 'antd';
import { applicantText } from '@mizan/shared';
import type { ExamProps } from '../question-type-ui';
import { optionText } from './categories';

/**
 * RIASEC, examMode: two radio buttons, 'أرغب' and 'لا أرغب', right to left
 * whatever the assessment's language (the options are Arabic). The category
 * is not in the exam view (it could sway the answer). Each choice calls onAnswer.
 */
export function RiasecExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'RIASEC'>) {
  return (
    <div dir="rtl" lang="ar">
      <Radio.Group
        value={answer?.optionId ?? null}
        disabled={disabled}
        onChange={(event) => onAnswer({ type: 'RIASEC', optionId: String(event.target.value) })}
        aria-label={applicantText(direction).names.yourChoice}
      >
        <Flex gap="large" wrap="wrap">
          {question.options.map((option) => (
            <Radio key={option.id} value={option.id} style={{ fontSize: 16 }}>
              {optionText(option)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </div>
  );
}
