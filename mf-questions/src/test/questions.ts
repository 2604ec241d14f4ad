import { newQuestion, richTextFromPlain, type TrueOrFalseQuestion } from '@mizan/shared';

/** A TrueOrFalse question with a header, worth `totalMark`, 'True' correct unless told. */
export function trueOrFalse(overrides: Partial<TrueOrFalseQuestion> = {}, correct: 'True' | 'False' | null = 'True'): TrueOrFalseQuestion {
  const base = newQuestion('TrueOrFalse');
  return {
    ...base,
    header: richTextFromPlain('The sun is a star.'),
    headertxt: 'The sun is a star.',
    totalMark: '2',
    options: [
      { ...base.options[0], isTrue: correct === 'True' },
      { ...base.options[1], isTrue: correct === 'False' },
    ],
    correctAnswerChosen: correct !== null,
    ...overrides,
  };
}
