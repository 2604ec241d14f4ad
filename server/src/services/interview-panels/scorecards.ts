import { sql, type Kysely } from 'kysely';
import type { InterviewFormSize, InterviewReview, InterviewScorecard } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** Every submitted scorecard of an applicant, oldest first, with the interviewer's display name. */
export async function scorecardsOf(db: Kysely<Database>, applicantId: number): Promise<InterviewScorecard[]> {
  const rows = await db
    .selectFrom('interview_scorecards as s')
    .leftJoin('users as u', 'u.id', 's.interviewer_user_id')
    .select([
      's.interviewer_user_id',
      'u.displayname',
      's.form',
      's.answers',
      sql<number>`s.parent::float8`.as('parent'),
      's.notes',
      's.submitted_at',
    ])
    .where('s.applicant_id', '=', applicantId)
    .orderBy('s.submitted_at')
    .orderBy('s.interviewer_user_id')
    .execute();
  return rows.map((row) => ({
    interviewerId: row.interviewer_user_id,
    interviewer: row.displayname ?? null,
    form: row.form as InterviewFormSize,
    answers: (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as Record<string, number>,
    parent: Number(row.parent),
    notes: row.notes,
    submittedAt: new Date(row.submitted_at).toISOString(),
  }));
}

/** A scorecard in the shape of the SPEC's interview review (admin/getapplicantinterview.php). */
export function asReview(applicantId: number, card: InterviewScorecard): InterviewReview {
  return {
    applicant_id: applicantId,
    form: card.form,
    answers: card.answers,
    parent: card.parent,
    notes: card.notes,
    reviewer: card.interviewer,
    at: card.submittedAt,
  };
}
