import { screen, within } from '@testing-library/react';
import { renderWithDnd } from '../../test/render-dnd';
import { LabelReview } from './LabelReview';
import { labelQuestion } from './label-fixture';

const question = labelQuestion();
const row = (index: number) => within(screen.getByTestId(`label-review-${index}`));
const verdict = (index: number) =>
  row(index)
    .getByRole('img', { name: /^(Correct|Wrong):/ })
    .getAttribute('data-verdict');

describe('LabelReview', () => {
  it('marks each label ✓ or ✗ with where it was placed and its correct spot, and the score', () => {
    renderWithDnd(
      <LabelReview
        question={question}
        answer={{
          type: 'LabelQComponent',
          placements: [
            { labelId: 'l1', optionId: 's1' },
            { labelId: 'l2', optionId: 's4' },
          ],
        }}
        direction="ltr"
      />,
    );
    expect([1, 2, 3].map(verdict)).toEqual(['right', 'wrong', 'wrong']);
    expect(
      row(1)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Head', 'Spot 1 (beak)', 'Spot 1 (beak)']);
    expect(
      row(2)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tail', 'Spot 4', 'Spot 3']);
    expect(row(3).getAllByRole('cell')[1]).toHaveTextContent('Not placed');
    expect(screen.getByText('Automatic score: 1 / 3 (partial match)')).toBeInTheDocument();
  });

  it('reads the seed’s placedOptions when no answer comes apart', () => {
    renderWithDnd(<LabelReview question={{ ...question, placedOptions: ['s1', 's3', 's2'] }} answer={null} direction="rtl" />, 'rtl');
    expect([1, 2, 3].map(verdict)).toEqual(['right', 'right', 'right']);
    expect(screen.getByText('Automatic score: 3 / 3 (partial match)')).toBeInTheDocument();
  });

  it('says so when there is no answer', () => {
    renderWithDnd(<LabelReview question={{ ...question, scoreMode: 'exactMatch' }} answer={null} direction="ltr" />);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 0 / 3 (exact match)')).toBeInTheDocument();
  });
});
