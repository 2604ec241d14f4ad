import { fireEvent, render, screen } from '@testing-library/react';
import { QuestionFrame } from '../../components/frame/QuestionFrame';
import { QuestionView } from '../../exposes/QuestionView';
import { preloadEveryTypePart } from '../type-parts';
import { rodQuestion } from './numerical-fixture';

// Each type's parts arrive in their own chunks; loaded ahead, they render at once.
beforeAll(() => preloadEveryTypePart());

// Rendering antd and Slate is slow on a busy machine.
jest.setTimeout(30_000);

describe('Numerical in every mode of the question frame', () => {
  it('editingMode shows the accepted answers and the units; answeringMode the answers alone', () => {
    const { unmount } = show('editingMode');
    expect(screen.getByLabelText('Answer 2: number')).toHaveValue('3');
    expect(screen.getByLabelText('Unit 2')).toHaveValue('cm');
    unmount();
    show('answeringMode');
    expect(screen.getByLabelText('Answer 1: tolerance')).toHaveValue('0.1');
    expect(screen.queryByLabelText('Unit 1')).not.toBeInTheDocument();
  });

  it('examMode, given the full question, projects it first: nothing of the key reaches the page', () => {
    const onAnswer = jest.fn();
    const { container } = show('examMode', { onAnswer });
    for (const secret of ['3.5', 'Exactly', 'Close']) expect(container.textContent).not.toContain(secret);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: '٣٫٥' } });
    expect(onAnswer).toHaveBeenCalledWith({ type: 'Numerical', value: '٣٫٥', unit: '' });
  });

  it('gradingModeTeacher shows the matched answer beside an editable score', () => {
    const onGrade = jest.fn();
    show('gradingModeTeacher', { answer: { type: 'Numerical', value: '3.45', unit: 'm' }, onGrade });
    expect(screen.getByText('Matched')).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 2 / 2')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Score' }), { target: { value: '1.5' } });
    expect(onGrade).toHaveBeenLastCalledWith({ score: '1.5', feedback: '' });
  });

  it("gradingModeStudent, in Arabic, reads right to left with the matched answer's feedback", () => {
    const { container } = show('gradingModeStudent', { answer: { type: 'Numerical', value: '٣٠٠', unit: 'cm' }, direction: 'rtl' });
    expect(container.querySelector('.mizan-question')?.closest('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByText('Close: you measured to the nearest metre.')).toBeInTheDocument();
    expect(screen.getByText('Automatic score: 1 / 2')).toBeInTheDocument();
  });
});

/** The rod question in `mode`, through QuestionView (QuestionFrame when right to left, as an Arabic assessment's host passes it). */
function show(
  mode: 'editingMode' | 'answeringMode' | 'examMode' | 'gradingModeTeacher' | 'gradingModeStudent',
  props: Partial<Parameters<typeof QuestionView>[0]> = {},
) {
  const question = { ...rodQuestion(), mode: mode === 'answeringMode' ? 'answeringMode' : 'editingMode' } as const;
  if (props.direction === 'rtl') return render(<QuestionFrame question={question} mode={mode} direction="rtl" {...props} />);
  return render(<QuestionView question={question} mode={mode} onChange={() => undefined} {...props} />);
}
