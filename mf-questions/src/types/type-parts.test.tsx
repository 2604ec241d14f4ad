import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { QUESTION_TYPES, toExamView } from '@mizan/shared';
import { orderQuestion } from './order/order-fixture';
import type { ExamProps, ExamQuestionOf } from './question-type-ui';
import { QUESTION_TYPE_UIS } from './registry';
import { EXAM_VIEW_LOADERS, WHOLE_UI_LOADERS } from './type-parts';

const DRAGGING_TYPES: string[] = ['OrderComponent', 'MatchQComponent', 'LabelQComponent'];

describe('the question types QuestionView loads one by one', () => {
  it.each(QUESTION_TYPES.map((type) => [type]))('loads the registered exam view and whole UI of %s', async (type) => {
    const registered = QUESTION_TYPE_UIS[type];
    const examView = await EXAM_VIEW_LOADERS[type]?.();
    if (DRAGGING_TYPES.includes(type)) {
      // Wrapped in its own drag-and-drop context (the applicant's page has no app-wide one).
      expect(examView?.displayName).toBe(`WithDragAndDrop(${registered?.Exam.displayName ?? registered?.Exam.name})`);
    } else {
      expect(examView).toBe(registered?.Exam);
    }
    expect(await WHOLE_UI_LOADERS[type]?.()).toBe(registered);
  });
});

describe('an exam view that drags and drops, as the applicant page loads it', () => {
  it('shows without an app-wide drag-and-drop provider', async () => {
    const OrderView = (await EXAM_VIEW_LOADERS.OrderComponent?.()) as ComponentType<ExamProps<'OrderComponent'>>;
    const exam = toExamView(orderQuestion(['Alpha', 'Beta']), 'attempt-1') as ExamQuestionOf<'OrderComponent'>;
    render(<OrderView question={exam} answer={null} disabled={false} direction="ltr" onAnswer={() => undefined} />);
    expect(within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem')).toHaveLength(2);
  });
});
