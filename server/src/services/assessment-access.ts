import type { Kysely } from 'kysely';
import { ASSESSMENT_NOT_FOUND } from '@mizan/shared';
import type { AssessmentRow, Database } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { findAssessmentRow, rightsOver } from './assessment-records';
import type { Caller } from './authenticate';

export const NOT_AN_EDITOR =
  'You may not change this assessment: only its author, its reviewers with editing rights and administrators may.';

/** The assessment, if the caller may see it; otherwise 404 (an assessment one may not see is not revealed). */
export async function visibleAssessment(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
): Promise<{ row: AssessmentRow; canEdit: boolean }> {
  const row = await findAssessmentRow(db, id);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  const rights = await rightsOver(db, caller, row);
  if (!rights.see) throw notFound(ASSESSMENT_NOT_FOUND);
  return { row, canEdit: rights.edit };
}

/** The assessment, if the caller may change it: 404 when they may not see it, 403 when they may only see it. */
export async function editableAssessment(db: Kysely<Database>, caller: Caller, id: number): Promise<AssessmentRow> {
  const { row, canEdit } = await visibleAssessment(db, caller, id);
  if (!canEdit) throw forbidden(NOT_AN_EDITOR);
  return row;
}

/** Whether the caller may see the assessment with this id (false when there is none). */
export async function mayNameAssessment(db: Kysely<Database>, caller: Caller, id: number): Promise<boolean> {
  const row = await findAssessmentRow(db, id);
  return row !== undefined && (await rightsOver(db, caller, row)).see;
}
