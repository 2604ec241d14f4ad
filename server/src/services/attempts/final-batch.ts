import type { Kysely } from 'kysely';
import { questionAnswerSchema, type Question, type QuestionAnswer } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { answerProblem } from './answer-checks';
import type { PreparedAnswer } from './close-attempts';
import { answerFromSubmittedQuestion } from './submitted-questions';

/** What a submit may carry besides the answers already saved. */
export interface FinalBatch {
  /** Ours: answers with their seq, applied under the seq rule. */
  answers?: { questionId: string; answer: QuestionAnswer | null; seq: number }[];
  /** SPEC: seed-style questions with answers inside; applied only where nothing is saved. */
  questions?: Record<string, unknown>[];
}

/** A final batch checked against the attempt's snapshot: the answers to store, and the question ids whose entry was refused. */
export interface PreparedBatch {
  answers: PreparedAnswer[];
  skipped: string[];
}

export const NO_FINAL_BATCH: PreparedBatch = { answers: [], skipped: [] };

/**
 * Check a final batch before the attempt is closed (a started attempt's
 * snapshot never changes, so checking it first is checking it at the
 * close): refused entries are skipped (the saved answer stays) and their
 * question ids answered. One entry per question is stored, as applying them
 * one by one would leave it: of our answers the highest seq (the first of
 * equal ones), else the first SPEC-style question, with seq 0 so that under
 * the seq rule it fills only a question with nothing saved.
 */
export async function prepareFinalBatch(
  db: Kysely<Database>,
  hash: string,
  snapshot: ReadonlyMap<string, Question>,
  batch: FinalBatch,
): Promise<PreparedBatch> {
  const chosen = new Map<string, PreparedAnswer>();
  const skipped: string[] = [];
  for (const entry of batch.answers ?? []) {
    const question = snapshot.get(entry.questionId);
    if (!question || (await answerProblem(db, hash, question, entry.answer))) {
      skipped.push(entry.questionId);
      continue;
    }
    const held = chosen.get(entry.questionId);
    if (!held || held.seq < entry.seq) chosen.set(entry.questionId, { questionId: entry.questionId, answer: entry.answer, seq: entry.seq });
  }
  for (const submitted of batch.questions ?? []) {
    const id = typeof submitted.id === 'string' ? submitted.id : '';
    const question = snapshot.get(id);
    if (!question) {
      if (id !== '') skipped.push(id);
      continue;
    }
    const read = answerFromSubmittedQuestion(question, submitted);
    if (read === null) continue;
    const parsed = questionAnswerSchema.safeParse(read);
    if (!parsed.success || (await answerProblem(db, hash, question, parsed.data))) {
      skipped.push(id);
      continue;
    }
    if (!chosen.has(id)) chosen.set(id, { questionId: id, answer: parsed.data, seq: 0 });
  }
  return { answers: [...chosen.values()], skipped };
}
