import type { Kysely } from 'kysely';
import { parseMark, rubricFeedback, rubricMark, type Question, type RubricChoice } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

export const questionHasNoRubric = (index: number) => `Question ${index} has no rubric: send its score instead of rubric choices.`;
export const rubricChoiceRefused = (index: number, problem: string) => `Question ${index}: ${problem} Nothing was saved.`;

interface SentGrade {
  id: string;
  score?: string | number | null;
  feedback?: string | null;
  rubric?: RubricChoice[] | null;
}

/**
 * A grade sent with rubric choices becomes the mark they give: the score is
 * the chosen levels' points (capped at the question's mark) and the feedback
 * starts with the chosen descriptors, whatever score the caller sent. Without
 * choices (absent, null or empty) the sent score counts as typed. The question
 * is the attempt's own snapshot, so the rubric that marks it is the one the
 * applicant was set. Refusals name the question by its place, in the
 * assessment's language for the rubric's own words.
 */
export function withRubricMark<Sent extends SentGrade>(
  question: Question,
  index: number,
  sent: Sent,
  lang: 'En' | 'Ar',
  savedFeedback: string,
): Sent & { rubric?: RubricChoice[] } {
  if (!sent.rubric || sent.rubric.length === 0) return { ...sent, rubric: undefined };
  const rubric = 'rubric' in question ? question.rubric : undefined;
  if (!rubric) throw new HttpError(400, questionHasNoRubric(index), {}, 'rubric_none');
  const mark = rubricMark(rubric, sent.rubric, parseMark(question.totalMark) ?? 0, lang);
  if ('problem' in mark) throw new HttpError(400, rubricChoiceRefused(index, mark.problem), {}, 'rubric_choice_invalid');
  return {
    ...sent,
    score: mark.score,
    feedback: rubricFeedback(rubric, mark.descriptors, sent.feedback ?? savedFeedback),
    rubric: sent.rubric,
  };
}

/**
 * answers.rubric for each mark that set a score: the choices behind it, or
 * null when the score was typed (a typed mark replaces an earlier rubric
 * mark). Call after the marks are written, in the same transaction.
 */
export async function storeRubricChoices(
  transaction: Kysely<Database>,
  attemptId: number,
  marks: ReadonlyArray<{ questionId: string; score?: number; rubric?: RubricChoice[] }>,
): Promise<void> {
  for (const mark of marks) {
    if (mark.score === undefined) continue;
    await transaction
      .updateTable('answers')
      .set({ rubric: mark.rubric && mark.rubric.length > 0 ? JSON.stringify(mark.rubric) : null })
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', mark.questionId)
      .execute();
  }
}
