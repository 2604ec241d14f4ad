import { QUESTION_TYPES } from '@mizan/shared';
import { QUESTION_TYPE_UIS, questionTypeUI } from './registry';

describe('the question type registry', () => {
  it.each(QUESTION_TYPES.map((type) => [type]))('registers %s with its four parts', (type) => {
    const ui = questionTypeUI(type);
    expect(ui).toBeDefined();
    expect(ui?.type).toBe(type);
    expect(typeof ui?.Setup).toBe('function');
    expect(typeof ui?.AnswerKey).toBe('function');
    expect(typeof ui?.Exam).toBe('function');
    expect(typeof ui?.Review).toBe('function');
  });

  it('holds nothing but the thirteen types, each under its own name', () => {
    for (const [key, ui] of Object.entries(QUESTION_TYPE_UIS)) {
      expect(QUESTION_TYPES).toContain(key);
      expect(ui?.type).toBe(key);
    }
  });
});
