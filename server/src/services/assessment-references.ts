import type { Kysely } from 'kysely';
import { NEXT_ASSESSMENT_INVALID, REVIEWER_ID_INVALID, type AssessmentInput } from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { mayNameAssessment } from './assessment-access';
import type { Caller } from './authenticate';

export const NEXT_ASSESSMENT_LOOP = 'Next assessment would lead back to this assessment: an admission sequence cannot loop.';
export const GRADE_UNKNOWN = 'Grade must be one of the grades list.';
export const GROUP_UNKNOWN = (name: string) => `Group "${name}" is not in the groups list.`;

/**
 * What the fields name must exist: reviewers (enabled staff), the grade and
 * groups (from their lists), the next assessment (another one the caller may
 * see, and following the chain from it never comes back to `selfId`). An
 * assessment the caller may not see answers exactly as an absent one, so ids
 * cannot be probed through this field; the next assessment the edited one
 * already has (`currentNextId`, perhaps set by an administrator) is kept.
 */
export async function checkReferences(
  db: Kysely<Database>,
  caller: Caller,
  input: AssessmentInput,
  selfId: number | null,
  currentNextId: number | null = null,
): Promise<void> {
  if (input.reviewerIds.length > 0) {
    const users = await db.selectFrom('users').select('id').where('id', 'in', input.reviewerIds).where('disabled', '=', false).execute();
    if (users.length !== input.reviewerIds.length) throw badRequest(REVIEWER_ID_INVALID);
  }
  if (input.grade !== '') {
    const grade = await db.selectFrom('grades').select('id').where('name', '=', input.grade).executeTakeFirst();
    if (!grade) throw badRequest(GRADE_UNKNOWN);
  }
  if (input.selectedgroups.length > 0) {
    const names = input.selectedgroups.map((group) => group.groupname);
    const known = new Set((await db.selectFrom('groups').select('name').where('name', 'in', names).execute()).map((group) => group.name));
    const unknown = names.find((name) => !known.has(name));
    if (unknown !== undefined) throw badRequest(GROUP_UNKNOWN(unknown));
  }
  if (input.nextAssessmentId !== null) await checkNextAssessment(db, caller, input.nextAssessmentId, selfId, currentNextId);
}

async function checkNextAssessment(
  db: Kysely<Database>,
  caller: Caller,
  nextId: number,
  selfId: number | null,
  currentNextId: number | null,
): Promise<void> {
  if (nextId === selfId) throw badRequest(NEXT_ASSESSMENT_INVALID);
  if (nextId !== currentNextId && !(await mayNameAssessment(db, caller, nextId))) throw badRequest(NEXT_ASSESSMENT_INVALID);
  const seen = new Set<number>();
  let current: number | null = nextId;
  let first = true;
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const next: { next_assessment_id: number | null } | undefined = await db
      .selectFrom('assessments')
      .select('next_assessment_id')
      .where('id', '=', current)
      .executeTakeFirst();
    if (!next) {
      if (first) throw badRequest(NEXT_ASSESSMENT_INVALID);
      break;
    }
    first = false;
    if (next.next_assessment_id === selfId && selfId !== null) throw badRequest(NEXT_ASSESSMENT_LOOP);
    current = next.next_assessment_id;
  }
}
