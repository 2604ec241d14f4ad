import { screen } from '@testing-library/react';
import { newQuestion, richTextFromPlain, WORD_COUNT_EXCEEDED } from '@mizan/shared';
import { renderReview } from '../test-support/render-type';
import { EssayReview } from './EssayReview';

describe('Essay review', () => {
  it('shows the text read-only with its word count against the limit', () => {
    renderReview(
      EssayReview,
      { ...newQuestion('EssayComponent'), wordlimit: 50 },
      { type: 'EssayComponent', text: richTextFromPlain('الماء يغلي at 100 degrees') },
    );
    expect(screen.getByText('الماء يغلي at 100 degrees')).toBeInTheDocument();
    expect(screen.getByTestId('essay-review-count')).toHaveTextContent('5 words / limit 50');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(WORD_COUNT_EXCEEDED)).not.toBeInTheDocument();
  });

  it('flags an answer over the limit', () => {
    renderReview(
      EssayReview,
      { ...newQuestion('EssayComponent'), wordlimit: 2, allowOverLimit: true },
      { type: 'EssayComponent', text: richTextFromPlain('one two three') },
      'rtl',
    );
    expect(screen.getByText(WORD_COUNT_EXCEEDED)).toBeInTheDocument();
  });

  it('says when there is no answer', () => {
    renderReview(EssayReview, newQuestion('EssayComponent'), null);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.getByTestId('essay-review-count')).toHaveTextContent('0 words');
  });
});
