import { screen, within } from '@testing-library/react';
import type { OrderAnswer } from '@mizan/shared';
import { toExamView } from '@mizan/shared';
import { useState } from 'react';
import { renderWithDnd } from '../../test/render-dnd';
import type { ExamQuestionOf } from '../question-type-ui';
import { OrderExam } from './OrderExam';
import { orderQuestion } from './order-fixture';

const exam = toExamView(orderQuestion(['Alpha', 'Beta', 'Gamma', 'Delta']), 'attempt-7') as ExamQuestionOf<'OrderComponent'>;
const textOf = new Map(exam.options.map((option) => [option.id, (option.option[0] as { children: { text: string }[] }).children[0].text]));

function Harness({ onAnswer, initial = null }: { onAnswer: (answer: OrderAnswer) => void; initial?: OrderAnswer | null }) {
  const [answer, setAnswer] = useState<OrderAnswer | null>(initial);
  return (
    <OrderExam
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

const shown = () =>
  within(screen.getByRole('list', { name: 'Your order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, ''));

describe('OrderExam', () => {
  it('gets no key: the exam projection has no correctOptions', () => {
    expect(exam).not.toHaveProperty('correctOptions');
    expect(JSON.stringify(exam)).not.toContain('correct');
  });

  it('starts from the exam order and answers every move at once, with every id in the new order', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithDnd(<Harness onAnswer={onAnswer} />);
    const start = exam.options.map((option) => option.id);
    expect(shown()).toEqual(start.map((id) => textOf.get(id)));

    await user.click(screen.getByRole('button', { name: `Move up: ${textOf.get(start[3])}` }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'OrderComponent', order: [start[0], start[1], start[3], start[2]] });

    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith({ type: 'OrderComponent', order: [start[0], start[3], start[1], start[2]] });
    expect(shown()).toEqual([start[0], start[3], start[1], start[2]].map((id) => textOf.get(id)));
  });

  it('shows a saved answer in its order (after a reload)', () => {
    const order = ['o4', 'o3', 'o2', 'o1'];
    renderWithDnd(<Harness onAnswer={jest.fn()} initial={{ type: 'OrderComponent', order }} />);
    expect(shown()).toEqual(['Delta', 'Gamma', 'Beta', 'Alpha']);
  });

  it('offers no moves when disabled', () => {
    renderWithDnd(<OrderExam question={exam} answer={null} onAnswer={jest.fn()} disabled direction="ltr" />);
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.getByTestId(`sortable-item-${exam.options[0].id}`)).not.toHaveAttribute('draggable', 'true');
  });

  it('works right to left', async () => {
    const onAnswer = jest.fn();
    const { user, container } = renderWithDnd(
      <OrderExam question={exam} answer={null} onAnswer={onAnswer} disabled={false} direction="rtl" />,
      'rtl',
    );
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: `تحريك لأسفل: ${textOf.get(exam.options[0].id)}` }));
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ type: 'OrderComponent' }));
  });
});
