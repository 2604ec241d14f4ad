import { sql, type Kysely } from 'kysely';
import { markValue, maskSsn, type AppealRow, type Question, type QuestionAnswer } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { isAdmin } from '../assessment-records';
import type { Caller } from '../authenticate';
import { iso } from '../iso-time';
import { graderLabel, hiddenNameAssessments } from '../marking/anonymity';
import { markOrNull } from './appeal-views';
import { firstGradersFor, firstGradersOf } from './first-graders';

export interface AppealFilter {
  state?: 'open' | 'resolved' | 'all';
  assessmentId?: number;
  appealId?: number;
}

/**
 * admin/getappeals.php: the re-mark requests of the assessments the caller
 * grades (an Assigned Reviewer; an admin every one), open first (oldest
 * first, as a queue), then resolved ones newest first. Each with the answer
 * as it was given, the mark that counts, who marked it first and whether the
 * caller may re-mark it. An assessment marked anonymously shows
 * "Applicant A-0042" and no ID until an administrator reveals.
 */
export async function listAppeals(db: Kysely<Database>, caller: Caller, filter: AppealFilter = {}): Promise<AppealRow[]> {
  let query = db
    .selectFrom('appeals as p')
    .innerJoin('attempts as t', 't.id', 'p.attempt_id')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .innerJoin('applicants as a', 'a.id', 't.applicant_id')
    .leftJoin('users as r', 'r.id', 'p.remarked_by')
    .leftJoin('answers as w', (join) => join.onRef('w.attempt_id', '=', 'p.attempt_id').onRef('w.question_id', '=', 'p.question_id'))
    .select([
      'p.id',
      'p.attempt_id',
      'p.question_id',
      'p.reason',
      'p.requested_at',
      'p.state',
      'p.first_score',
      'p.new_score',
      'p.outcome_reason',
      'p.resolved_at',
      't.assessment_id',
      't.graded_by',
      't.questions',
      's.name as examname',
      's.lang',
      'a.name as studentname',
      'a.ssn',
      'r.displayname as remarkedBy',
      'w.answer',
      'w.score',
      'w.feedback',
      sql<boolean>`t.assessment_id in ${hiddenNameAssessments}`.as('hidden'),
    ])
    .orderBy(sql`case when p.state = 'open' then 0 else 1 end`)
    .orderBy(sql`case when p.state = 'open' then p.requested_at end`, 'asc')
    .orderBy('p.resolved_at', 'desc')
    .orderBy('p.id');
  if (!isAdmin(caller)) {
    query = query.where('t.assessment_id', 'in', (sub) =>
      sub.selectFrom('assessment_reviewers').select('assessment_id').where('user_id', '=', caller.user.id),
    );
  }
  if (filter.state === 'open') query = query.where('p.state', '=', 'open');
  if (filter.state === 'resolved') query = query.where('p.state', '<>', 'open');
  if (filter.assessmentId !== undefined) query = query.where('t.assessment_id', '=', filter.assessmentId);
  if (filter.appealId !== undefined) query = query.where('p.id', '=', filter.appealId);
  const rows = await query.limit(500).execute();

  const graders = await firstGradersOf(
    db,
    rows.map((row) => ({ attemptId: row.attempt_id, questionId: row.question_id, gradedBy: row.graded_by })),
  );
  const names = await displayNames(db, [...new Set([...graders.values()].flat())]);
  return rows.map((row) => {
    const questions = jsonColumn<Question[]>(row.questions, []);
    const index = questions.findIndex((question) => question.id === row.question_id);
    const question = questions[index];
    const firstIds = firstGradersFor(graders, row.attempt_id, row.question_id);
    return {
      id: row.id,
      attemptId: row.attempt_id,
      assessmentId: row.assessment_id,
      examname: row.examname,
      lang: row.lang,
      // Anonymous marking (slice DM): the pseudonym and no ID until an administrator reveals.
      applicant: graderLabel(row.attempt_id, row.studentname, row.hidden),
      ssn: row.hidden ? null : maskSsn(row.ssn),
      questionId: row.question_id,
      questionIndex: index + 1,
      question,
      answer: jsonColumn<QuestionAnswer | null>(row.answer, null),
      max: question ? markValue(question.totalMark) : 0,
      score: row.score === null ? (row.answer === null ? 0 : null) : Number(row.score),
      feedback: row.feedback ?? '',
      firstMark: markOrNull(row.first_score),
      firstGraders: firstIds.map((id) => names.get(id) ?? `#${id}`),
      reason: row.reason,
      requestedAt: iso(row.requested_at),
      state: row.state,
      newMark: row.state === 'open' ? null : markOrNull(row.new_score),
      outcomeReason: row.outcome_reason,
      remarkedBy: row.remarkedBy ?? null,
      resolvedAt: iso(row.resolved_at),
      mayResolve: row.state === 'open' && !firstIds.includes(caller.user.id),
    };
  });
}

async function displayNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'displayname']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.displayname]));
}
