import { sql, type Kysely } from 'kysely';
import { DEFAULT_BANK_SHARING, withoutAnswerKey, type BankFilter, type BankQuestion, type BankSave, type Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { likePattern } from '../like-pattern';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { isUniqueViolation } from '../db-errors';
import { bankSearchText } from './bank-search-text';
import { bankReaderOf, deleteRefusal, mayEdit, mayManage, mayRead, readOnlyRefusal, type BankReader } from './bank-access';

/**
 * The question bank (migration 0020): each question has an owner and a
 * sharing (migration 0026, bank-access.ts says who may do what); a caller
 * finds only the questions they may read, and those they may not edit come
 * without their answer key. A question is kept in the model's canonical form, in
 * editingMode; a copy added to an assessment keeps the question's id, so a
 * published assessment holding that id keeps the bank question from being
 * deleted. Editing a bank question never touches those copies, nor any
 * attempt (attempts keep the snapshot they started with).
 */
export const BANK_QUESTION_ADDED = 'Question saved to the bank.';
export const BANK_QUESTION_UPDATED = 'Question updated in the bank.';
export const BANK_QUESTION_DELETED = 'Question deleted from the bank.';
export const BANK_QUESTION_NOT_FOUND = 'Question not found in the bank. It may have been deleted.';
export const BANK_QUESTION_ALREADY_IN_BANK = 'This question is already in the bank. Open it there to change it.';
export const BANK_QUESTION_IN_USE =
  'A published assessment uses this question, so it cannot be deleted. Pull the assessment or remove the question from it first.';
export const BANK_QUESTION_CHANGED =
  'Someone else changed this question since you opened it. Open it again to see their change, then make yours.';

/** True when a published assessment's questions include one with this id. */
const inPublishedAssessment = (questionKey: ReturnType<typeof sql.ref>) =>
  sql<boolean>`exists (select 1 from assessments s where s.published and s.questions @> jsonb_build_array(jsonb_build_object('id', ${questionKey})))`;

/** The bank questions this reader may read, with what the reader may do with each. */
export function readableEntries(db: Kysely<Database>, reader: BankReader) {
  return db
    .selectFrom('bank_questions as b')
    .leftJoin('users as a', 'a.id', 'b.created_by')
    .leftJoin('users as e', 'e.id', 'b.updated_by')
    .leftJoin('users as o', 'o.id', 'b.owner_id')
    .where(mayRead(reader))
    .select([
      'b.id',
      'b.question',
      'b.subject',
      'b.grade',
      'b.tags',
      'b.version',
      'b.created_at',
      'b.updated_at',
      'a.id as author_id',
      'a.displayname as author_name',
      'e.id as editor_id',
      'e.displayname as editor_name',
      inPublishedAssessment(sql.ref('b.question_key')).as('in_published'),
      'o.id as owner_id',
      'o.displayname as owner_name',
      'b.shared_scope',
      'b.shared_level',
      mayEdit(reader).as('may_edit'),
      mayManage(reader).as('may_manage'),
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof readableEntries>['execute']>>[number];

export function toBankQuestion(row: EntryRow): BankQuestion {
  const question = jsonColumn<Question>(row.question, null as never);
  return {
    id: row.id,
    question: row.may_edit ? question : withoutAnswerKey(question),
    subject: row.subject,
    grade: row.grade,
    tags: row.tags,
    version: row.version,
    author: row.author_id === null ? null : { id: row.author_id, displayname: row.author_name ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
    editor: row.editor_id === null ? null : { id: row.editor_id, displayname: row.editor_name ?? '' },
    updatedAt: new Date(row.updated_at).toISOString(),
    inPublishedAssessment: row.in_published === true,
    owner: row.owner_id === null ? null : { id: row.owner_id, displayname: row.owner_name ?? '' },
    sharing: { scope: row.shared_scope, level: row.shared_level },
    rights: { edit: row.may_edit === true, delete: row.may_manage === true, share: row.may_manage === true },
  };
}

export async function findBankQuestions(db: Kysely<Database>, caller: Caller, filter: BankFilter) {
  const reader = bankReaderOf(caller);
  let matching = db.selectFrom('bank_questions as b').where(mayRead(reader));
  if (filter.search) matching = matching.where(sql`lower(b.search_text)`, 'like', likePattern(filter.search.toLowerCase()));
  if (filter.objectives) matching = matching.where(sql`lower(b.objectives)`, 'like', likePattern(filter.objectives.toLowerCase()));
  if (filter.type) matching = matching.where('b.type', '=', filter.type);
  if (filter.subject) matching = matching.where('b.subject', '=', filter.subject);
  if (filter.grade) matching = matching.where('b.grade', '=', filter.grade);
  if (filter.difficult) matching = matching.where('b.difficult', '=', filter.difficult);
  if (filter.cognitive) matching = matching.where('b.cognitive', '=', filter.cognitive);
  if (filter.author !== undefined) matching = matching.where('b.created_by', '=', filter.author);
  if (filter.tags.length > 0) matching = matching.where(sql<boolean>`b.tags @> ${sql.val(filter.tags)}::text[]`);

  const ids = matching
    .select('b.id')
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(filter.pagesize)
    .offset((filter.page - 1) * filter.pagesize);
  const [rows, total] = await Promise.all([
    readableEntries(db, reader).where('b.id', 'in', ids).orderBy('b.updated_at', 'desc').orderBy('b.id', 'desc').execute(),
    matching.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { questions: rows.map(toBankQuestion), count: Number(total.count) };
}

/** The entry as this caller sees it; 404 when they may not read it (a question one may not read is not revealed). */
export async function findEntry(db: Kysely<Database>, caller: Caller, id: number): Promise<BankQuestion> {
  const row = await readableEntries(db, bankReaderOf(caller)).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(BANK_QUESTION_NOT_FOUND);
  return toBankQuestion(row);
}

/** The columns a question fills; the question is kept in editingMode, without a regrade's counting (that belongs to one assessment's results). */
function questionColumns({ scoring: _scoring, ...question }: Question) {
  const stored: Question = { ...question, mode: 'editingMode' };
  return {
    stored,
    columns: {
      type: stored.type,
      question: JSON.stringify(stored),
      search_text: bankSearchText(stored),
      difficult: stored.difficult,
      cognitive: stored.cognitive,
      objectives: stored.objectives,
    },
  };
}

export async function saveBankQuestion(db: Kysely<Database>, caller: Caller, request: BankSave) {
  if (request.id === undefined) {
    const { columns } = questionColumns(request.question);
    try {
      const id = await db.transaction().execute(async (transaction) => {
        const inserted = await transaction
          .insertInto('bank_questions')
          .values({
            ...columns,
            question_key: request.question.id,
            subject: request.subject,
            grade: request.grade,
            tags: request.tags,
            created_by: caller.user.id,
            updated_by: caller.user.id,
            owner_id: caller.user.id,
            shared_scope: DEFAULT_BANK_SHARING.scope,
            shared_level: DEFAULT_BANK_SHARING.level,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(transaction, {
          actorUserId: caller.user.id,
          action: 'bank-question.add',
          subjectType: 'bank-question',
          subjectId: inserted.id,
          details: { questionId: request.question.id, type: request.question.type },
        });
        return inserted.id;
      });
      return { data: await findEntry(db, caller, id), msg: BANK_QUESTION_ADDED };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(BANK_QUESTION_ALREADY_IN_BANK);
      throw error;
    }
  }

  const id = request.id;
  const reader = bankReaderOf(caller);
  await db.transaction().execute(async (transaction) => {
    const current = await transaction
      .selectFrom('bank_questions as b')
      .select(['b.question_key', 'b.version', mayEdit(reader).as('may_edit')])
      .where('b.id', '=', id)
      .where(mayRead(reader))
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(BANK_QUESTION_NOT_FOUND);
    if (!current.may_edit) throw readOnlyRefusal();
    if (request.version !== undefined && request.version !== current.version) throw conflict(BANK_QUESTION_CHANGED);
    // The bank entry keeps its question's id: copies in assessments are found by it.
    const { columns } = questionColumns({ ...request.question, id: current.question_key });
    await transaction
      .updateTable('bank_questions')
      .set({
        ...columns,
        subject: request.subject,
        grade: request.grade,
        tags: request.tags,
        version: current.version + 1,
        updated_by: caller.user.id,
        updated_at: sql`now()` as never,
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'bank-question.edit',
      subjectType: 'bank-question',
      subjectId: id,
      details: { questionId: current.question_key, version: current.version + 1 },
    });
  });
  return { data: await findEntry(db, caller, id), msg: BANK_QUESTION_UPDATED };
}

export async function deleteBankQuestion(db: Kysely<Database>, caller: Caller, id: number) {
  const reader = bankReaderOf(caller);
  await db.transaction().execute(async (transaction) => {
    const row = await transaction
      .selectFrom('bank_questions as b')
      .select([
        'b.id',
        'b.question_key',
        inPublishedAssessment(sql.ref('b.question_key')).as('in_published'),
        mayManage(reader).as('may_manage'),
      ])
      .where('b.id', '=', id)
      .where(mayRead(reader))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(BANK_QUESTION_NOT_FOUND);
    if (!row.may_manage) throw deleteRefusal();
    if (row.in_published) throw conflict(BANK_QUESTION_IN_USE);
    await transaction.deleteFrom('bank_questions').where('id', '=', id).execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'bank-question.delete',
      subjectType: 'bank-question',
      subjectId: id,
      details: { questionId: row.question_key },
    });
  });
  return { msg: BANK_QUESTION_DELETED };
}
