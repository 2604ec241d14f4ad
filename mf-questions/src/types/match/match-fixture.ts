import type { MatchQuestion } from '@mizan/shared';
import { newQuestion, richTextFromPlain } from '@mizan/shared';

/**
 * A Match question: options o1.. with `options` texts and possible answers
 * p1.. with `answers` texts; the key matches o_i with p_i unless told.
 */
export function matchQuestion(
  options: string[] = ['Cairo', 'Paris', 'Rome'],
  answers: string[] = ['Egypt', 'France', 'Italy'],
  key?: string[],
): MatchQuestion {
  return {
    ...newQuestion('MatchQComponent'),
    header: richTextFromPlain('Match each city with its country'),
    totalMark: '3',
    options: options.map((text, index) => ({ id: `o${index + 1}`, option: richTextFromPlain(text) })),
    PossibleAnswers: answers.map((text, index) => ({ id: `p${index + 1}`, option: richTextFromPlain(text) })),
    correctPossibleAnswers: key ?? answers.map((_, index) => `p${index + 1}`).slice(0, options.length),
  };
}
