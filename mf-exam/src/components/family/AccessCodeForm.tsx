import { Alert, Button } from 'antd';
import Input from 'antd/es/input';
import { useId, useState, type FormEvent } from 'react';
import { ACCESS_CODE_LENGTH, type FamilyText } from '@mizan/shared';

/** Asked before the page shows anything while access codes are in use. */
export function AccessCodeForm({
  words,
  problem,
  busy,
  onCode,
}: {
  words: FamilyText;
  problem: string | null;
  busy: boolean;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onCode(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {words.codeLabel}
      </label>
      <Input
        id={inputId}
        aria-describedby={hintId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ACCESS_CODE_LENGTH * 2}
        dir="ltr"
        style={{ fontFamily: 'monospace', letterSpacing: 2, textTransform: 'uppercase' }}
      />
      <p id={hintId} style={{ margin: '4px 0 12px', color: 'rgba(0,0,0,0.65)' }}>
        {words.codeHint}
      </p>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} role="alert" />}
      <Button type="primary" htmlType="submit" loading={busy} block>
        {words.show}
      </Button>
    </form>
  );
}
