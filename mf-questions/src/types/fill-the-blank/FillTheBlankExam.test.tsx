import { screen } from '@testing-library/react';
import { toExamView } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import { pageText, renderExam } from '../test-support/render-type';
import { FillTheBlankExam } from './FillTheBlankExam';
import { sunQuestion } from './test-question';

function examOf(question = sunQuestion()): ExamQuestionOf<'FillTheBlank'> {
  const view = toExamView(question, 'attempt-1');
  if (view.type !== 'FillTheBlank') throw new Error('not FillTheBlank');
  return view;
}

describe('FillTheBlank exam', () => {
  it('turns each blank into a box in the text and answers on every change', async () => {
    const { user, answers, lastAnswer } = renderExam(FillTheBlankExam, examOf());
    expect(pageText()).toContain('The sun is a ');
    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), '100');
    expect(answers).toHaveLength(3);
    expect(lastAnswer()).toEqual({ type: 'FillTheBlank', blanks: [{ blankId: 'b2', value: '100' }] });
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'star');
    expect(lastAnswer()).toEqual({
      type: 'FillTheBlank',
      blanks: [
        { blankId: 'b1', value: 'star' },
        { blankId: 'b2', value: '100' },
      ],
    });
    await user.clear(screen.getByRole('textbox', { name: 'Blank 2' }));
    expect(lastAnswer()).toEqual({ type: 'FillTheBlank', blanks: [{ blankId: 'b1', value: 'star' }] });
  });

  it('shows no accepted answer anywhere', () => {
    renderExam(FillTheBlankExam, examOf());
    expect(pageText()).not.toContain('star');
    expect(pageText()).not.toContain('100');
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveValue('');
  });

  it('with a word bank, picks each blank from the words', async () => {
    const question = sunQuestion({
      options: [
        { id: 'w1', option: 'star' },
        { id: 'w2', option: 'planet' },
        { id: 'w3', option: '100' },
      ],
    });
    const { user, lastAnswer } = renderExam(FillTheBlankExam, examOf(question), { direction: 'rtl' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const first = screen.getByRole('combobox', { name: 'الفراغ 1' });
    expect(
      Array.from((first as HTMLSelectElement).options)
        .map((option) => option.value)
        .sort(),
    ).toEqual(['', '100', 'planet', 'star']);
    await user.selectOptions(first, 'planet');
    expect(lastAnswer()).toEqual({ type: 'FillTheBlank', blanks: [{ blankId: 'b1', value: 'planet' }] });
    await user.selectOptions(first, '');
    expect(lastAnswer()).toEqual({ type: 'FillTheBlank', blanks: [] });
  });

  it('restores saved values and is read-only when disabled', () => {
    renderExam(FillTheBlankExam, examOf(), {
      answer: { type: 'FillTheBlank', blanks: [{ blankId: 'b1', value: 'moon' }] },
      disabled: true,
    });
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('moon');
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toBeDisabled();
  });
});
