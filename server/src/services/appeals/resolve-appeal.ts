import type { Kysely } from 'kysely';
import {
  APPEAL_ALREADY_RESOLVED,
  APPEAL_FIRST_GRADER,
  APPEAL_NOT_FOUND,
  APPEAL_OUTCOME_REASON_REQUIRED,
  APPEAL_REFUSAL_CODES,
  appealResolvedMessage,
  parseMark,
  roundMark,
  type AppealRow,
  type AppealState,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { rightsOver } from '../assessment-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { setStandingMarks } from '../marking/standing-mark';
import { appealRefusal } from './appeal-refusals';
import { markOrNull } from './appeal-views';
import { listAppeals } from './appeal-queue';
import { firstGradersFor, firstGradersOf } from './first-graders';

/**
 * admin/resolveappeal.php: a grader of the assessment who did not mark the
 * answer first re-marks it, with the reason the applicant reads. A new mark
 * goes through the standing mark (answers, percent, status, audit), so the
 * released result, the letter, the applicants table and the merit list
 * follow; the same mark leaves the result as it was. One resolution per
 * appeal (the row is locked and must still be open).
 */
export async function resolveAppeal(
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  request: { appealId: number; score: number | string; reason: string },
): Promise<{ data: AppealRow; msg: string }> {
  const state = await db.transaction().execute(async (transaction) => {
    const appeal = await transaction
      .selectFrom('appeals as p')
      .innerJoin('attempts as t', 't.id', 'p.attempt_id')
      .innerJoin('assessments as s', 's.id', 't.assessment_id')
      .select(['p.id', 'p.attempt_id', 'p.question_id', 'p.state', 't.graded_by', 's.id as assessment_id', 's.created_by'])
      .where('p.id', '=', request.appealId)
      .forUpdate('p')
      .executeTakeFirst();
    const notFound = appealRefusal(404, APPEAL_NOT_FOUND, APPEAL_REFUSAL_CODES.notFound);
    if (!appeal) throw notFound;
    if (!(await rightsOver(transaction, caller, { id: appeal.assessment_id, created_by: appeal.created_by })).grade) throw notFound;
    if (appeal.state !== 'open') throw appealRefusal(409, APPEAL_ALREADY_RESOLVED, APPEAL_REFUSAL_CODES.alreadyResolved);
    const graders = await firstGradersOf(transaction, [
      { attemptId: appeal.attempt_id, questionId: appeal.question_id, gradedBy: appeal.graded_by },
    ]);
    if (firstGradersFor(graders, appeal.attempt_id, appeal.question_id).includes(caller.user.id)) {
      throw appealRefusal(403, APPEAL_FIRST_GRADER, APPEAL_REFUSAL_CODES.firstGrader);
    }
    const reason = request.reason.trim();
    if (reason === '') throw appealRefusal(400, APPEAL_OUTCOME_REASON_REQUIRED, APPEAL_REFUSAL_CODES.reasonRequired);

    const current = await transaction
      .selectFrom('answers')
      .select('score')
      .where('attempt_id', '=', appeal.attempt_id)
      .where('question_id', '=', appeal.question_id)
      .executeTakeFirst();
    const sent = typeof request.score === 'number' ? request.score : (parseMark(request.score) ?? Number.NaN);
    const from = markOrNull(current?.score ?? null) ?? 0;
    const kept = Number.isFinite(sent) && roundMark(sent) === from;
    // A new mark goes through the standing mark, which checks the range (0..the question's mark) with the grading sentence.
    if (!kept) {
      await setStandingMarks(transaction, {
        attemptId: appeal.attempt_id,
        actorUserId: caller.user.id,
        marks: [{ questionId: appeal.question_id, score: sent }],
        action: 'appeal.remark',
        details: { appealId: appeal.id },
      });
    }
    const to = roundMark(sent);
    const state: AppealState = kept ? 'unchanged' : 'changed';
    await transaction
      .updateTable('appeals')
      .set({ state, new_score: to, outcome_reason: reason, remarked_by: caller.user.id, resolved_at: clock.now() })
      .where('id', '=', appeal.id)
      .where('state', '=', 'open')
      .execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'appeal.resolve',
      subjectType: 'attempt',
      subjectId: appeal.attempt_id,
      details: { appealId: appeal.id, questionId: appeal.question_id, state, mark: { from, to }, reason },
    });
    return state;
  });
  const [row] = await listAppeals(db, caller, { appealId: request.appealId, state: 'all' });
  return { data: row, msg: appealResolvedMessage(state) };
}
