import type { Kysely } from 'kysely';
import type { RequestOf } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import type { Database } from '../db/schema';

type BankCallName = 'bankQuestions' | 'saveBankQuestion' | 'shareBankQuestion' | 'deleteBankQuestion';

/** A bank question inserted straight into the database, owned by nobody (administrators only; for the access walk to share and delete). */
export async function insertBankQuestion(db: Kysely<Database>, questionId: string): Promise<number> {
  const question = mcq({ id: questionId });
  const row = await db
    .insertInto('bank_questions')
    .values({
      question_key: question.id,
      type: question.type,
      question: JSON.stringify(question),
      search_text: question.headertxt,
      difficult: question.difficult,
      cognitive: question.cognitive,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid payload for each bank call (the access test's table). */
export function bankSamples(deletableId: number): { [Name in BankCallName]: RequestOf<Name> } {
  return {
    bankQuestions: { search: 'capital' },
    saveBankQuestion: { question: mcq({ id: 'accessbnk1' }), subject: 'Mathematics', grade: 'Grade 10', tags: ['algebra'] },
    shareBankQuestion: { id: deletableId, scope: 'everyone', level: 'read' },
    deleteBankQuestion: { id: deletableId },
  };
}
