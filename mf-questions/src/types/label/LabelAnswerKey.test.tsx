import { screen, within } from '@testing-library/react';
import type { LabelQuestion } from '@mizan/shared';
import { newQuestion } from '@mizan/shared';
import { useState } from 'react';
import { pickOption } from '../../test/pick-option';
import { renderWithDnd } from '../../test/render-dnd';
import { LabelAnswerKey } from './LabelAnswerKey';
import { labelQuestion } from './label-fixture';

function Harness({ initial, onChange }: { initial: LabelQuestion; onChange: (question: LabelQuestion) => void }) {
  const [question, setQuestion] = useState(initial);
  return (
    <LabelAnswerKey
      question={question}
      direction="ltr"
      onChange={(next) => {
        setQuestion(next);
        onChange(next);
      }}
    />
  );
}

describe('LabelAnswerKey', () => {
  it('sets each label’s spot from its select; the label takes the spot’s position', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={labelQuestion([])} onChange={onChange} />);
    expect(screen.getByText('Please select correct answer from answer mode')).toBeInTheDocument();
    await pickOption(user, 'Spot for Head', 'Spot 4');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['s4', '', ''] }));
    expect(onChange.mock.calls[0][0].labels[0]).toMatchObject({ top: 72, left: 85 });
    expect(within(screen.getByTestId('label-spot-4')).getByText('Head')).toBeInTheDocument();
    await pickOption(user, 'Spot for Tail', 'Spot 1');
    await pickOption(user, 'Spot for Wing', 'Spot 2');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['s4', 's1', 's2'] }));
    expect(screen.getByText('Every label has its spot.')).toBeInTheDocument();
  });

  it('moves a label off a spot when another is put there', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDnd(<Harness initial={labelQuestion()} onChange={onChange} />);
    await pickOption(user, 'Spot for Tail', 'Spot 1');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ correctOptions: ['', 's1', 's2'] }));
    expect(within(screen.getByTestId('label-tray')).getByText('Head')).toBeInTheDocument();
  });

  it('asks for the picture, labels and spots first', () => {
    const { unmount } = renderWithDnd(<Harness initial={newQuestion('LabelQComponent')} onChange={jest.fn()} />);
    expect(screen.getByText('You have to upload image')).toBeInTheDocument();
    unmount();
    renderWithDnd(<Harness initial={{ ...labelQuestion(), labels: [] }} onChange={jest.fn()} />);
    expect(screen.getByText('Add labels and drop spots in Question setup first.')).toBeInTheDocument();
  });

  it('labels are draggable and spots take drops (react-dnd is wired)', () => {
    renderWithDnd(<Harness initial={labelQuestion([])} onChange={jest.fn()} />);
    expect(screen.getByTestId('chip-l1')).toHaveAttribute('draggable', 'true');
    expect(screen.getByRole('group', { name: 'Spot 3: empty' })).toBeInTheDocument();
  });
});
