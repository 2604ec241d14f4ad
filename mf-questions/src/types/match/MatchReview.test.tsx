import { screen, within } from '@testing-library/react';
import { renderWithDnd } from '../../test/render-dnd';
import { MatchReview } from './MatchReview';
import { matchQuestion } from './match-fixture';

const question = matchQuestion();
const verdict = (row: number) =>
  within(screen.getByTestId(`match-review-${row}`))
    .getByRole('img', { name: /^(Correct|Wrong):/ })
    .getAttribute('data-verdict');

describe('MatchReview', () => {
  it('marks each option’s match ✓ or ✗ beside the correct one, with the score', () => {
    renderWithDnd(
      <MatchReview
        question={question}
        answer={{
          type: 'MatchQComponent',
          matches: [
            { optionId: 'o1', possibleAnswerId: 'p1' },
            { optionId: 'o2', possibleAnswerId: 'p3' },
          ],
        }}
        direction="ltr"
      />,
    );
    expect([1, 2, 3].map(verdict)).toEqual(['right', 'wrong', 'wrong']);
    const second = within(screen.getByTestId('match-review-2')).getAllByRole('cell');
    expect(second.map((cell) => cell.textContent)).toEqual(['2.Paris', 'C.Italy', 'B.France']);
    expect(within(screen.getByTestId('match-review-3')).getAllByRole('cell')[1]).toHaveTextContent('No match');
    expect(screen.getByText('Automatic score: 1 / 3 (partial match)')).toBeInTheDocument();
  });

  it('reads the seed’s matchedPossibleAnswers when no answer comes apart', () => {
    renderWithDnd(
      <MatchReview
        question={{ ...question, scoreMode: 'exactMatch', matchedPossibleAnswers: ['p1', 'p2', 'p3'] }}
        answer={null}
        direction="rtl"
      />,
      'rtl',
    );
    expect([1, 2, 3].map(verdict)).toEqual(['right', 'right', 'right']);
    expect(screen.getByText('Automatic score: 3 / 3 (exact match)')).toBeInTheDocument();
  });

  it('says so when there is no answer', () => {
    renderWithDnd(<MatchReview question={question} answer={null} direction="ltr" />);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect([1, 2, 3].map(verdict)).toEqual(['wrong', 'wrong', 'wrong']);
  });
});
