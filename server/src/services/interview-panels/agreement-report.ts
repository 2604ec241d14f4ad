import { sql, type Kysely } from 'kysely';
import { INTERVIEW_AGREEMENT_ADMIN_ONLY, INTERVIEW_PANEL_CODES, interviewAgreement, type InterviewAgreementReport } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { isAdmin } from '../assessment-records';
import type { Caller } from '../authenticate';
import { readPanelSize } from './panel-size';

/**
 * Agreement between interviewers over every applicant two of them rated (domain/
 * interview-panel-agreement.ts). Administrators only: a pair's mean difference on one shared
 * applicant would tell an interviewer another's score.
 */
export async function interviewAgreementReport(db: Kysely<Database>, caller: Caller): Promise<InterviewAgreementReport> {
  if (!isAdmin(caller)) throw new HttpError(403, INTERVIEW_AGREEMENT_ADMIN_ONLY, {}, INTERVIEW_PANEL_CODES.agreementAdminOnly);
  const [panelSize, rows] = await Promise.all([
    readPanelSize(db),
    db
      .selectFrom('interview_scorecards as s')
      .leftJoin('users as u', 'u.id', 's.interviewer_user_id')
      .select(['s.applicant_id', 's.interviewer_user_id', 'u.displayname', 's.answers', sql<number>`s.parent::float8`.as('parent')])
      .execute(),
  ]);
  const names = new Map(rows.map((row) => [row.interviewer_user_id, row.displayname ?? null]));
  const figures = interviewAgreement(
    rows.map((row) => ({
      applicantId: row.applicant_id,
      interviewerId: row.interviewer_user_id,
      answers: (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as Record<string, number>,
      parent: Number(row.parent),
    })),
  );
  const named = (id: number) => ({ id, name: names.get(id) ?? null });
  return {
    panelSize,
    pairs: figures.pairs.map((pair) => ({ ...pair, a: named(pair.a), b: named(pair.b) })),
    overall: figures.overall,
  };
}
