import type { ExamRoomCallName, RequestOf } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { insertExam, openFor, registerFor } from './exam-fixtures';
import { insertApplicant } from './exam-room-people';
import type { TestApp } from './test-app';

/**
 * A valid payload for each control-room call, for the access walk: a timed
 * assessment with a running attempt to extend, a submitted one to reopen
 * and another running one to submit now.
 */
export async function examRoomSamples(t: TestApp): Promise<{ [Name in ExamRoomCallName]: RequestOf<Name> }> {
  const db = t.database.db;
  const examId = await insertExam(db, [mcq()], { name: 'Access walk: control room', istimed: 1, duration: 30 });
  const [toExtend, toReopen, toSubmit] = await Promise.all(
    ['Access Extend', 'Access Reopen', 'Access Submit'].map(async (name) => (await insertApplicant(db, name)).ssn),
  );
  const attemptIdOf = async (hash: string) =>
    await db.selectFrom('attempts').select(['id', 'applicant_id']).where('hash', '=', hash).executeTakeFirstOrThrow();
  const extend = await registerFor(t, examId, toExtend);
  await openFor(t, extend);
  const reopen = await registerFor(t, examId, toReopen);
  await openFor(t, reopen);
  await t.call('submitExam', { id: reopen });
  const submit = await registerFor(t, examId, toSubmit);
  await openFor(t, submit);
  const extended = await attemptIdOf(extend);
  return {
    examRoom: { id: examId },
    extendAttempt: { attemptId: extended.id, minutes: 5, reason: 'Fire drill interrupted the room' },
    reopenAttempt: { attemptId: (await attemptIdOf(reopen)).id, minutes: 10, reason: 'Submitted by mistake' },
    addTrial: { applicantId: extended.applicant_id, examId, reason: 'Power cut in lab 2' },
    submitAttempt: { attemptId: (await attemptIdOf(submit)).id, reason: 'Left the room ill' },
  };
}
