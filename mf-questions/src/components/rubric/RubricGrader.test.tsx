import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Grade, Rubric } from '@mizan/shared';
import { GradingPanel } from '../frame/GradingPanel';

const rubric: Rubric = {
  id: 'rubric0001',
  title: 'Essay rubric',
  criteria: [
    {
      id: 'critIdeas1',
      title: 'Ideas',
      levels: [
        { id: 'ideasNone1', points: 0, descriptor: 'No idea of its own' },
        { id: 'ideasSome1', points: 1, descriptor: 'One idea' },
        { id: 'ideasFull1', points: 2, descriptor: 'Clear ideas' },
      ],
    },
    {
      id: 'critLang01',
      title: 'Language',
      levels: [
        { id: 'langWeak01', points: 0.5, descriptor: 'Many errors' },
        { id: 'langGood01', points: 2, descriptor: 'Few errors' },
      ],
    },
  ],
};

function Controlled({ onGrade, initial }: { onGrade: (grade: Grade) => void; initial: Grade }) {
  const [grade, setGrade] = useState<Grade>(initial);
  return (
    <GradingPanel
      mode="gradingModeTeacher"
      totalMark="4"
      rubric={rubric}
      grade={grade}
      idPrefix="q1"
      onGrade={(next) => {
        onGrade(next);
        setGrade(next);
      }}
    />
  );
}

describe('marking by rubric', () => {
  it('one radio group per criterion; arrow keys move within it; the sum becomes the score and the descriptors the feedback', async () => {
    const user = userEvent.setup();
    const onGrade = jest.fn();
    render(<Controlled onGrade={onGrade} initial={{ score: '', feedback: 'Good start.' }} />);
    const ideas = screen.getByRole('radiogroup', { name: 'Ideas' });
    const language = screen.getByRole('radiogroup', { name: 'Language' });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'No idea of its own (0 points)' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'One idea (1 point)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One idea (1 point)' })).toHaveFocus();
    expect(language).not.toContainElement(document.activeElement as HTMLElement);
    expect(ideas).toContainElement(document.activeElement as HTMLElement);
    // One criterion of two: the score is not set yet.
    expect(onGrade).toHaveBeenLastCalledWith({
      score: '',
      feedback: 'Good start.',
      rubric: [{ criterionId: 'critIdeas1', levelId: 'ideasSome1' }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 criteria marked');

    await user.click(screen.getByRole('radio', { name: 'Few errors (2 points)' }));
    expect(onGrade).toHaveBeenLastCalledWith({
      score: '3',
      feedback: 'Ideas: One idea\nLanguage: Few errors\nGood start.',
      rubric: [
        { criterionId: 'critIdeas1', levelId: 'ideasSome1' },
        { criterionId: 'critLang01', levelId: 'langGood01' },
      ],
    });
    const score = screen.getByRole('spinbutton', { name: 'Score' });
    expect(score).toBeDisabled();
    expect(score).toHaveValue('3.00');

    await user.click(screen.getByRole('button', { name: 'Type the score instead' }));
    expect(score).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Few errors (2 points)' })).not.toBeChecked();
  });

  it('shows a saved rubric mark with its levels chosen, read-only without onGrade', () => {
    render(
      <GradingPanel
        mode="gradingModeTeacher"
        totalMark="4"
        rubric={rubric}
        grade={{
          score: '4',
          feedback: '',
          rubric: [
            { criterionId: 'critIdeas1', levelId: 'ideasFull1' },
            { criterionId: 'critLang01', levelId: 'langGood01' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Clear ideas (2 points)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Clear ideas (2 points)' })).toBeDisabled();
  });

  it("shows the applicant's graded copy with the chosen level named, in the assessment's language", () => {
    render(
      <GradingPanel
        mode="gradingModeStudent"
        totalMark="4"
        rubric={rubric}
        direction="rtl"
        grade={{
          score: '2.5',
          feedback: '',
          rubric: [
            { criterionId: 'critIdeas1', levelId: 'ideasFull1' },
            { criterionId: 'critLang01', levelId: 'langWeak01' },
          ],
        }}
      />,
    );
    const view = screen.getByRole('region', { name: 'سلم التقدير: Essay rubric' });
    expect(view).toHaveTextContent('المستوى المختار');
    expect(view.querySelectorAll('[data-chosen]')).toHaveLength(2);
  });
});
