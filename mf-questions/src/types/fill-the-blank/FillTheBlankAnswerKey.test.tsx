import { screen, within } from '@testing-library/react';
import { renderAuthoring } from '../test-support/render-type';
import { FillTheBlankAnswerKey } from './FillTheBlankAnswerKey';
import { sunQuestion } from './test-question';

describe('FillTheBlank answer key', () => {
  it('shows each blank in the text with its accepted answers, and edits them', async () => {
    const { user, latest } = renderAuthoring(FillTheBlankAnswerKey, sunQuestion());
    expect(screen.getByText('star / a star')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Accepted answers for blank 2 (1)' })).getByText('100')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Accepted answers for blank 2'), 'مئة{Enter}');
    expect(latest().blanks[1].answers).toEqual(['100', 'مئة']);
    expect(screen.getByText('100 / مئة')).toBeInTheDocument();
    // '١٠٠' is '100' to the scoring, so it is not added twice.
    await user.type(screen.getByLabelText('Accepted answers for blank 2'), '١٠٠{Enter}');
    expect(latest().blanks[1].answers).toEqual(['100', 'مئة']);
    await user.click(screen.getByRole('button', { name: 'Remove answer a star' }));
    expect(latest().blanks[0].answers).toEqual(['star']);
  });
});

describe('FillTheBlank answer key with a word bank', () => {
  it('warns on a blank none of whose answers is among the words', async () => {
    const { user } = renderAuthoring(
      FillTheBlankAnswerKey,
      sunQuestion({
        options: [
          { id: 'w1', option: 'Star' },
          { id: 'w2', option: '90' },
        ],
      }),
    );
    expect(within(screen.getByTestId('blank-answers-1')).queryByText('None of these answers is in the word bank')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('blank-answers-2')).getByText('None of these answers is in the word bank')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Accepted answers for blank 2'), '90{Enter}');
    expect(screen.queryByText('None of these answers is in the word bank')).not.toBeInTheDocument();
  });
});
