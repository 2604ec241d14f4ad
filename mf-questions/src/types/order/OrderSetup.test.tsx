import { screen } from '@testing-library/react';
import type { OrderQuestion } from '@mizan/shared';
import { renderWithDnd } from '../../test/render-dnd';
import { OrderSetup } from './OrderSetup';
import { orderQuestion } from './order-fixture';

function setup(question: OrderQuestion = orderQuestion(), direction: 'ltr' | 'rtl' = 'ltr') {
  const onChange = jest.fn<void, [OrderQuestion]>();
  const view = renderWithDnd(<OrderSetup question={question} onChange={onChange} direction={direction} />, direction);
  return { ...view, onChange, lastChange: () => onChange.mock.calls[onChange.mock.calls.length - 1][0] };
}

describe('OrderSetup', () => {
  it('shows an editor per item', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveTextContent('First');
    expect(screen.getByRole('textbox', { name: 'Option 3' })).toHaveTextContent('Third');
  });

  it('adds an item', async () => {
    const { user, onChange, lastChange } = setup();
    await user.click(screen.getByRole('button', { name: /Add option$/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastChange().options).toHaveLength(4);
  });

  it('removes an item and takes it out of the key', async () => {
    const { user, lastChange } = setup(orderQuestion(['A', 'B', 'C'], ['o2', 'o1', 'o3']));
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(lastChange().options.map((option) => option.id)).toEqual(['o2', 'o3']);
    expect(lastChange().correctOptions).toEqual(['o2', 'o3']);
  });

  it('warns below two items', () => {
    setup(orderQuestion(['Only']));
    expect(screen.getByText("Options mustn't be less than two options")).toBeInTheDocument();
  });

  it('switches the scoring mode', async () => {
    const { user, lastChange } = setup();
    await user.click(screen.getByRole('radio', { name: 'Exact match' }));
    expect(lastChange().scoreMode).toBe('exactMatch');
  });

  it('lays out right to left in Arabic', () => {
    const { container } = setup(orderQuestion(['أول', 'ثان']), 'rtl');
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveAttribute('dir', 'rtl');
  });
});
