import { screen, within } from '@testing-library/react';
import type { OrderQuestion } from '@mizan/shared';
import { useState } from 'react';
import { renderWithDnd } from '../../test/render-dnd';
import { OrderAnswerKey } from './OrderAnswerKey';
import { orderQuestion } from './order-fixture';

function Harness({ initial, onChange }: { initial: OrderQuestion; onChange: (question: OrderQuestion) => void }) {
  const [question, setQuestion] = useState(initial);
  return (
    <OrderAnswerKey
      question={question}
      direction="ltr"
      onChange={(next) => {
        setQuestion(next);
        onChange(next);
      }}
    />
  );
}

const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Correct order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('OrderAnswerKey', () => {
  it('arranges the key with the move buttons, keeping focus on the moved item', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={{ ...orderQuestion(), correctOptions: [] }} onChange={onChange} />);
    expect(screen.getByText('Please select correct answer from answer mode')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move down: First' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['o2', 'o1', 'o3'] }));
    expect(screen.getByRole('button', { name: 'Move down: First' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move down: First' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['o2', 'o3', 'o1'] }));
    // At the bottom "Move down" is disabled, so focus goes to "Move up".
    expect(screen.getByRole('button', { name: 'Move down: First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: First' })).toHaveFocus();
    expect(shownOrder()).toEqual(['1.Second', '2.Third', '3.First']);
    expect(screen.getByText('The correct order is set.')).toBeInTheDocument();
    expect(screen.getByText('First moved to position 3 of 3')).toBeInTheDocument();
  });

  it('works from the keyboard alone', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={orderQuestion()} onChange={onChange} />);
    screen.getByRole('button', { name: 'Move up: Third' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['o3', 'o1', 'o2'] }));
  });

  it('confirms the order shown as the key', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={{ ...orderQuestion(), correctOptions: [] }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /This order is correct$/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['o1', 'o2', 'o3'] }));
  });

  it('shows a set key in its order', () => {
    renderWithDnd(<Harness initial={orderQuestion(['A', 'B', 'C'], ['o3', 'o1', 'o2'])} onChange={jest.fn()} />);
    expect(shownOrder()).toEqual(['1.C', '2.A', '3.B']);
    expect(screen.queryByRole('button', { name: /This order is correct$/ })).toBeNull();
  });

  it('each item can be dragged and dropped on (react-dnd is wired)', () => {
    renderWithDnd(<Harness initial={orderQuestion()} onChange={jest.fn()} />);
    const item = screen.getByTestId('sortable-item-o1');
    // The HTML5 backend makes connected drag sources draggable.
    expect(item).toHaveAttribute('draggable', 'true');
  });
});
