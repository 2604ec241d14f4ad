import { screen, within } from '@testing-library/react';
import type { MatchAnswer } from '@mizan/shared';
import { toExamView } from '@mizan/shared';
import { useState } from 'react';
import { pickOption, pickOptionByKeyboard } from '../../test/pick-option';
import { renderWithDnd } from '../../test/render-dnd';
import type { ExamQuestionOf } from '../question-type-ui';
import { MatchExam } from './MatchExam';
import { matchQuestion } from './match-fixture';
import { answerLetter } from './match-edits';

const exam = toExamView(matchQuestion(), 'attempt-3') as ExamQuestionOf<'MatchQComponent'>;
const plain = (id: string) =>
  (exam.PossibleAnswers.find((answer) => answer.id === id)?.option[0] as { children: { text: string }[] }).children[0].text;
const labelOf = (id: string) => `${answerLetter(exam.PossibleAnswers.findIndex((answer) => answer.id === id))}. ${plain(id)}`;

function Harness({ onAnswer, initial = null }: { onAnswer: (answer: MatchAnswer) => void; initial?: MatchAnswer | null }) {
  const [answer, setAnswer] = useState<MatchAnswer | null>(initial);
  return (
    <MatchExam
      question={exam}
      answer={answer}
      disabled={false}
      direction="ltr"
      onAnswer={(next) => {
        setAnswer(next);
        onAnswer(next);
      }}
    />
  );
}

describe('MatchExam', () => {
  it('gets no key: the exam projection has no correctPossibleAnswers', () => {
    expect(exam).not.toHaveProperty('correctPossibleAnswers');
    expect(exam).not.toHaveProperty('matchedPossibleAnswers');
  });

  it('answers each pick at once with every current match', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithDnd(<Harness onAnswer={onAnswer} />);
    const [first, second] = exam.options;
    await pickOption(user, 'Pick the match for option 1', labelOf('p2'));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'MatchQComponent', matches: [{ optionId: first.id, possibleAnswerId: 'p2' }] });
    await pickOption(user, 'Pick the match for option 2', labelOf('p1'));
    expect(onAnswer).toHaveBeenLastCalledWith({
      type: 'MatchQComponent',
      matches: [
        { optionId: first.id, possibleAnswerId: 'p2' },
        { optionId: second.id, possibleAnswerId: 'p1' },
      ],
    });
    expect(within(screen.getByTestId('match-slot-2')).getByText(plain('p1'))).toBeInTheDocument();
  });

  it('can be answered with the keyboard alone', async () => {
    const onAnswer = jest.fn();
    renderWithDnd(<Harness onAnswer={onAnswer} />);
    await pickOptionByKeyboard('Pick the match for option 3', 2);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({
      type: 'MatchQComponent',
      matches: [{ optionId: exam.options[2].id, possibleAnswerId: exam.PossibleAnswers[1].id }],
    });
  });

  it('shows a saved answer and takes a match away when cleared', async () => {
    const onAnswer = jest.fn();
    const saved: MatchAnswer = { type: 'MatchQComponent', matches: [{ optionId: exam.options[0].id, possibleAnswerId: 'p3' }] };
    const { user } = renderWithDnd(<Harness onAnswer={onAnswer} initial={saved} />);
    const slot = screen.getByTestId('match-slot-1');
    expect(within(slot).getByText(plain('p3'))).toBeInTheDocument();
    expect(within(screen.getByTestId('match-pool')).queryByText(plain('p3'))).toBeNull();
    const row = screen.getByTestId('match-row-1');
    await user.click(row.querySelector('.ant-select-clear') as Element);
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'MatchQComponent', matches: [] });
  });

  it('is read-only when disabled', () => {
    renderWithDnd(<MatchExam question={exam} answer={null} onAnswer={jest.fn()} disabled direction="rtl" />, 'rtl');
    expect(screen.getByTestId(`chip-${exam.PossibleAnswers[0].id}`)).not.toHaveAttribute('draggable');
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeDisabled();
  });
});
