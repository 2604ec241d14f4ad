import { screen } from '@testing-library/react';
import { toExamView } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import { pageText, renderExam } from '../test-support/render-type';
import { NumericalExam } from './NumericalExam';
import { rodQuestion } from './numerical-fixture';

function examOf(question = rodQuestion()): ExamQuestionOf<'Numerical'> {
  const view = toExamView(question, 'attempt-1');
  if (view.type !== 'Numerical') throw new Error('not Numerical');
  return view;
}

describe('Numerical exam', () => {
  it('keeps what the applicant types exactly as typed, Arabic-Indic digits and ٫ included, and saves it at once', async () => {
    const { user, answers, lastAnswer } = renderExam(NumericalExam, examOf(), { direction: 'rtl' });
    const box = screen.getByRole('textbox', { name: 'إجابتك' });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('lang', 'ar');
    expect(box).toHaveAttribute('dir', 'rtl');
    await user.type(box, '٣٫٥');
    expect(answers).toHaveLength(3);
    expect(lastAnswer()).toEqual({ type: 'Numerical', value: '٣٫٥', unit: '' });
    expect(box).toHaveValue('٣٫٥');
  });

  it('offers the units in a list, no unit first, and sends the chosen one with the number', async () => {
    const { user, lastAnswer } = renderExam(NumericalExam, examOf());
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '350');
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    expect(Array.from((unit as HTMLSelectElement).options).map((option) => option.text)).toEqual(['No unit', 'm', 'cm']);
    await user.selectOptions(unit, 'cm');
    expect(lastAnswer()).toEqual({ type: 'Numerical', value: '350', unit: 'cm' });
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '.5');
    expect(lastAnswer()).toEqual({ type: 'Numerical', value: '350.5', unit: 'cm' });
  });

  it('asks for a unit where one is required, in Arabic for an Arabic assessment', () => {
    renderExam(NumericalExam, examOf(rodQuestion({ unitHandling: 'required' })), { direction: 'rtl' });
    const unit = screen.getByRole('combobox', { name: 'الوحدة' }) as HTMLSelectElement;
    expect(unit.options[0].text).toBe('اختر الوحدة');
  });

  it('has no unit list when the question has no units', () => {
    renderExam(NumericalExam, examOf(rodQuestion({ units: [], unitHandling: 'none' })));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows nothing of the key', () => {
    renderExam(NumericalExam, examOf());
    for (const secret of ['3.5', '0.1', 'Exactly', 'Close', '50', '100']) expect(pageText()).not.toContain(secret);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it('shows the saved answer read-only after submission', () => {
    renderExam(NumericalExam, examOf(), { answer: { type: 'Numerical', value: '٣٥٠', unit: 'cm' }, disabled: true });
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('٣٥٠');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveValue('cm');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
  });
});
