import { Flex, theme } from 'antd';
import Input from 'antd/es/input';
import { NUMERICAL_ANSWER_MAX_LENGTH, applicantText } from '@mizan/shared';
import type { ExamProps } from '../question-type-ui';
import { numericalExamWords } from './exam-words';

/**
 * Numerical, examMode: one box the applicant types the number in, kept
 * exactly as typed (Arabic-Indic digits and '٫' included: shared
 * readTypedNumber reads it when scoring), with the phone's decimal keypad
 * and the assessment's language and direction; and, when the question has
 * units, a list of them (a native select: the phone's own picker). Every
 * change calls onAnswer at once. Nothing of the key is here to show.
 */
export function NumericalExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'Numerical'>) {
  const { token } = theme.useToken();
  const words = numericalExamWords(direction);
  const value = answer?.value ?? '';
  const unit = answer?.unit ?? '';
  return (
    <Flex gap="small" wrap align="center" dir={direction}>
      <Input
        aria-label={applicantText(direction).names.yourAnswer}
        value={value}
        inputMode="decimal"
        lang={direction === 'rtl' ? 'ar' : 'en'}
        dir={direction}
        autoComplete="off"
        maxLength={NUMERICAL_ANSWER_MAX_LENGTH}
        disabled={disabled}
        onChange={(event) => onAnswer({ type: 'Numerical', value: event.target.value, unit })}
        style={{ width: 180 }}
      />
      {question.units.length > 0 && (
        <select
          aria-label={words.unit}
          value={unit}
          disabled={disabled}
          onChange={(event) => onAnswer({ type: 'Numerical', value, unit: event.target.value })}
          style={{
            minWidth: 100,
            height: 32,
            padding: '0 8px',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
            color: token.colorText,
            font: 'inherit',
          }}
        >
          <option value="">{words.noUnit(question.unitHandling)}</option>
          {question.units.map((choice) => (
            <option key={choice.id} value={choice.unit}>
              {choice.unit}
            </option>
          ))}
        </select>
      )}
    </Flex>
  );
}
