import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { graderPseudonym } from '@mizan/shared';

/**
 * Anonymous marking (docs/security.md "Anonymous marking"): until an
 * administrator reveals, every grader-facing answer names the submission by
 * its pseudonym ("Applicant A-0042", from the attempt id) and carries no
 * name, national ID, applicant id, contact or school. Slice AP's appeals
 * queue uses the same helpers.
 */

/** What a grader sees as the applicant's name. */
export function graderLabel(attemptId: number, studentname: string, hidden: boolean): string {
  return hidden ? graderPseudonym(attemptId) : studentname;
}

/** The identifying fields a grader-facing row may carry. */
interface IdentifyingFields {
  studentname?: string;
  ssn?: string;
  student_id?: number;
  email?: string;
  mobile?: string;
  school?: string;
  school_id?: number | null;
}

/**
 * The row as a grader may see it: when names are hidden, the pseudonym for
 * the name and every other identifying field emptied (applicant id 0).
 */
export function maskForGrader<Row extends IdentifyingFields>(row: Row, attemptId: number, hidden: boolean): Row {
  if (!hidden) return row;
  const masked: Row = { ...row };
  if ('studentname' in masked) masked.studentname = graderPseudonym(attemptId);
  if ('ssn' in masked) masked.ssn = '';
  if ('student_id' in masked) masked.student_id = 0;
  if ('email' in masked) masked.email = '';
  if ('mobile' in masked) masked.mobile = '';
  if ('school' in masked) masked.school = '';
  if ('school_id' in masked) masked.school_id = null;
  return masked;
}

/** The assessments whose applicants' names are hidden from graders now, as a subquery. */
export const hiddenNameAssessments = sql`(select assessment_id from assessment_marking where anonymous_marking and revealed_at is null)`;

/**
 * True for an attempt's assessment whose names graders may see; a search by name or ID only matches those.
 * Takes the hidden assessments as a list read beforehand (usually none): a sub-select here would change the
 * search's plan to a scan of every applicant.
 */
export function namesShownFor(assessmentId: Expression<number>, hidden: readonly number[]): RawBuilder<SqlBool> {
  if (hidden.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${assessmentId} not in (${sql.join(hidden)}))`;
}
