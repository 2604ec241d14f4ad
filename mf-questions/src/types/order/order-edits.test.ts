import { newQuestion, toExamView, validateQuestion, CORRECT_ANSWER_REQUIRED } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import {
  addOrderOption,
  confirmKey,
  examOrder,
  isKeyComplete,
  keyOrder,
  moveInAnswer,
  moveInKey,
  positionVerdicts,
  removeOrderOption,
} from './order-edits';
import { orderQuestion } from './order-fixture';

describe('Order edits', () => {
  it('a new question has two items and no key yet', () => {
    const question = newQuestion('OrderComponent');
    expect(question.options).toHaveLength(2);
    expect(isKeyComplete(question)).toBe(false);
    expect(keyOrder(question)).toEqual(question.options.map((option) => option.id));
  });

  it('moving an item in the key writes a complete key', () => {
    const question = { ...orderQuestion(), correctOptions: [] };
    const moved = moveInKey(question, 0, 2);
    expect(moved.correctOptions).toEqual(['o2', 'o3', 'o1']);
    expect(isKeyComplete(moved)).toBe(true);
  });

  it('confirming the key keeps the order shown', () => {
    const question = { ...orderQuestion(), correctOptions: ['o3'] };
    expect(confirmKey(question).correctOptions).toEqual(['o3', 'o1', 'o2']);
  });

  it('adding an item leaves the key incomplete, so the save check asks for the answer again', () => {
    const added = addOrderOption(orderQuestion());
    expect(added.options).toHaveLength(4);
    expect(added.correctOptions).toEqual(['o1', 'o2', 'o3']);
    expect(isKeyComplete(added)).toBe(false);
    const withText = {
      ...added,
      options: added.options.map((option, index) =>
        index === 3 ? { ...option, option: [{ type: 'paragraph' as const, children: [{ text: 'Fourth' }] }] } : option,
      ),
    };
    expect(validateQuestion(withText)).toBe(CORRECT_ANSWER_REQUIRED);
  });

  it('removing an item keeps the others in their key order', () => {
    const removed = removeOrderOption(orderQuestion(['A', 'B', 'C'], ['o3', 'o1', 'o2']), 'o1');
    expect(removed.options.map((option) => option.id)).toEqual(['o2', 'o3']);
    expect(removed.correctOptions).toEqual(['o3', 'o2']);
    expect(isKeyComplete(removed)).toBe(true);
  });

  it('the applicant starts from the exam order and each move gives every id once', () => {
    const exam = toExamView(orderQuestion(), 'attempt-1') as ExamQuestionOf<'OrderComponent'>;
    const start = exam.options.map((option) => option.id);
    expect(examOrder(exam, null)).toEqual(start);
    const answer = moveInAnswer(exam, null, 2, 0);
    expect(answer).toEqual({ type: 'OrderComponent', order: [start[2], start[0], start[1]] });
    expect(examOrder(exam, answer)).toEqual(answer.order);
  });

  it('marks each position right or wrong against the key', () => {
    expect(positionVerdicts(['o1', 'o3', 'o2'], ['o1', 'o2', 'o3'])).toEqual([true, false, false]);
    expect(positionVerdicts(['o1', 'o2'], [])).toEqual([false, false]);
  });
});
