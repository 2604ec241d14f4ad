import type { ExamQuestion } from './exam-question';
import type { ExamViewTools } from './exam-view-parts';
import type { Question } from './question';
import { seededShuffle } from './seeded-shuffle';
import { basicsOf } from './types/basics-registry';

/**
 * How an exam view shuffles: a shuffled copy of `items`, the same every time
 * for the same `key` (question id and which list). The server passes one
 * keyed with a secret of its own (services/exam-shuffle.ts), so an applicant
 * cannot recompute an order from what the browser holds; staff previews pass
 * a plain string seed, shuffled with seededShuffle.
 */
export type ExamShuffle = <T>(items: readonly T[], key: string) => T[];

/** A string seed's shuffle: seededShuffle of `seed:key`. Public arithmetic: for previews and tests, never for an applicant. */
export function plainSeedShuffle(seed: string): ExamShuffle {
  return (items, key) => seededShuffle(items, `${seed}:${key}`);
}

/**
 * The projection of a question sent to an applicant in examMode
 * (ARCHITECTURE §9), each type's `examView` (types/<type>/basics.ts): every
 * answer key removed (isTrue, the correct-answer flag, correctOptions,
 * correctPossibleAnswers, blank answers, label positions, accepted numbers,
 * author notes), no answer fields and no score or feedback of any attempt,
 * rich text rebuilt from known keys, and options shuffled by `shuffle` keyed
 * with the question id, so a reload of the same attempt shows the same order:
 *
 * - MCQ, TrueOrFalse, RIASEC: shuffled when shuffleOptions is on.
 * - Order: always shuffled, never starting in the correct order.
 * - Match: options shuffled when shuffleOptions is on; PossibleAnswers always.
 * - Label: labels shuffled when shuffleOptions is on; spots always (their
 *   order would otherwise pair them with the labels).
 * - FillTheBlank: the word bank always (it is often typed in blank order).
 *
 * `shuffle` must be stable for the attempt and differ between attempts. For
 * an applicant it must be the server's secret-keyed one: with a string seed
 * the order is public arithmetic, and an applicant who inverts it learns the
 * authored order, which is often the key.
 */
export function toExamView(question: Question, shuffle: ExamShuffle | string): ExamQuestion {
  const shuffled = typeof shuffle === 'string' ? plainSeedShuffle(shuffle) : shuffle;
  const always = <T>(items: readonly T[], part: string): T[] => shuffled(items, `${question.id}:${part}`);
  const tools: ExamViewTools = {
    always,
    maybeShuffle: (items, part) => (question.shuffleOptions ? always(items, part) : [...items]),
  };
  return basicsOf(question.type).examView(question, tools);
}

/** Every question of an attempt in exam view, in the assessment's order. */
export function toExamViews(questions: readonly Question[], shuffle: ExamShuffle | string): ExamQuestion[] {
  const shuffled = typeof shuffle === 'string' ? plainSeedShuffle(shuffle) : shuffle;
  return questions.map((question) => toExamView(question, shuffled));
}
