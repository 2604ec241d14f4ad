import { screen, within } from '@testing-library/react';
import { renderReview } from '../test-support/render-type';
import { McqReview } from './McqReview';
import { primesQuestion } from './test-question';

const row = (index: number) => within(screen.getByTestId(`review-option-${index}`));

describe('MCQ review', () => {
  it('marks each tick against the key and shows the automatic score', () => {
    // ticked 2 (correct) and 4 (wrong); 5 (correct) missed; 9 neither.
    renderReview(McqReview, primesQuestion(), { type: 'MCQ', selected: ['opt2', 'opt4'] });
    expect(row(1).getByText('✓ Right')).toBeInTheDocument();
    expect(row(1).getByText('Correct answer')).toBeInTheDocument();
    expect(row(2).getByText('✗ Wrong')).toBeInTheDocument();
    expect(row(2).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(row(3).getByText('✗ Missed')).toBeInTheDocument();
    expect(row(4).queryByText(/✓|✗/)).not.toBeInTheDocument();
    expect(row(1).getByRole('img', { name: 'Option 1: ticked' })).toBeInTheDocument();
    expect(row(2).getByRole('img', { name: 'Option 2: ticked' })).toBeInTheDocument();
    expect(row(3).getByRole('img', { name: 'Option 3: not ticked' })).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 0 / 2')).toBeInTheDocument();
  });

  it('gives the full mark for exactly the correct options', () => {
    renderReview(McqReview, primesQuestion(), { type: 'MCQ', selected: ['opt2', 'opt5'] });
    expect(screen.getByText('Automatic score: 2 / 2')).toBeInTheDocument();
  });

  it('scores partial credit by SPEC §4', () => {
    // 2 correct; one right, none wrong: 50% of 2.
    renderReview(McqReview, primesQuestion({ isPartial: true }), { type: 'MCQ', selected: ['opt5'] });
    expect(screen.getByText('Automatic score: 1 / 2 (partial credit)')).toBeInTheDocument();
  });

  it('says when there is no answer and shows no author notes', () => {
    renderReview(McqReview, primesQuestion(), null, 'rtl');
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.queryByText(/secret/)).not.toBeInTheDocument();
    expect(screen.getByText('Automatic score: 0 / 2')).toBeInTheDocument();
  });
});
