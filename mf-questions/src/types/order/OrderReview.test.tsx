import { screen, within } from '@testing-library/react';
import { renderWithDnd } from '../../test/render-dnd';
import { OrderReview } from './OrderReview';
import { orderQuestion } from './order-fixture';

const question = orderQuestion(['A', 'B', 'C'], ['o1', 'o2', 'o3']);

const marksIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByRole('img', { name: /^(Correct|Wrong):/ })
    .map((mark) => mark.getAttribute('data-verdict'));

describe('OrderReview', () => {
  it('marks each item of the answer in or out of its place, beside the correct order and the score', () => {
    renderWithDnd(<OrderReview question={question} answer={{ type: 'OrderComponent', order: ['o1', 'o3', 'o2'] }} direction="ltr" />);
    expect(marksIn('order-answer')).toEqual(['right', 'wrong', 'wrong']);
    expect(
      within(screen.getByTestId('order-answer'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.A', '2.C', '3.B']);
    expect(
      within(screen.getByTestId('order-correct'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.A', '2.B', '3.C']);
    expect(marksIn('order-correct')).toEqual([]);
    expect(screen.getByText('Automatic score: 1 / 3 (partial match)')).toBeInTheDocument();
  });

  it('gives 0 in exact match unless all are in place', () => {
    renderWithDnd(
      <OrderReview
        question={{ ...question, scoreMode: 'exactMatch' }}
        answer={{ type: 'OrderComponent', order: ['o1', 'o3', 'o2'] }}
        direction="rtl"
      />,
      'rtl',
    );
    expect(screen.getByText('Automatic score: 0 / 3 (exact match)')).toBeInTheDocument();
  });

  it('all in place is all ✓ and the full mark', () => {
    renderWithDnd(<OrderReview question={question} answer={{ type: 'OrderComponent', order: ['o1', 'o2', 'o3'] }} direction="ltr" />);
    expect(marksIn('order-answer')).toEqual(['right', 'right', 'right']);
    expect(screen.getByText('Automatic score: 3 / 3 (partial match)')).toBeInTheDocument();
  });

  it('says so when there is no answer', () => {
    renderWithDnd(<OrderReview question={question} answer={null} direction="ltr" />);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.queryByTestId('order-answer')).toBeNull();
    expect(screen.getByText('Automatic score: 0 / 3 (partial match)')).toBeInTheDocument();
  });
});
