import { fireEvent, render, screen, within } from '@testing-library/react';
import { toExamView } from '@mizan/shared';
import { QuestionFrame } from '../../components/frame/QuestionFrame';
import { QuestionView } from '../../exposes/QuestionView';
import { trueOrFalse } from '../../test/questions';
import { preloadEveryTypePart } from '../type-parts';
import { correctOptionOf, withCorrectOption } from './answer-key';

// Each type's parts arrive in their own chunks; loaded ahead, they render at once.
beforeAll(() => preloadEveryTypePart());

// Rendering antd and Slate is slow on a busy machine.
jest.setTimeout(30_000);

describe('TrueOrFalse in editingMode', () => {
  it('has nothing beyond the header and the common fields', () => {
    render(<QuestionView question={trueOrFalse()} mode="editingMode" onChange={() => undefined} />);
    expect(screen.getByText(/The applicant answers True or False/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'True' })).toBeNull();
  });
});

describe('TrueOrFalse in answeringMode', () => {
  it('sets isTrue on the chosen option only and the correct-answer flag', () => {
    const onChange = jest.fn();
    render(<QuestionView question={trueOrFalse({}, null)} mode="answeringMode" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'True' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'False' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    const changed = onChange.mock.calls[0][0];
    expect(changed.options.map((option: { id: string; isTrue: boolean }) => [option.id, option.isTrue])).toEqual([
      ['True', false],
      ['False', true],
    ]);
    expect(changed.correctAnswerChosen).toBe(true);
  });

  it('shows the chosen key', () => {
    render(<QuestionView question={trueOrFalse({}, 'True')} mode="answeringMode" onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
  });
});

describe('TrueOrFalse in examMode', () => {
  it('calls onAnswer at once with the chosen option', () => {
    const onAnswer = jest.fn();
    render(<QuestionView question={toExamView(trueOrFalse(), 'attempt')} mode="examMode" answer={null} onAnswer={onAnswer} index={1} />);
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ type: 'TrueOrFalse', optionId: 'False' });
  });

  it('shows the saved answer and gives no hint of the key', () => {
    const { container } = render(
      <QuestionView
        question={toExamView(trueOrFalse({}, 'True'), 'attempt')}
        mode="examMode"
        answer={{ type: 'TrueOrFalse', optionId: 'False' }}
        onAnswer={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(container.textContent).not.toMatch(/correct|right|wrong/i);
  });

  it('is read-only without onAnswer', () => {
    render(<QuestionView question={toExamView(trueOrFalse(), 'attempt')} mode="examMode" />);
    expect(screen.getByRole('radio', { name: 'True' })).toBeDisabled();
  });
});

describe('TrueOrFalse in the grading modes', () => {
  it('marks a wrong choice wrong and shows the correct answer (teacher)', () => {
    const onGrade = jest.fn();
    render(
      <QuestionView
        question={trueOrFalse({}, 'True')}
        mode="gradingModeTeacher"
        answer={{ type: 'TrueOrFalse', optionId: 'False' }}
        grade={{ score: '', feedback: '' }}
        onGrade={onGrade}
      />,
    );
    const falseRow = document.querySelector('[data-option="False"]') as HTMLElement;
    const trueRow = document.querySelector('[data-option="True"]') as HTMLElement;
    expect(within(falseRow).getByText("Applicant's answer: wrong")).toBeInTheDocument();
    expect(within(trueRow).getByText('Correct answer')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Score' }), { target: { value: '1' } });
    expect(onGrade).toHaveBeenLastCalledWith({ score: '1', feedback: '' });
  });

  it('marks a right choice right (student, read-only)', () => {
    render(
      <QuestionView
        question={trueOrFalse({ score: '2' }, 'True')}
        mode="gradingModeStudent"
        answer={{ type: 'TrueOrFalse', optionId: 'True' }}
      />,
    );
    const trueRow = document.querySelector('[data-option="True"]') as HTMLElement;
    expect(within(trueRow).getByText("Applicant's answer: right")).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.getByTestId('grading-score')).toHaveTextContent('2 / 2');
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('says when the applicant did not answer', () => {
    render(<QuestionView question={trueOrFalse()} mode="gradingModeStudent" answer={null} />);
    expect(screen.getByText('Not answered')).toBeInTheDocument();
  });
});

describe('TrueOrFalse in an Arabic (right-to-left) assessment', () => {
  it('the applicant reads صح and خطأ, and the answer sent is still True or False', () => {
    const onAnswer = jest.fn();
    render(
      <QuestionFrame question={toExamView(trueOrFalse(), 'attempt')} mode="examMode" answer={null} onAnswer={onAnswer} direction="rtl" />,
    );
    expect(screen.queryByRole('radio', { name: 'True' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'خطأ' }));
    expect(onAnswer).toHaveBeenCalledWith({ type: 'TrueOrFalse', optionId: 'False' });
  });

  it('the key and the grading sheet use the same words', () => {
    const { unmount } = render(
      <QuestionFrame question={trueOrFalse({}, 'True')} mode="answeringMode" onChange={() => undefined} direction="rtl" />,
    );
    expect(screen.getByRole('radio', { name: 'صح' })).toBeChecked();
    unmount();
    render(
      <QuestionFrame
        question={trueOrFalse({}, 'True')}
        mode="gradingModeStudent"
        answer={{ type: 'TrueOrFalse', optionId: 'False' }}
        direction="rtl"
      />,
    );
    expect(within(document.querySelector('[data-option="False"]') as HTMLElement).getByText('خطأ')).toBeInTheDocument();
    expect(within(document.querySelector('[data-option="True"]') as HTMLElement).getByText('صح')).toBeInTheDocument();
  });
});

describe('the TrueOrFalse key helpers', () => {
  it('read and set the one correct option', () => {
    expect(correctOptionOf(trueOrFalse({}, null))).toBeNull();
    expect(correctOptionOf(withCorrectOption(trueOrFalse({}, 'True'), 'False'))).toBe('False');
  });
});
