import { App, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** The three values of Enrolled? and has Psychological problem? (SPEC §3). */
export type Choice = 'Yes' | 'No' | '';

export const CHOICE_OPTIONS: { value: Choice; label: string }[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
  { value: '', label: '—' },
];

/** SPEC §8, word for word. */
export const CHOICE_SAVE_FAILED_TITLE = 'Unable to Save your choice!!';
export const CHOICE_SAVE_FAILED_TEXT = 'internet issue!!!';

export function asChoice(value: unknown): Choice {
  return value === 'Yes' || value === 'No' ? value : '';
}

interface Props {
  value: Choice;
  /** Saves the choice on the server; rejects when it could not. */
  save: (status: Choice) => Promise<void>;
  /** What the select is for, read out by screen readers (e.g. "Enrolled? for Mona Saleh"). */
  label: string;
  disabled?: boolean;
}

/**
 * A dropdown that saves on change (SPEC §2): the new value shows at once; if
 * the save fails, the error dialog of SPEC §8 opens and the old value comes
 * back. A value the server sends later (a reload) replaces what is shown.
 */
export function ChoiceCell({ value, save, label, disabled }: Props) {
  const { modal } = App.useApp();
  const [shown, setShown] = useState<Choice>(value);
  const [saving, setSaving] = useState(false);
  const alive = useRef(true);

  useEffect(() => setShown(value), [value]);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const change = async (next: Choice) => {
    if (next === shown) return;
    const previous = shown;
    setShown(next);
    setSaving(true);
    try {
      await save(next);
    } catch {
      if (alive.current) setShown(previous);
      modal.error({ title: CHOICE_SAVE_FAILED_TITLE, content: CHOICE_SAVE_FAILED_TEXT });
    } finally {
      if (alive.current) setSaving(false);
    }
  };

  return (
    <Select<Choice>
      aria-label={label}
      size="small"
      value={shown}
      options={CHOICE_OPTIONS}
      onChange={(next) => void change(next)}
      loading={saving}
      disabled={disabled}
      style={{ width: 76 }}
      popupMatchSelectWidth={false}
    />
  );
}
