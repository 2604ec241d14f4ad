import { fireEvent, render, screen } from '@testing-library/react';
import { GradingPanel, clampScore } from './GradingPanel';

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

  it('keeps a score above the total mark at the total mark', () => {
    const onGrade = jest.fn();
    render(<GradingPanel mode="gradingModeTeacher" totalMark="5" grade={{ score: '', feedback: '' }} onGrade={onGrade} />);
    const score = screen.getByRole('spinbutton', { name: 'Score' });
    fireEvent.change(score, { target: { value: '9' } });
    fireEvent.blur(score);
    expect(onGrade).toHaveBeenCalled();
    expect(onGrade).toHaveBeenLastCalledWith({ score: '5', feedback: '' });
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
    render(<GradingPanel mode="gradingModeStudent" totalMark="5" grade={{ score: '3.5', feedback: 'Check your units' }} onGrade={jest.fn()} />);
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

describe('clampScore', () => {
  it.each([
    [null, 5, ''],
    [-1, 5, '0'],
    [2.75, 5, '2.75'],
    [7, 5, '5'],
    [Number.NaN, 5, ''],
  ])('%p of %p is %p', (value, max, expected) => {
    expect(clampScore(value, max)).toBe(expected);
  });
});
