import { screen, within } from '@testing-library/react';
import { renderReview } from '../test-support/render-type';
import { NumericalReview } from './NumericalReview';
import { rodQuestion } from './numerical-fixture';

const accepted = (index: number) => within(screen.getByTestId(`numerical-accepted-${index}`));

describe('Numerical review', () => {
  it('shows the Arabic-Indic answer as typed, the number it was read as, the matched answer, its feedback and the mark', () => {
    renderReview(NumericalReview, rodQuestion(), { type: 'Numerical', value: '٣٫٥٥', unit: 'm' }, 'rtl');
    const given = within(screen.getByTestId('numerical-given'));
    expect(given.getByText(/✓/)).toHaveTextContent('✓ ٣٫٥٥ m');
    expect(given.getByText('(read as 3.55)')).toBeInTheDocument();
    expect(accepted(1).getByText('Matched')).toBeInTheDocument();
    expect(screen.getByTestId('numerical-accepted-1')).toHaveTextContent('3.5 m ± 0.1');
    expect(screen.getByTestId('numerical-accepted-2')).toHaveTextContent('3 m ± 10 %');
    expect(accepted(2).getByText('50 %')).toBeInTheDocument();
    expect(accepted(2).queryByText('Matched')).not.toBeInTheDocument();
    expect(screen.getByText('Exactly: the rod is 3.5 m.')).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 2 / 2')).toBeInTheDocument();
  });

  it('converts by the chosen unit and gives the partial credit of the answer it falls within', () => {
    renderReview(NumericalReview, rodQuestion(), { type: 'Numerical', value: '290', unit: 'cm' });
    expect(accepted(2).getByText('Matched')).toBeInTheDocument();
    expect(screen.getByText('Close: you measured to the nearest metre.')).toBeInTheDocument();
    expect(screen.queryByText('Exactly: the rod is 3.5 m.')).not.toBeInTheDocument();
    expect(screen.getByText('Automatic score: 1 / 2')).toBeInTheDocument();
  });

  it('marks a number outside every tolerance wrong, and text that is no number as such', () => {
    const { unmount } = renderReview(NumericalReview, rodQuestion(), { type: 'Numerical', value: '5', unit: '' });
    expect(within(screen.getByTestId('numerical-given')).getByText(/✗/)).toHaveTextContent('✗ 5');
    expect(screen.queryByText('Matched')).not.toBeInTheDocument();
    expect(screen.getByText('Automatic score: 0 / 2')).toBeInTheDocument();
    unmount();
    renderReview(NumericalReview, rodQuestion(), { type: 'Numerical', value: 'three', unit: '' });
    expect(screen.getByText('(not a number)')).toBeInTheDocument();
  });

  it('says why a right number scores 0 when the question requires a unit and none was chosen', () => {
    renderReview(NumericalReview, rodQuestion({ unitHandling: 'required' }), { type: 'Numerical', value: '3.5', unit: '' });
    expect(screen.getByText('No unit chosen: this question requires one, so the answer scores 0.')).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 0 / 2')).toBeInTheDocument();
  });

  it('says when there is no answer', () => {
    renderReview(NumericalReview, rodQuestion(), null);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 0 / 2')).toBeInTheDocument();
  });
});
