import { screen } from '@testing-library/react';
import { CORRECT_ANSWER_REQUIRED } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { McqAnswerKey } from './McqAnswerKey';
import { primesQuestion } from './test-question';

describe('MCQ answer key', () => {
  it('shows the key ticked and lets the author tick more than one option', async () => {
    const { user, latest } = renderAuthoring(McqAnswerKey, primesQuestion());
    expect(screen.getByRole('checkbox', { name: 'Option 1 is correct' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Option 2 is correct' })).not.toBeChecked();
    expect(screen.getByText('2 correct options')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Option 4 is correct' }));
    expect(latest().options.map((option) => option.isTrue)).toEqual([true, false, true, true]);
    expect(screen.getByText('3 correct options')).toBeInTheDocument();
  });

  it('unticks, and warns with the save message when nothing is correct', async () => {
    const { user, latest } = renderAuthoring(McqAnswerKey, primesQuestion());
    await user.click(screen.getByRole('checkbox', { name: 'Option 1 is correct' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option 3 is correct' }));
    expect(latest().options.every((option) => !option.isTrue)).toBe(true);
    expect(screen.getByText(CORRECT_ANSWER_REQUIRED)).toBeInTheDocument();
  });

  it("ticks and unticks an option when its text is clicked, as a checkbox's label does", async () => {
    const { user, latest } = renderAuthoring(McqAnswerKey, primesQuestion());
    await user.click(screen.getByText('4'));
    expect(latest().options.map((option) => option.isTrue)).toEqual([true, true, true, false]);
    expect(screen.getByRole('checkbox', { name: 'Option 2 is correct' })).toBeChecked();
    await user.click(screen.getByText('2'));
    expect(latest().options.map((option) => option.isTrue)).toEqual([false, true, true, false]);
  });

  it('shows the author notes to staff', () => {
    renderAuthoring(McqAnswerKey, primesQuestion());
    expect(screen.getByText(/secret: 9 = 3 × 3/)).toBeInTheDocument();
  });
});
