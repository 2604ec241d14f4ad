import type { Kysely } from 'kysely';
import { REMARK_REQUESTED, isRemarkableType, remarkWindowEnd, remarkWindowOpen, type ResultAppeal } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { writeAudit } from '../audit';
import { iso } from '../iso-time';
import { attemptOrNotFound, snapshotOf } from '../attempts/attempt-queries';
import { resultReleased } from '../attempts/results';
import { remarkRefusal } from './appeal-refusals';
import { appealWindowDays } from './appeal-window';
import { requestView } from './appeal-views';
import { releasedAtOf } from './result-appeals';

/**
 * student/requestremark.php: the applicant, by the attempt hash as on the
 * result page, asks for a re-mark of one manually scored question of their
 * released result, within the window, once per question. The request keeps
 * the mark it was made against; nothing else changes until a second grader
 * resolves it.
 */
export async function requestRemark(
  db: Kysely<Database>,
  clock: Clock,
  request: { id: string; questionId: string; reason: string },
): Promise<{ data: ResultAppeal; msg: string }> {
  const attempt = await attemptOrNotFound(db, request.id);
  if (!resultReleased(attempt)) throw remarkRefusal(409, 'remark_not_released');
  const { questions } = await snapshotOf(db, attempt.id);
  const question = questions.find((candidate) => candidate.id === request.questionId);
  if (!question) throw remarkRefusal(404, 'remark_unknown_question');
  if (!isRemarkableType(question.type)) throw remarkRefusal(409, 'remark_auto_scored');
  const now = clock.now();
  const releasedAt = releasedAtOf(attempt);
  const days = await appealWindowDays(db, attempt.assessment_id);
  if (!remarkWindowOpen(releasedAt, days, now)) throw remarkRefusal(409, 'remark_window_closed');
  const reason = request.reason.trim();
  if (reason === '') throw remarkRefusal(400, 'remark_reason_required');

  return db.transaction().execute(async (transaction) => {
    // A graded result has a mark on every question; an empty answer's 0 may be computed rather than stored.
    const answer = await transaction
      .selectFrom('answers')
      .select('score')
      .where('attempt_id', '=', attempt.id)
      .where('question_id', '=', question.id)
      .executeTakeFirst();
    const inserted = await transaction
      .insertInto('appeals')
      .values({ attempt_id: attempt.id, question_id: question.id, reason, requested_at: now, first_score: answer?.score ?? 0 })
      .onConflict((conflict) => conflict.columns(['attempt_id', 'question_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw remarkRefusal(409, 'remark_already_requested');
    await writeAudit(transaction, {
      actorUserId: null,
      action: 'appeal.request',
      subjectType: 'attempt',
      subjectId: attempt.id,
      details: {
        appealId: inserted.id,
        questionId: question.id,
        reason,
        mark: inserted.first_score === null ? null : Number(inserted.first_score),
      },
    });
    return {
      data: { requestable: false, until: iso(remarkWindowEnd(releasedAt, days)), request: requestView(inserted) },
      msg: REMARK_REQUESTED,
    };
  });
}
