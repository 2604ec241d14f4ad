import { screen, within } from '@testing-library/react';
import { renderReview } from '../test-support/render-type';
import { FillTheBlankReview } from './FillTheBlankReview';
import { sunQuestion } from './test-question';

const blank = (index: number) => within(screen.getByTestId(`review-blank-${index}`));

describe('FillTheBlank review', () => {
  it('marks each value right or wrong by the scoring rule, with the accepted answers beside a wrong one', () => {
    renderReview(FillTheBlankReview, sunQuestion(), {
      type: 'FillTheBlank',
      blanks: [
        { blankId: 'b1', value: '  A STAR ' },
        { blankId: 'b2', value: '90' },
      ],
    });
    expect(blank(1).getByText(/✓/)).toHaveTextContent('✓ A STAR');
    expect(blank(1).queryByText(/accepted/)).not.toBeInTheDocument();
    expect(blank(2).getByText(/✗/)).toHaveTextContent('✗ 90');
    expect(blank(2).getByText(/accepted/)).toHaveTextContent('accepted: 100');
    expect(screen.getByText('Automatic score: 1 / 2')).toBeInTheDocument();
  });

  it('counts Arabic-Indic digits as Latin ones', () => {
    renderReview(
      FillTheBlankReview,
      sunQuestion(),
      {
        type: 'FillTheBlank',
        blanks: [
          { blankId: 'b1', value: 'star' },
          { blankId: 'b2', value: '١٠٠' },
        ],
      },
      'rtl',
    );
    expect(blank(2).getByText(/✓/)).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 2 / 2')).toBeInTheDocument();
  });

  it('shows unanswered blanks as empty and wrong', () => {
    renderReview(FillTheBlankReview, sunQuestion(), null);
    expect(blank(1).getByText(/✗/)).toHaveTextContent('✗ (empty)');
    expect(blank(1).getByText(/accepted/)).toHaveTextContent('accepted: star / a star');
    expect(screen.getByText('Automatic score: 0 / 2')).toBeInTheDocument();
  });
});
