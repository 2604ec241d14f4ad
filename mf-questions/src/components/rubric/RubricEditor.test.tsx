import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import type { RubricFields } from '@mizan/shared';
import { RubricEditor } from './RubricEditor';

jest.mock('./rubric-bank-calls', () => ({
  findBankRubrics: jest.fn(async () => ({ rubrics: [], count: 0 })),
  bankRubric: jest.fn(async () => null),
  saveRubricToBank: jest.fn(async () => ({ msg: 'Rubric saved to the bank.' })),
  deleteBankRubric: jest.fn(),
}));

function Controlled({ onFields, totalMark = '4' }: { onFields: (fields: RubricFields) => void; totalMark?: string }) {
  const [fields, setFields] = useState<RubricFields>({});
  return (
    <App>
      <RubricEditor
        question={{ id: 'q1', totalMark, ...fields }}
        direction="ltr"
        onChange={(next) => {
          onFields(next);
          setFields(next);
        }}
      />
    </App>
  );
}

describe('RubricEditor', () => {
  it('adds a rubric, names it, adds and removes criteria and levels, and writes points and descriptors', async () => {
    const user = userEvent.setup();
    const onFields = jest.fn();
    render(<Controlled onFields={onFields} />);
    await user.click(screen.getByRole('button', { name: /Add a rubric/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Rubric title' }), { target: { value: 'Speaking' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Criterion 1' }), { target: { value: 'Fluency' } });
    const fluency = screen.getByRole('group', { name: 'Fluency' });
    expect(within(fluency).getAllByRole('spinbutton')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descriptor, level 3 of Fluency' }), { target: { value: 'Speaks smoothly' } });
    await user.click(screen.getByRole('button', { name: /Add level to Fluency/ }));
    expect(within(fluency).getAllByRole('spinbutton')).toHaveLength(4);
    expect(screen.getByRole('spinbutton', { name: 'Points, level 4 of Fluency' })).toHaveValue('3.00');
    await user.click(screen.getByRole('button', { name: 'Remove level 1 of Fluency' }));
    expect(within(fluency).getAllByRole('spinbutton')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: /Add criterion/ }));
    expect(screen.getByRole('textbox', { name: 'Criterion 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove criterion Criterion 2' }));
    expect(screen.queryByRole('textbox', { name: 'Criterion 2' })).not.toBeInTheDocument();

    const last = onFields.mock.calls.at(-1)?.[0] as RubricFields;
    expect(last.rubric?.title).toBe('Speaking');
    expect(last.rubric?.criteria).toHaveLength(1);
    expect(last.rubric?.criteria[0].levels.map((level) => [level.points, level.descriptor])).toEqual([
      [1, ''],
      [2, 'Speaks smoothly'],
      [3, ''],
    ]);
    // Best levels 3 of 4 marks: said under the grid.
    expect(screen.getByRole('status')).toHaveTextContent('The best levels add up to 3 of the question’s 4 marks.');
  });

  it('says so when the best levels give more than the total mark', async () => {
    const user = userEvent.setup();
    render(<Controlled onFields={jest.fn()} totalMark="1" />);
    await user.click(screen.getByRole('button', { name: /Add a rubric/ }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The best levels add up to 2 of the question’s 1 marks: lower some points or raise the total mark.',
    );
  });

  it('removes the rubric', async () => {
    const user = userEvent.setup();
    const onFields = jest.fn();
    render(<Controlled onFields={onFields} />);
    await user.click(screen.getByRole('button', { name: /Add a rubric/ }));
    await user.click(screen.getByRole('button', { name: 'Remove rubric' }));
    expect(onFields).toHaveBeenLastCalledWith({ rubric: undefined, rubricBankId: undefined });
    expect(screen.getByRole('button', { name: /Add a rubric/ })).toBeInTheDocument();
  });
});
