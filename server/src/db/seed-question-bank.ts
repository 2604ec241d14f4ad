import type { Kysely } from 'kysely';
import { validateQuestion } from '@mizan/shared';
import { bankSearchText } from '../services/question-bank/bank-search-text';
import type { Database } from './schema';
import { demoShapesPicture } from './seed-assessments';
import { arabicStarterQuestions } from './seed-question-bank-arabic';
import { englishStarterQuestions } from './seed-question-bank-english';
import type { StarterQuestion } from './seed-question-builders';

/**
 * The question bank a school starts with (unless SEED_DEMO=0 or
 * SEED_STARTER_BANK=0): questions of every type in English and in Arabic,
 * filed by subject, grade, difficulty, cognitive level and tags, enough of
 * each for a random draw of two or three to be tried at once. They belong to
 * the first admin and are shared with every author to edit, so a teacher may
 * use, copy and change them. Idempotent: a question whose id is already in
 * the bank is not added again.
 */
export function starterQuestions(): StarterQuestion[] {
  const picture = demoShapesPicture();
  return [...englishStarterQuestions(picture), ...arabicStarterQuestions(picture)];
}

/** Add the starter questions that are not in the bank yet; answers how many were added. */
export async function seedStarterBank(db: Kysely<Database>, ownerId: number | null): Promise<number> {
  const starters = starterQuestions();
  for (const { question } of starters) {
    const problem = validateQuestion(question);
    if (problem) throw new Error(`Starter question ${question.id} (${question.type}) is invalid: ${problem}`);
  }
  const added = await db
    .insertInto('bank_questions')
    .values(
      starters.map(({ question, subject, grade, tags }) => ({
        question_key: question.id,
        type: question.type,
        question: JSON.stringify(question),
        search_text: bankSearchText(question),
        subject,
        grade,
        tags,
        difficult: question.difficult,
        cognitive: question.cognitive,
        objectives: question.objectives,
        created_by: ownerId,
        updated_by: ownerId,
        owner_id: ownerId,
        shared_scope: 'everyone' as const,
        shared_level: 'edit' as const,
      })),
    )
    .onConflict((conflict) => conflict.column('question_key').doNothing())
    .returning('id')
    .execute();
  return added.length;
}
