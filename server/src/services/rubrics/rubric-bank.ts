import { sql, type Kysely } from 'kysely';
import {
  RUBRIC_BANK_PAGE_SIZE,
  RUBRIC_DELETED,
  RUBRIC_EDITED_SINCE,
  RUBRIC_NOT_AUTHOR,
  RUBRIC_NOT_FOUND,
  RUBRIC_SAVED,
  rubricProblem,
  type AssessmentLang,
  type Rubric,
  type RubricBankEntry,
} from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { isAdmin } from '../assessment-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { likePattern } from '../like-pattern';

/**
 * The rubric bank (migration 0034). A rubric holds no answer key, so every
 * author reads every entry; changing or deleting one is its author's or an
 * administrator's. Questions hold their own copy of a rubric (linked ones
 * name the entry too), so a change or deletion here never reaches an
 * assessment or an attempt by itself.
 */
const refusal = (status: number, message: string, code: string) => new HttpError(status, message, {}, code);
const notFoundRefusal = () => refusal(404, RUBRIC_NOT_FOUND, 'rubric_not_found');
const notAuthorRefusal = () => refusal(403, RUBRIC_NOT_AUTHOR, 'rubric_not_author');

function entries(db: Kysely<Database>) {
  return db
    .selectFrom('rubric_bank as r')
    .leftJoin('users as a', 'a.id', 'r.created_by')
    .select(['r.id', 'r.title', 'r.lang', 'r.rubric', 'r.version', 'r.created_by', 'r.updated_at', 'a.displayname as author_name']);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

const mayChange = (caller: Caller, row: Pick<EntryRow, 'created_by'>) => isAdmin(caller) || row.created_by === caller.user.id;

function toEntry(caller: Caller, row: EntryRow): RubricBankEntry {
  const rights = mayChange(caller, row);
  return {
    id: row.id,
    title: row.title,
    lang: row.lang,
    rubric: jsonColumn<Rubric>(row.rubric, { id: '', title: row.title, criteria: [] }),
    version: row.version,
    author: row.created_by === null ? null : { id: row.created_by, displayname: row.author_name ?? '' },
    updatedAt: new Date(row.updated_at).toISOString(),
    rights: { edit: rights, delete: rights },
  };
}

export async function findRubrics(db: Kysely<Database>, caller: Caller, filter: { search: string; lang?: AssessmentLang; id?: number }) {
  let query = entries(db);
  if (filter.search !== '') query = query.where(sql<boolean>`lower(r.title) like ${likePattern(filter.search.toLowerCase())}`);
  if (filter.lang) query = query.where('r.lang', '=', filter.lang);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  const rows = await query.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(RUBRIC_BANK_PAGE_SIZE).execute();
  const counted = await db
    .selectFrom('rubric_bank as r')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .$if(filter.search !== '', (q) => q.where(sql<boolean>`lower(r.title) like ${likePattern(filter.search.toLowerCase())}`))
    .$if(filter.lang !== undefined, (q) => q.where('r.lang', '=', filter.lang as AssessmentLang))
    .$if(filter.id !== undefined, (q) => q.where('r.id', '=', filter.id as number))
    .executeTakeFirstOrThrow();
  return { rubrics: rows.map((row) => toEntry(caller, row)), count: Number(counted.count) };
}

export async function saveRubric(
  db: Kysely<Database>,
  caller: Caller,
  request: { id?: number; version?: number; lang: AssessmentLang; rubric: Rubric },
): Promise<{ data: RubricBankEntry; msg: string }> {
  const problem = rubricProblem(request.rubric);
  if (problem !== null) throw refusal(400, problem, 'rubric_invalid');
  const rubric = { ...request.rubric, title: request.rubric.title.trim() };
  return db.transaction().execute(async (transaction) => {
    let id: number;
    if (request.id === undefined) {
      const inserted = await transaction
        .insertInto('rubric_bank')
        .values({ title: rubric.title, lang: request.lang, rubric: JSON.stringify(rubric), created_by: caller.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    } else {
      const current = await transaction
        .selectFrom('rubric_bank')
        .select(['id', 'created_by', 'version'])
        .where('id', '=', request.id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFoundRefusal();
      if (!mayChange(caller, current)) throw notAuthorRefusal();
      if (request.version !== undefined && request.version !== current.version)
        throw refusal(409, RUBRIC_EDITED_SINCE, 'rubric_edited_since');
      await transaction
        .updateTable('rubric_bank')
        .set({
          title: rubric.title,
          lang: request.lang,
          rubric: JSON.stringify(rubric),
          version: current.version + 1,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', current.id)
        .execute();
      id = current.id;
    }
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: request.id === undefined ? 'rubric.add' : 'rubric.update',
      subjectType: 'rubric',
      subjectId: id,
      details: { title: rubric.title, lang: request.lang },
    });
    const row = await entries(transaction).where('r.id', '=', id).executeTakeFirstOrThrow();
    return { data: toEntry(caller, row), msg: RUBRIC_SAVED };
  });
}

export async function deleteRubric(db: Kysely<Database>, caller: Caller, id: number): Promise<{ msg: string }> {
  return db.transaction().execute(async (transaction) => {
    const current = await transaction
      .selectFrom('rubric_bank')
      .select(['id', 'created_by', 'title'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFoundRefusal();
    if (!mayChange(caller, current)) throw notAuthorRefusal();
    await transaction.deleteFrom('rubric_bank').where('id', '=', id).execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'rubric.delete',
      subjectType: 'rubric',
      subjectId: id,
      details: { title: current.title },
    });
    return { msg: RUBRIC_DELETED };
  });
}
