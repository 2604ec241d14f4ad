import { fireEvent, screen } from '@testing-library/react';
import type { LabelQuestion } from '@mizan/shared';
import { newQuestion } from '@mizan/shared';
import { useState } from 'react';
import '../../test/pointer-event';
import { renderWithDnd } from '../../test/render-dnd';
import { LabelSetup } from './LabelSetup';
import { labelQuestion } from './label-fixture';

function Harness({
  initial,
  onChange,
  direction = 'ltr',
}: {
  initial: LabelQuestion;
  onChange: (question: LabelQuestion) => void;
  direction?: 'ltr' | 'rtl';
}) {
  const [question, setQuestion] = useState(initial);
  return (
    <LabelSetup
      question={question}
      direction={direction}
      onChange={(next) => {
        setQuestion(next);
        onChange(next);
      }}
    />
  );
}

function setup(initial: LabelQuestion = labelQuestion(), direction: 'ltr' | 'rtl' = 'ltr') {
  const onChange = jest.fn<void, [LabelQuestion]>();
  const view = renderWithDnd(<Harness initial={initial} onChange={onChange} direction={direction} />, direction);
  return { ...view, onChange, last: () => onChange.mock.calls[onChange.mock.calls.length - 1][0] };
}

/** The picture is drawn 400 by 200 pixels at (100, 50). */
function layOutPicture() {
  const picture = screen.getByTestId('label-picture');
  picture.getBoundingClientRect = () => ({
    left: 100,
    top: 50,
    width: 400,
    height: 200,
    right: 500,
    bottom: 250,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
}

describe('LabelSetup', () => {
  it('asks for a picture first', () => {
    setup(newQuestion('LabelQComponent'));
    expect(screen.getByText('You have to upload image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload from PC$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add drop spot$/ })).toBeDisabled();
  });

  it('adds, types and removes labels', async () => {
    const { user, last } = setup(newQuestion('LabelQComponent'));
    await user.click(screen.getByRole('button', { name: /Add label$/ }));
    await user.type(screen.getByRole('textbox', { name: 'Label 1' }), 'Head');
    expect(last().labels.map((label) => label.value)).toEqual(['Head']);
    expect(last().correctOptions).toEqual(['']);
    await user.click(screen.getByRole('button', { name: 'Remove label 1' }));
    expect(last().labels).toEqual([]);
  });

  it('adds a drop spot on the picture', async () => {
    const { user, last } = setup({ ...labelQuestion(), options: [] });
    expect(screen.getByText('Add at least as many drop spots as labels.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add drop spot$/ }));
    expect(last().options).toHaveLength(1);
    expect(last().options[0]).toMatchObject({ top: 50, left: 50 });
    expect(screen.getByRole('button', { name: 'Drop spot 1, 50% across and 50% down' })).toBeInTheDocument();
  });

  it('drags a spot with the pointer, in percent of the picture', () => {
    const { last } = setup();
    layOutPicture();
    const handle = screen.getByTestId('spot-handle-s3');
    fireEvent.pointerDown(handle, { button: 0, pointerId: 7, clientX: 300, clientY: 150 });
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 200, clientY: 100 });
    expect(last().options.find((spot) => spot.id === 's3')).toMatchObject({ left: 25, top: 25 });
    // The label keyed to the spot moves with it.
    expect(last().labels[1]).toMatchObject({ id: 'l2', left: 25, top: 25 });
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 900, clientY: 0 });
    expect(last().options.find((spot) => spot.id === 's3')).toMatchObject({ left: 100, top: 0 });
    fireEvent.pointerUp(handle, { pointerId: 7 });
    const calls = last();
    fireEvent.pointerMove(handle, { pointerId: 7, clientX: 200, clientY: 200 });
    expect(last()).toBe(calls);
  });

  it('moves a focused spot with the arrow keys, on the picture as seen (Arabic too)', async () => {
    const { user, last } = setup(labelQuestion(), 'rtl');
    screen.getByTestId('spot-handle-s1').focus();
    await user.keyboard('{ArrowRight}');
    expect(last().options[0]).toMatchObject({ left: 21, top: 20 });
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(last().options[0]).toMatchObject({ left: 21, top: 25 });
  });

  it('places spots by percent with physical left, whatever the direction', () => {
    setup(labelQuestion(), 'rtl');
    const spot = screen.getByTestId('spot-handle-s2').parentElement as HTMLElement;
    expect(spot.style.left).toBe('80%');
    expect(spot.style.top).toBe('22%');
  });

  it('captions and removes spots', async () => {
    const { user, last } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Caption of spot 2' }), 'w');
    expect(last().options.find((spot) => spot.id === 's2')?.value).toBe('w');
    await user.click(screen.getByRole('button', { name: 'Remove spot 3' }));
    expect(last().options.map((spot) => spot.id)).toEqual(['s1', 's2', 's4']);
    expect(last().correctOptions).toEqual(['s1', '', 's2']);
  });

  it('sets the scoring mode', async () => {
    const { user, last } = setup();
    await user.click(screen.getByRole('radio', { name: 'Exact match' }));
    expect(last().scoreMode).toBe('exactMatch');
  });
});
