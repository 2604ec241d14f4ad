import { Flex, InputNumber, Switch } from 'antd';
import Input from 'antd/es/input';
import { ESSAY_DEFAULT_WORD_LIMIT, LIMITS } from '@mizan/shared';
import type { ReactNode } from 'react';
import type { AuthoringProps } from '../question-type-ui';

function SwitchField({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

/**
 * EssayComponent, editingMode: the answer's placeholder, the word limit (a
 * whole number ≥ 0, default 100,000,000; clearing the box keeps the last
 * number), whether over-limit text may be submitted, and whether the
 * applicant sees the count and the limit.
 */
export function EssaySetup({ question, onChange, direction }: AuthoringProps<'EssayComponent'>) {
  const id = (field: string) => `essay-${field}-${question.id}`;
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Flex vertical gap={4}>
        <label htmlFor={id('placeholder')}>Answer placeholder</label>
        <Input
          id={id('placeholder')}
          value={question.answerPlaceHolder}
          maxLength={LIMITS.note}
          onChange={(event) => onChange({ ...question, answerPlaceHolder: event.target.value })}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={id('wordlimit')}>Word limit</label>
        <InputNumber<number>
          id={id('wordlimit')}
          min={0}
          max={ESSAY_DEFAULT_WORD_LIMIT}
          precision={0}
          step={10}
          value={question.wordlimit}
          onChange={(wordlimit) => {
            if (typeof wordlimit === 'number' && Number.isFinite(wordlimit)) onChange({ ...question, wordlimit });
          }}
          style={{ width: 200 }}
        />
      </Flex>
      <SwitchField checked={question.allowOverLimit} onChange={(allowOverLimit) => onChange({ ...question, allowOverLimit })}>
        Allow submitting over the limit
      </SwitchField>
      <SwitchField checked={question.showWordCount} onChange={(showWordCount) => onChange({ ...question, showWordCount })}>
        Show word count
      </SwitchField>
      <SwitchField checked={question.showWordLimit} onChange={(showWordLimit) => onChange({ ...question, showWordLimit })}>
        Show word limit
      </SwitchField>
    </Flex>
  );
}
