import { sql, type Kysely } from 'kysely';
import type { DrawFilters } from '@mizan/shared';
import type { Database } from '../db/schema';
import { mayRead, type BankReader } from './question-bank/bank-access';

type Db = Kysely<Database>;

/**
 * The bank questions a draw slot's filters match, as the bank screen's
 * filters match them (question-bank.ts): each filter set must be equal,
 * tags must all be carried, among the questions `reader` may read (the
 * assessment's author at publish and start, the builder's user when it
 * counts). Only the bank's columns are read unless the questions themselves
 * are asked for.
 */
function matching(db: Db, filters: DrawFilters, reader: BankReader) {
  let query = db.selectFrom('bank_questions as b').where(mayRead(reader));
  if (filters.type) query = query.where('b.type', '=', filters.type);
  if (filters.subject) query = query.where('b.subject', '=', filters.subject);
  if (filters.grade) query = query.where('b.grade', '=', filters.grade);
  if (filters.difficult) query = query.where('b.difficult', '=', filters.difficult);
  if (filters.cognitive) query = query.where('b.cognitive', '=', filters.cognitive);
  if (filters.tags.length > 0) query = query.where(sql<boolean>`b.tags @> ${sql.val(filters.tags)}::text[]`);
  return query;
}

/** The ids (question keys) of the bank questions these filters match. */
export async function candidateIds(db: Db, filters: DrawFilters, reader: BankReader): Promise<string[]> {
  const rows = await matching(db, filters, reader).select('b.question_key').execute();
  return rows.map((row) => row.question_key);
}

/** The bank questions these filters match, by id. */
export async function candidateQuestions(db: Db, filters: DrawFilters, reader: BankReader): Promise<Map<string, unknown>> {
  const rows = await matching(db, filters, reader).select(['b.question_key', 'b.question']).execute();
  return new Map(rows.map((row) => [row.question_key, row.question]));
}
