import type { McqQuestion } from '@mizan/shared';
import { newQuestion, richTextFromPlain } from '@mizan/shared';

/** An MCQ for tests: 'Which are prime?' with options 2, 4, 5, 9 (2 and 5 correct). */
export function primesQuestion(overrides: Partial<McqQuestion> = {}): McqQuestion {
  const base = newQuestion('MCQ');
  const texts = ['2', '4', '5', '9'];
  return {
    ...base,
    header: richTextFromPlain('Which are prime?'),
    headertxt: 'Which are prime?',
    totalMark: '2',
    options: texts.map((text, index) => ({
      id: `opt${text}`,
      option: richTextFromPlain(text),
      authorNote: text === '9' ? 'secret: 9 = 3 × 3' : '',
      selected: false,
      isTrue: index === 0 || index === 2,
    })),
    ...overrides,
  };
}
