import { screen } from '@testing-library/react';
import { newQuestion } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { EssayAnswerKey } from './EssayAnswerKey';

describe('Essay answer key', () => {
  it('says essays are graded by hand and sums up the limits, with nothing to set', () => {
    const { changes } = renderAuthoring(EssayAnswerKey, { ...newQuestion('EssayComponent'), wordlimit: 300, showWordCount: true });
    expect(screen.getByText('Essays are graded by hand')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
    expect(screen.getByText('cannot be submitted')).toBeInTheDocument();
    expect(screen.getByText('the word count')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });
});
