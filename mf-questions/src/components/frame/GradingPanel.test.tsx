import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Grade } from '@mizan/shared';
import { GradingPanel, scoreText } from './GradingPanel';

describe('GradingPanel, teacher', () => {
  it('edits the score within 0..totalMark in quarter steps', () => {
    const onGrade = jest.fn();
    render(<GradingPanel mode="gradingModeTeacher" totalMark="5" grade={{ score: '', feedback: '' }} onGrade={onGrade} />);
    const score = screen.getByRole('spinbutton', { name: 'Score' });
    expect(score).toHaveAttribute('aria-valuemin', '0');
    expect(score).toHaveAttribute('aria-valuemax', '5');
    expect(score).toHaveAttribute('step', '0.25');
    fireEvent.change(score, { target: { value: '3.25' } });
    expect(onGrade).toHaveBeenLastCalledWith({ score: '3.25', feedback: '' });
  });

  it('keeps a score above the total mark as typed and says the maximum, never clamping it to 5', () => {
    const onGrade = jest.fn();
    function Controlled() {
      const [grade, setGrade] = useState<Grade>({ score: '', feedback: '' });
      return (
        <GradingPanel
          mode="gradingModeTeacher"
          totalMark="5"
          grade={grade}
          onGrade={(next) => {
            onGrade(next);
            setGrade(next);
          }}
        />
      );
    }
    render(<Controlled />);
    const score = screen.getByRole('spinbutton', { name: 'Score' });
    fireEvent.change(score, { target: { value: '9' } });
    fireEvent.blur(score);
    expect(onGrade).toHaveBeenLastCalledWith({ score: '9', feedback: '' });
    expect(score).toHaveValue('9.00');
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(score).toHaveAccessibleDescription('The score must be a number from 0 to 5.');
  });

  it('edits the feedback', () => {
    const onGrade = jest.fn();
    render(<GradingPanel mode="gradingModeTeacher" totalMark="5" grade={{ score: '4', feedback: '' }} onGrade={onGrade} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Feedback' }), { target: { value: 'Good work' } });
    expect(onGrade).toHaveBeenLastCalledWith({ score: '4', feedback: 'Good work' });
  });

  it('is disabled without onGrade', () => {
    render(<GradingPanel mode="gradingModeTeacher" totalMark="5" grade={{ score: '4', feedback: 'ok' }} />);
    expect(screen.getByRole('spinbutton', { name: 'Score' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toBeDisabled();
  });
});

describe('GradingPanel, student', () => {
  it("shows 'score / totalMark' and the feedback, read-only", () => {
    render(
      <GradingPanel mode="gradingModeStudent" totalMark="5" grade={{ score: '3.5', feedback: 'Check your units' }} onGrade={jest.fn()} />,
    );
    expect(screen.getByTestId('grading-score')).toHaveTextContent('3.5 / 5');
    expect(screen.getByText('Check your units')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when nothing is graded yet', () => {
    render(<GradingPanel mode="gradingModeStudent" totalMark="5" grade={{ score: '', feedback: '' }} />);
    expect(screen.getByTestId('grading-score')).toHaveTextContent('Not graded yet');
    expect(screen.getByText('No feedback')).toBeInTheDocument();
  });
});

describe('scoreText', () => {
  it.each([
    [null, ''],
    [-1, '-1'],
    [2.75, '2.75'],
    [7, '7'],
    [Number.NaN, ''],
  ])('%p is %p', (value, expected) => {
    expect(scoreText(value)).toBe(expected);
  });
});
