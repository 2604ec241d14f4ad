import { render, screen, within } from '@testing-library/react';
import type { Rubric } from '@mizan/shared';
import { ResultRubric } from './ResultRubric';

const rubric: Rubric = {
  id: 'rubricAr01',
  title: 'مقال قصير',
  criteria: [
    {
      id: 'critIdeaA1',
      title: 'الأفكار',
      levels: [
        { id: 'ideaLvlA01', points: 0, descriptor: 'لا يذكر سببًا' },
        { id: 'ideaLvlA02', points: 3, descriptor: 'أسباب واضحة' },
      ],
    },
  ],
};

it('shows each criterion with the chosen level named and its points, in the assessment language', () => {
  render(<ResultRubric rubric={rubric} choices={[{ criterionId: 'critIdeaA1', levelId: 'ideaLvlA02' }]} direction="rtl" />);
  const section = screen.getByRole('region', { name: 'سلم التقدير: مقال قصير' });
  const chosen = within(section).getByRole('listitem', { current: true });
  expect(chosen).toHaveTextContent('المستوى المختار');
  expect(chosen).toHaveTextContent('أسباب واضحة');
  expect(section).toHaveTextContent('3 / 3');
});

it('shows nothing for a typed mark or a question without a rubric', () => {
  const { container } = render(<ResultRubric rubric={rubric} choices={undefined} direction="ltr" />);
  expect(container).toBeEmptyDOMElement();
  render(<ResultRubric rubric={undefined} choices={[]} direction="ltr" />);
  expect(screen.queryByTestId('result-rubric')).not.toBeInTheDocument();
});
