import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuestionPlaces } from './evidence-saves';
import type { EvidenceRemark } from './evidence-types';

const markOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

/**
 * The marks given after the submission, per question: the regrade that
 * corrected a question of this attempt (attempt_question_versions keeps the
 * latest), each appeal and its re-mark, and each double-marking mark; oldest first.
 */
export async function questionRemarks(db: Kysely<Database>, attemptId: number, places: QuestionPlaces): Promise<EvidenceRemark[]> {
  const position = (questionId: string) => places.byId.get(questionId)?.position ?? null;
  const [regrades, appeals, marks] = await Promise.all([
    db
      .selectFrom('attempt_question_versions as av')
      .innerJoin('attempts as t', 't.id', 'av.attempt_id')
      .innerJoin('question_versions as v', (join) =>
        join
          .onRef('v.assessment_id', '=', 't.assessment_id')
          .onRef('v.question_id', '=', 'av.question_id')
          .onRef('v.version', '=', 'av.version'),
      )
      .leftJoin('users as u', 'u.id', 'v.created_by')
      .select(['av.question_id', 'av.corrected_at', 'v.kind', 'v.reason', 'u.displayname'])
      .where('av.attempt_id', '=', attemptId)
      .execute(),
    db
      .selectFrom('appeals as p')
      .leftJoin('users as u', 'u.id', 'p.remarked_by')
      .select([
        'p.question_id',
        'p.requested_at',
        'p.resolved_at',
        'p.state',
        'p.first_score',
        'p.new_score',
        'p.reason',
        'p.outcome_reason',
        'u.displayname',
      ])
      .where('p.attempt_id', '=', attemptId)
      .execute(),
    db
      .selectFrom('answer_marks as m')
      .leftJoin('users as u', 'u.id', 'm.grader_user_id')
      .select(['m.question_id', 'm.role', 'm.score', 'm.at', 'u.displayname'])
      .where('m.attempt_id', '=', attemptId)
      .execute(),
  ]);
  const remarks: EvidenceRemark[] = [
    ...regrades.map((row) => ({
      at: new Date(row.corrected_at),
      kind: 'regrade' as const,
      position: position(row.question_id),
      detail: row.kind,
      from: null,
      to: null,
      reason: row.reason,
      by: row.displayname ?? '',
    })),
    ...appeals.map((row) => ({
      at: new Date(row.resolved_at ?? row.requested_at),
      kind: 'appeal' as const,
      position: position(row.question_id),
      detail: row.state,
      from: markOrNull(row.first_score),
      to: markOrNull(row.new_score),
      reason: row.outcome_reason ? `${row.reason} — ${row.outcome_reason}` : row.reason,
      by: row.displayname ?? '',
    })),
    ...marks.map((row) => ({
      at: new Date(row.at),
      kind: 'mark' as const,
      position: position(row.question_id),
      detail: row.role,
      from: null,
      to: Number(row.score),
      reason: '',
      by: row.displayname ?? '',
    })),
  ];
  return remarks.sort((a, b) => a.at.getTime() - b.at.getTime());
}
