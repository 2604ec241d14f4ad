import { screen } from '@testing-library/react';
import { ESSAY_DEFAULT_WORD_LIMIT, newQuestion } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { EssaySetup } from './EssaySetup';

describe('Essay setup', () => {
  it('starts at the default limit of 100,000,000 with every switch off', () => {
    const question = newQuestion('EssayComponent');
    expect(question.wordlimit).toBe(ESSAY_DEFAULT_WORD_LIMIT);
    renderAuthoring(EssaySetup, question);
    expect(screen.getByLabelText('Word limit')).toHaveValue('100000000');
    for (const name of ['Allow submitting over the limit', 'Show word count', 'Show word limit']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
  });

  it('sends the placeholder, the word limit and each switch to onChange', async () => {
    const { user, latest } = renderAuthoring(EssaySetup, newQuestion('EssayComponent'));
    await user.type(screen.getByLabelText('Answer placeholder'), 'Write here');
    const limit = screen.getByLabelText('Word limit');
    await user.clear(limit);
    await user.type(limit, '250');
    await user.click(screen.getByRole('switch', { name: 'Allow submitting over the limit' }));
    await user.click(screen.getByRole('switch', { name: 'Show word count' }));
    await user.click(screen.getByRole('switch', { name: 'Show word limit' }));
    expect(latest()).toMatchObject({
      answerPlaceHolder: 'Write here',
      wordlimit: 250,
      allowOverLimit: true,
      showWordCount: true,
      showWordLimit: true,
    });
  });

  it('never takes a negative or empty limit', async () => {
    const { user, changes, latest } = renderAuthoring(EssaySetup, { ...newQuestion('EssayComponent'), wordlimit: 40 });
    const limit = screen.getByLabelText('Word limit');
    await user.clear(limit);
    expect(changes.every((question) => typeof question.wordlimit === 'number' && question.wordlimit >= 0)).toBe(true);
    await user.type(limit, '-5');
    await user.tab();
    expect(latest().wordlimit).toBeGreaterThanOrEqual(0);
    expect(changes.every((question) => question.wordlimit >= 0)).toBe(true);
  });
});
