import type { RequestOf } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { insertExam, registerFor } from './exam-fixtures';
import { insertApplicant } from './exam-room-people';
import type { TestApp } from './test-app';

/** What the proctor's gate suites read and call. */
export function proctorFixtures(app: () => TestApp, admin: () => string) {
  const db = () => app().database.db;
  let ip = 0;
  return {
    db,
    /** The exam fetch from one browser (its request fingerprint), each from its own address. */
    fetchFrom: (hash: string, sign: string) =>
      app().call('studentExam', { id: hash }, { sign, ip: `10.8.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` }),
    /** Register from one browser: the attempt is bound to it, as the apply page does. */
    registerFrom: async (examId: number, ssn: string, sign: string) => {
      const response = await app().call(
        'registerForExam',
        { exam_id: examId, ssn },
        { sign, ip: `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` },
      );
      if (response.statusCode !== 200) throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
      return response.json<{ data: string }>().data;
    },
    attemptOf: (hash: string) =>
      db()
        .selectFrom('attempts')
        .select(['id', 'assessment_id', 'started_at', 'deadline', 'browser_sign', 'browser_moves'])
        .where('hash', '=', hash)
        .executeTakeFirstOrThrow(),
    requestsOf: (attemptId: number) =>
      db()
        .selectFrom('attempt_proctor_decisions')
        .select(['kind', 'sign', 'state', 'via', 'reason', 'decided_by'])
        .where('attempt_id', '=', attemptId)
        .where('via', 'is distinct from', 'unproctored')
        .orderBy('id')
        .execute(),
    auditOf: (action: string, subjectId: number) =>
      db()
        .selectFrom('audit_log')
        .select(['actor_user_id', 'details'])
        .where('action', '=', action)
        .where('subject_id', '=', String(subjectId))
        .orderBy('id')
        .execute(),
    decide: (attemptId: number, approve: boolean, reason: string) =>
      app().call('approveAttempt', { attemptId, approve, reason }, { token: admin() }),
  };
}

/**
 * The access suite's samples for the proctor's calls: an assessment whose
 * start needs a proctor, with attempts waiting (registered and opened with
 * the suite's default fingerprint), one pool for the room's decisions and
 * one for the PIN, so each successful call takes a fresh one; the PIN is
 * read and rotated on another assessment, so today's PIN here holds.
 */
export async function proctorSamples(t: TestApp, adminToken: string, otherAssessmentId: number) {
  const db = t.database.db;
  const examId = await insertExam(db, [mcq({ id: 'accessprc1' })]);
  await t.call('setProctoring', { id: examId, startNeedsProctor: true, resumeNeedsProctor: false }, { token: adminToken });
  const waitingPool = async (name: string, count: number) => {
    const pool: { id: number; hash: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const person = await insertApplicant(db, `${name} ${index}`);
      const hash = await registerFor(t, examId, person.ssn, `10.4.${pool.length}.${index + 1}`);
      await t.call('studentExam', { id: hash });
      const { id } = await db.selectFrom('attempts').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
      pool.push({ id, hash });
    }
    let next = 0;
    return () => pool[next++ % pool.length];
  };
  const forRoom = await waitingPool('Waiting For Room', 2);
  const forPin = await waitingPool('Waiting For Pin', 2);
  const { pin } = (await t.call('getProctorPin', { id: examId }, { token: adminToken })).json<{ data: { pin: string } }>().data;
  return {
    plain: {
      getProctoring: { id: otherAssessmentId },
      setProctoring: { id: otherAssessmentId, startNeedsProctor: false, resumeNeedsProctor: false },
      getProctorPin: { id: otherAssessmentId },
      rotateProctorPin: { id: otherAssessmentId },
    } satisfies { [Name in 'getProctoring' | 'setProctoring' | 'getProctorPin' | 'rotateProctorPin']: RequestOf<Name> },
    /** Set as getters on the suite's samples: each read is another waiting attempt. */
    withFresh<Samples extends { approveAttempt: RequestOf<'approveAttempt'>; enterProctorPin: RequestOf<'enterProctorPin'> }>(
      samples: Samples,
    ) {
      Object.defineProperty(samples, 'approveAttempt', {
        get: () => ({ attemptId: forRoom().id, approve: true, reason: '' }),
        enumerable: true,
      });
      Object.defineProperty(samples, 'enterProctorPin', { get: () => ({ id: forPin().hash, pin }), enumerable: true });
      return samples;
    },
  };
}
