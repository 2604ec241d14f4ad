import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { isUniqueViolation } from './db-errors';
import { groupEntry } from './lookups';

export const duplicateSubjectMessage = (name: string) => `A subject named "${name}" already exists.`;
export const GRADE_NOT_FOUND = 'Grade not found.';

const subjectEntry = (row: { id: number; name: string }) => ({ id: row.id, subject: row.name });

export async function listSubjects(db: Kysely<Database>) {
  return (await db.selectFrom('subjects').select(['id', 'name']).orderBy('name').orderBy('id').execute()).map(subjectEntry);
}

/** A new subject, audited; names are unique regardless of case. */
export async function addSubject(db: Kysely<Database>, actor: Caller, name: string): Promise<{ id: number; subject: string }> {
  const existing = await db
    .selectFrom('subjects')
    .select('name')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (existing) throw conflict(duplicateSubjectMessage(existing.name));
  try {
    const row = await db.transaction().execute(async (transaction) => {
      const inserted = await transaction.insertInto('subjects').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'subject.add',
        subjectType: 'subject',
        subjectId: inserted.id,
        details: { name },
      });
      return inserted;
    });
    return subjectEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(duplicateSubjectMessage(name));
    throw error;
  }
}

/**
 * The subjects and groups linked to the grade (by id or name; grade_subjects,
 * grade_groups), plus those linked to no grade at all.
 */
export async function gradeSubjects(db: Kysely<Database>, gradeIdOrName: number | string) {
  const grade = await db
    .selectFrom('grades')
    .select('id')
    .where(typeof gradeIdOrName === 'number' ? 'id' : 'name', '=', gradeIdOrName)
    .executeTakeFirst();
  if (!grade) throw notFound(GRADE_NOT_FOUND);
  const subjects = await db
    .selectFrom('subjects')
    .select(['id', 'name'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('grade_subjects')
            .select('grade_id')
            .whereRef('grade_subjects.subject_id', '=', 'subjects.id')
            .where('grade_subjects.grade_id', '=', grade.id),
        ),
        eb.not(eb.exists(eb.selectFrom('grade_subjects').select('grade_id').whereRef('grade_subjects.subject_id', '=', 'subjects.id'))),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('grade_groups')
            .select('grade_id')
            .whereRef('grade_groups.group_id', '=', 'groups.id')
            .where('grade_groups.grade_id', '=', grade.id),
        ),
        eb.not(eb.exists(eb.selectFrom('grade_groups').select('grade_id').whereRef('grade_groups.group_id', '=', 'groups.id'))),
      ]),
    )
    .orderBy('id')
    .execute();
  return { subjects: subjects.map(subjectEntry), groups: groups.map(groupEntry) };
}
