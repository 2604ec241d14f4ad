import type { Kysely } from 'kysely';
import { questionAnswerSchema, type Question, type QuestionAnswer } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { answerProblem } from './answer-checks';
import { insertIfUnanswered, upsertAnswer } from './answer-store';
import { answerFromSubmittedQuestion } from './submitted-questions';

/** What a submit may carry besides the answers already saved. */
export interface FinalBatch {
  /** Ours: answers with their seq, applied under the seq rule. */
  answers?: { questionId: string; answer: QuestionAnswer | null; seq: number }[];
  /** SPEC: seed-style questions with answers inside; applied only where nothing is saved. */
  questions?: Record<string, unknown>[];
}

/** Apply a final batch inside the submission's transaction; refused entries are skipped (the saved answer stays) and their question ids answered. */
export async function applyBatch(
  trx: Kysely<Database>,
  attemptId: number,
  hash: string,
  questions: Question[],
  batch: FinalBatch,
  now: Date,
): Promise<string[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const skipped: string[] = [];
  for (const entry of batch.answers ?? []) {
    const question = byId.get(entry.questionId);
    if (!question || (await answerProblem(trx, hash, question, entry.answer))) {
      skipped.push(entry.questionId);
      continue;
    }
    await upsertAnswer(trx, attemptId, entry.questionId, entry.answer, entry.seq, now);
  }
  for (const submitted of batch.questions ?? []) {
    const id = typeof submitted.id === 'string' ? submitted.id : '';
    const question = byId.get(id);
    if (!question) {
      if (id !== '') skipped.push(id);
      continue;
    }
    const read = answerFromSubmittedQuestion(question, submitted);
    if (read === null) continue;
    const parsed = questionAnswerSchema.safeParse(read);
    if (!parsed.success || (await answerProblem(trx, hash, question, parsed.data))) {
      skipped.push(id);
      continue;
    }
    await insertIfUnanswered(trx, attemptId, id, parsed.data, now);
  }
  return skipped;
}
