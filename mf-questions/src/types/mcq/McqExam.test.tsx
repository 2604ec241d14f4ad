import { fireEvent, screen } from '@testing-library/react';
import { toExamView } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import { pageText, renderExam } from '../test-support/render-type';
import { McqExam } from './McqExam';
import { primesQuestion } from './test-question';

function examOf(question = primesQuestion()): ExamQuestionOf<'MCQ'> {
  const view = toExamView(question, 'attempt-1');
  if (view.type !== 'MCQ') throw new Error('not an MCQ');
  return view;
}

describe('MCQ exam', () => {
  it('calls onAnswer with the ticked option ids on every change', async () => {
    const { user, answers } = renderExam(McqExam, examOf());
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(answers).toEqual([{ type: 'MCQ', selected: ['opt5'] }]);
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    expect(answers[1]).toEqual({ type: 'MCQ', selected: ['opt2', 'opt5'] });
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(answers[2]).toEqual({ type: 'MCQ', selected: ['opt2'] });
    expect(screen.getByRole('checkbox', { name: '2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '5' })).not.toBeChecked();
  });

  it('uses checkboxes whether one or several options are correct, so the form tells nothing of the key', () => {
    const one = primesQuestion();
    one.options = one.options.map((option) => ({ ...option, isTrue: option.id === 'opt2' }));
    const single = renderExam(McqExam, examOf(one));
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const singleMarkup = single.container.innerHTML;
    single.unmount();
    const several = renderExam(McqExam, examOf(primesQuestion()));
    expect(several.container.innerHTML).toBe(singleMarkup);
  });

  it('shows no author note and starts with nothing ticked', () => {
    renderExam(McqExam, examOf());
    expect(pageText()).not.toContain('secret');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('shows the options in the order given, restores a saved answer, and is read-only when disabled', () => {
    const view = examOf();
    const reversed = { ...view, options: [...view.options].reverse() };
    const { answers } = renderExam(McqExam, reversed, { answer: { type: 'MCQ', selected: ['opt4'] }, disabled: true });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['9', '5', '4', '2']);
    expect(screen.getByRole('checkbox', { name: '4' })).toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    expect(answers).toEqual([]);
  });
});
