import { fireEvent, render, screen, within } from '@testing-library/react';
import { TOTAL_MARK_INVALID, type TrueOrFalseQuestion } from '@mizan/shared';
import { trueOrFalse } from '../../test/questions';
import { CommonFieldsPanel } from './CommonFieldsPanel';

function renderPanel(question: TrueOrFalseQuestion = trueOrFalse()) {
  const onChange = jest.fn<void, [TrueOrFalseQuestion]>();
  const view = render(<CommonFieldsPanel question={question} onChange={onChange} />);
  return { onChange, ...view };
}

/** Picks an option of a labelled radio group. */
function pick(label: string, option: string) {
  const group = screen.getByRole('radiogroup', { name: label });
  fireEvent.click(within(group).getByRole('radio', { name: option }));
}

function optionsOf(label: string): string[] {
  return within(screen.getByRole('radiogroup', { name: label }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

describe('CommonFieldsPanel', () => {
  it('keeps the total mark as the string typed', () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText('Total mark'), { target: { value: '2.5' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ totalMark: '2.5' }));
  });

  it('says when the total mark is not a number of 0 or more', () => {
    renderPanel(trueOrFalse({ totalMark: '-1' }));
    expect(screen.getByText(TOTAL_MARK_INVALID)).toBeInTheDocument();
  });

  it('takes an empty or valid total mark without complaint', () => {
    const { rerender } = renderPanel(trueOrFalse({ totalMark: '' }));
    expect(screen.queryByText(TOTAL_MARK_INVALID)).toBeNull();
    rerender(<CommonFieldsPanel question={trueOrFalse({ totalMark: '٢' })} onChange={() => undefined} />);
    expect(screen.queryByText(TOTAL_MARK_INVALID)).toBeNull();
  });

  it('offers Low, Medium and High difficulty', () => {
    const { onChange } = renderPanel();
    pick('Difficulty', 'High');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ difficult: 'High' }));
    expect(optionsOf('Difficulty')).toEqual(['Low', 'Medium', 'High']);
  });

  it('offers Understanding, Applying and Problem solving', () => {
    const { onChange } = renderPanel();
    pick('Cognitive level', 'Problem solving');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ cognitive: 'Problem solving' }));
    expect(optionsOf('Cognitive level')).toEqual(['Understanding', 'Applying', 'Problem solving']);
  });

  it('edits the objective and the four flags', () => {
    const { onChange } = renderPanel();
    fireEvent.change(screen.getByLabelText('Learning objective'), { target: { value: 'Name the planets' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ objectives: 'Name the planets' }));
    const flags = [
      ['Show the objective to applicants', 'showObjectives'],
      ['Shuffle options', 'shuffleOptions'],
      ['Required', 'required'],
      ['Options on one line', 'oneLineOptions'],
    ] as const;
    for (const [label, key] of flags) {
      fireEvent.click(screen.getByRole('checkbox', { name: label }));
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ [key]: true }));
    }
  });

  it('leaves the other fields as they were', () => {
    const question = trueOrFalse({ objectives: 'keep me' });
    const { onChange } = renderPanel(question);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...question, required: true });
  });
});
