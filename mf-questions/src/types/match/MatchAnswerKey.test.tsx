import { screen, within } from '@testing-library/react';
import type { MatchQuestion } from '@mizan/shared';
import { useState } from 'react';
import { pickOption } from '../../test/pick-option';
import { renderWithDnd } from '../../test/render-dnd';
import { MatchAnswerKey } from './MatchAnswerKey';
import { matchQuestion } from './match-fixture';

function Harness({ initial, onChange }: { initial: MatchQuestion; onChange: (question: MatchQuestion) => void }) {
  const [question, setQuestion] = useState(initial);
  return (
    <MatchAnswerKey
      question={question}
      direction="ltr"
      onChange={(next) => {
        setQuestion(next);
        onChange(next);
      }}
    />
  );
}

describe('MatchAnswerKey', () => {
  it('sets each option’s match from its select', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={matchQuestion(undefined, undefined, [])} onChange={onChange} />);
    expect(screen.getByText('Please select correct answer from answer mode')).toBeInTheDocument();
    await pickOption(user, 'Pick the match for option 1', 'C. Italy');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctPossibleAnswers: ['p3', '', ''] }));
    expect(within(screen.getByTestId('match-slot-1')).getByText('Italy')).toBeInTheDocument();
    await pickOption(user, 'Pick the match for option 2', 'A. Egypt');
    await pickOption(user, 'Pick the match for option 3', 'B. France');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctPossibleAnswers: ['p3', 'p1', 'p2'] }));
    expect(screen.getByText('Every option has its match.')).toBeInTheDocument();
    expect(within(screen.getByTestId('match-pool')).getByText('All placed.')).toBeInTheDocument();
  });

  it('moves a possible answer when it is picked for another option', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={matchQuestion()} onChange={onChange} />);
    await pickOption(user, 'Pick the match for option 2', 'A. Egypt');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctPossibleAnswers: ['', 'p1', 'p3'] }));
    expect(within(screen.getByTestId('match-pool')).getByText('France')).toBeInTheDocument();
  });

  it('warns when the two lists differ in length', () => {
    renderWithDnd(<Harness initial={matchQuestion(['Cairo', 'Paris'], ['Egypt', 'France', 'Italy'])} onChange={jest.fn()} />);
    expect(screen.getByText('Options must equal to Possible answers')).toBeInTheDocument();
  });

  it('makes possible answers draggable and slots droppable (react-dnd is wired)', () => {
    renderWithDnd(<Harness initial={matchQuestion(undefined, undefined, [])} onChange={jest.fn()} />);
    expect(screen.getByTestId('chip-p1')).toHaveAttribute('draggable', 'true');
    expect(screen.getByRole('group', { name: 'Match for option 1' })).toBeInTheDocument();
  });
});
