import { theme } from 'antd';
import { applicantText } from '@mizan/shared';
import Input from 'antd/es/input';
import { useMemo } from 'react';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { ExamProps } from '../question-type-ui';
import { answerFor, valuesOf } from './blanks';

/**
 * FillTheBlank, examMode: the text with each blank an inline box to type in,
 * or, when the question has a word bank, a list to pick from (a native
 * select: it sits inside a paragraph, where antd's Select would put a div).
 * Every change calls onAnswer with the filled blanks in reading order; the
 * boxes show `answer` (controlled, like every exam body but the essay's).
 */
export function FillTheBlankExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'FillTheBlank'>) {
  const { token } = theme.useToken();
  const values = useMemo(() => valuesOf(answer), [answer]);
  const blankIds = useMemo(() => question.blanks.map((blank) => blank.id), [question.blanks]);
  const words = useMemo(() => [...new Set(question.options.map((word) => word.option))], [question.options]);

  const change = (blankId: string, value: string) => {
    const next = new Map(values);
    next.set(blankId, value);
    onAnswer(answerFor(blankIds, next));
  };

  const renderBlank = (blankId: string) => {
    const label = applicantText(direction).names.blank(blankIds.indexOf(blankId) + 1);
    const value = values.get(blankId) ?? '';
    if (words.length > 0) {
      return (
        <select
          aria-label={label}
          value={value}
          disabled={disabled}
          onChange={(event) => change(blankId, event.target.value)}
          style={{
            marginInline: 4,
            minWidth: 120,
            height: 28,
            padding: '0 6px',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
            color: token.colorText,
            font: 'inherit',
          }}
        >
          <option value="">_____</option>
          {words.map((word) => (
            <option key={word} value={word}>
              {word}
            </option>
          ))}
        </select>
      );
    }
    return (
      <Input
        size="small"
        aria-label={label}
        value={value}
        disabled={disabled}
        maxLength={1000}
        onChange={(event) => change(blankId, event.target.value)}
        style={{ width: 160, marginInline: 4, verticalAlign: 'baseline' }}
      />
    );
  };

  return <RichTextView value={question.content} direction={direction} renderBlank={renderBlank} />;
}
