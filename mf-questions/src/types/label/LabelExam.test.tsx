import { screen, within } from '@testing-library/react';
import type { LabelAnswer } from '@mizan/shared';
import { toExamView } from '@mizan/shared';
import { useState } from 'react';
import { pickOption, pickOptionByKeyboard } from '../../test/pick-option';
import { renderWithDnd } from '../../test/render-dnd';
import type { ExamQuestionOf } from '../question-type-ui';
import { LabelExam } from './LabelExam';
import { labelQuestion } from './label-fixture';

const exam = toExamView(labelQuestion(), 'attempt-4') as ExamQuestionOf<'LabelQComponent'>;
const idOf = (value: string) => exam.labels.find((label) => label.value === value)?.id;

function Harness({
  onAnswer,
  initial = null,
  direction = 'ltr',
}: {
  onAnswer: (answer: LabelAnswer) => void;
  initial?: LabelAnswer | null;
  direction?: 'ltr' | 'rtl';
}) {
  const [answer, setAnswer] = useState<LabelAnswer | null>(initial);
  return (
    <LabelExam
      question={exam}
      answer={answer}
      disabled={false}
      direction={direction}
      onAnswer={(next) => {
        setAnswer(next);
        onAnswer(next);
      }}
    />
  );
}

describe('LabelExam', () => {
  it('gets no key: no correct spots, no label positions, no captions', () => {
    expect(exam).not.toHaveProperty('correctOptions');
    expect(exam).not.toHaveProperty('placedOptions');
    for (const label of exam.labels) expect(Object.keys(label).sort()).toEqual(['id', 'value']);
    for (const spot of exam.options) expect(Object.keys(spot).sort()).toEqual(['id', 'left', 'top']);
  });

  it('answers each placement at once with all placements', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithDnd(<Harness onAnswer={onAnswer} />);
    await pickOption(user, 'Spot for Wing', 'Spot 2');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'LabelQComponent', placements: [{ labelId: idOf('Wing'), optionId: 's2' }] });
    expect(within(screen.getByTestId('label-spot-2')).getByText('Wing')).toBeInTheDocument();
    // Another label on the same spot sends Wing back to the tray.
    await pickOption(user, 'Spot for Head', 'Spot 2');
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'LabelQComponent', placements: [{ labelId: idOf('Head'), optionId: 's2' }] });
    expect(within(screen.getByTestId('label-tray')).getByText('Wing')).toBeInTheDocument();
  });

  it('can be answered with the keyboard alone', async () => {
    const onAnswer = jest.fn();
    renderWithDnd(<Harness onAnswer={onAnswer} />);
    await pickOptionByKeyboard('Spot for Tail', 3);
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'LabelQComponent', placements: [{ labelId: idOf('Tail'), optionId: 's3' }] });
  });

  it('numbers the spots by their place on the picture, right to left in Arabic, and keeps them where they are', () => {
    renderWithDnd(<Harness onAnswer={jest.fn()} direction="rtl" />, 'rtl');
    const first = screen.getByTestId('label-spot-1');
    // s2 is the top-right spot: first in Arabic reading order, still at 80% from the left.
    expect(first.style.left).toBe('80%');
    expect(first.style.top).toBe('22%');
  });

  it('shows a saved answer and is read-only when disabled', () => {
    const saved: LabelAnswer = { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's1' }] };
    renderWithDnd(<LabelExam question={exam} answer={saved} onAnswer={jest.fn()} disabled direction="ltr" />);
    expect(within(screen.getByTestId('label-spot-1')).getByText('Head')).toBeInTheDocument();
    expect(screen.getByTestId('chip-l1')).not.toHaveAttribute('draggable');
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeDisabled();
  });
});
