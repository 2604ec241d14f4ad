import { screen, within } from '@testing-library/react';
import type { LabelAnswer, MatchAnswer } from '@mizan/shared';
import { toExamView } from '@mizan/shared';
import { useState } from 'react';
import { renderWithDnd } from '../../test/render-dnd';
import type { ExamQuestionOf } from '../../types/question-type-ui';
import { LabelExam } from '../../types/label/LabelExam';
import { labelQuestion } from '../../types/label/label-fixture';
import { MatchExam } from '../../types/match/MatchExam';
import { answerLetter } from '../../types/match/match-edits';
import { matchQuestion } from '../../types/match/match-fixture';

const match = toExamView(matchQuestion(), 'attempt-kb') as ExamQuestionOf<'MatchQComponent'>;
const label = toExamView(labelQuestion(), 'attempt-kb') as ExamQuestionOf<'LabelQComponent'>;
const matchChipName = (index: number) => {
  const answer = match.PossibleAnswers[index];
  return `${answerLetter(index)}. ${(answer.option[0] as { children: { text: string }[] }).children[0].text}`;
};

function MatchHarness({ onAnswer }: { onAnswer: (answer: MatchAnswer) => void }) {
  const [answer, setAnswer] = useState<MatchAnswer | null>(null);
  const change = (next: MatchAnswer) => {
    setAnswer(next);
    onAnswer(next);
  };
  return <MatchExam question={match} answer={answer} disabled={false} direction="ltr" onAnswer={change} />;
}

function LabelHarness({ onAnswer }: { onAnswer: (answer: LabelAnswer) => void }) {
  const [answer, setAnswer] = useState<LabelAnswer | null>(null);
  const change = (next: LabelAnswer) => {
    setAnswer(next);
    onAnswer(next);
  };
  return <LabelExam question={label} answer={answer} disabled={false} direction="rtl" onAnswer={change} />;
}

// antd and react-dnd make each keystroke slow in jsdom on a busy machine.
jest.setTimeout(30_000);

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]') as HTMLElement;

describe('chips operable by keyboard', () => {
  it('Match: Tab to a chip, Enter picks it up (announced), Enter on a place puts it there and the focus follows it', async () => {
    const onAnswer = jest.fn();
    const { user, container } = renderWithDnd(<MatchHarness onAnswer={onAnswer} />);
    const name = matchChipName(1);
    const chip = screen.getByRole('button', { name });
    expect(chip).toHaveAttribute('tabindex', '0');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: `Put ${name} next to option 1` })).toBeNull();

    chip.focus();
    await user.keyboard('{Enter}');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(liveRegion(container)).toHaveTextContent(`${name}: picked up.`);

    const place = screen.getByRole('button', { name: `Put ${name} next to option 1` });
    place.focus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith({
      type: 'MatchQComponent',
      matches: [{ optionId: match.options[0].id, possibleAnswerId: match.PossibleAnswers[1].id }],
    });
    expect(liveRegion(container)).toHaveTextContent(`${name}: next to option 1.`);
    const moved = within(screen.getByTestId('match-slot-1')).getByRole('button', { name });
    expect(moved).toHaveFocus();
    expect(moved).toHaveAttribute('aria-pressed', 'false');

    // Space picks it up again; the pool offers to take it back.
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: `Put ${name} back with the answers` }));
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'MatchQComponent', matches: [] });
  });

  it('Escape puts a held chip down where it was, and nothing is answered', async () => {
    const onAnswer = jest.fn();
    const { user, container } = renderWithDnd(<MatchHarness onAnswer={onAnswer} />);
    const chip = screen.getByRole('button', { name: matchChipName(0) });
    chip.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button', { name: /^Put .* next to option/ })).toHaveLength(match.options.length);
    await user.keyboard('{Escape}');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(chip).toHaveFocus();
    expect(liveRegion(container)).toHaveTextContent(`${matchChipName(0)}: put down.`);
    expect(screen.queryAllByRole('button', { name: /^Put .* next to option/ })).toHaveLength(0);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('Label (right to left, Arabic): Space picks a label up, Space on a spot puts it there', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithDnd(<LabelHarness onAnswer={onAnswer} />, 'rtl');
    const chip = within(screen.getByTestId('label-tray')).getByRole('button', { name: 'Tail' });
    chip.focus();
    await user.keyboard(' ');
    const spot = within(screen.getByTestId('label-spot-1')).getByRole('button', { name: 'ضعها هنا: Tail في الموضع 1' });
    spot.focus();
    await user.keyboard(' ');
    const tail = label.labels.find((entry) => entry.value === 'Tail')?.id;
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect((onAnswer.mock.calls[0][0] as LabelAnswer).placements).toEqual([{ labelId: tail, optionId: expect.any(String) }]);
    expect(within(screen.getByTestId('label-spot-1')).getByRole('button', { name: 'Tail' })).toHaveFocus();
  });

  it('a disabled board (a review) has no operable chips', () => {
    renderWithDnd(<MatchExam question={match} answer={null} disabled direction="ltr" onAnswer={jest.fn()} />);
    expect(screen.queryByRole('button', { name: matchChipName(0) })).toBeNull();
  });
});
