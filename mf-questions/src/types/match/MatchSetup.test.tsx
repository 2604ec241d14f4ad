import { screen } from '@testing-library/react';
import type { MatchQuestion } from '@mizan/shared';
import { renderWithDnd } from '../../test/render-dnd';
import { MatchSetup } from './MatchSetup';
import { matchQuestion } from './match-fixture';

function setup(question: MatchQuestion = matchQuestion(), direction: 'ltr' | 'rtl' = 'ltr') {
  const onChange = jest.fn<void, [MatchQuestion]>();
  const view = renderWithDnd(<MatchSetup question={question} onChange={onChange} direction={direction} />, direction);
  return { ...view, onChange, lastChange: () => onChange.mock.calls[onChange.mock.calls.length - 1][0] };
}

describe('MatchSetup', () => {
  it('shows both lists, options numbered and possible answers lettered', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveTextContent('Paris');
    expect(screen.getByRole('textbox', { name: 'Possible answer C' })).toHaveTextContent('Italy');
  });

  it('adds an option and a possible answer', async () => {
    const { user, lastChange } = setup();
    await user.click(screen.getByRole('button', { name: /Add option$/ }));
    expect(lastChange().options).toHaveLength(4);
    expect(lastChange().correctPossibleAnswers).toEqual(['p1', 'p2', 'p3', '']);
    await user.click(screen.getByRole('button', { name: /Add possible answer$/ }));
    expect(lastChange().PossibleAnswers).toHaveLength(4);
  });

  it('removes a possible answer and warns that the lists differ in length', async () => {
    const { user, lastChange, rerender } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove possible answer B' }));
    const changed = lastChange();
    expect(changed.PossibleAnswers.map((answer) => answer.id)).toEqual(['p1', 'p3']);
    expect(changed.correctPossibleAnswers).toEqual(['p1', '', 'p3']);
    rerender(<MatchSetup question={changed} onChange={jest.fn()} direction="ltr" />);
    expect(screen.getByText('Options must equal to Possible answers')).toBeInTheDocument();
  });

  it('removes an option with its key entry', async () => {
    const { user, lastChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(lastChange().options.map((option) => option.id)).toEqual(['o2', 'o3']);
    expect(lastChange().correctPossibleAnswers).toEqual(['p2', 'p3']);
  });

  it('sets the scoring mode', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('radio', { name: 'Exact match' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ scoreMode: 'exactMatch' }));
  });

  it('says what the frame’s Shuffle options flag does here', () => {
    const { unmount } = setup();
    expect(screen.getByText(/sees the options in this order/)).toBeInTheDocument();
    unmount();
    setup({ ...matchQuestion(), shuffleOptions: true });
    expect(screen.getByText(/sees the options shuffled/)).toBeInTheDocument();
  });
});
