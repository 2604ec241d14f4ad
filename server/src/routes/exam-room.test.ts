import {
  ATTEMPT_MOVED,
  ASSESSMENT_NOT_FOUND_BRIEF,
  ROOM_MINUTES_INVALID,
  ROOM_NOT_RUNNING_EXTEND,
  ROOM_NOT_TIMED,
  ROOM_REASON_REQUIRED,
  ROOM_SUBMITTED,
  SUBMITTED_BEFORE,
  NO_TRIALS_LEFT_CODE,
  noTrialsLeftMessage,
  roomExtendedMessage,
  roomTrialAddedMessage,
  emptyDrawFilters,
  newDrawSlot,
  type AssessmentItem,
  type ExamRoom,
  type Question,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { ATTEMPT_NOT_FOUND_FOR_STAFF } from '../services/attempt-moves';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

const OTHER_BROWSER = 'cd'.repeat(32);
const Q1 = mcq({ id: 'roomq00001' });
const Q2 = mcq({ id: 'roomq00002' });
const RIGHT = { type: 'MCQ' as const, selected: ['optA', 'optC'] };
const WRONG = { type: 'MCQ' as const, selected: ['optB'] };

describe.each(testDatabases())('the exam-day control room on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const room = async (examId: number, token = admin) => {
    const response = await t.call('examRoom', { id: examId }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ExamRoom }>().data;
  };
  const attemptOf = (hash: string) =>
    db()
      .selectFrom('attempts')
      .select(['id', 'applicant_id', 'deadline', 'submitted_at', 'submitted_by', 'percent', 'status', 'browser_sign'])
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
  const auditOf = (action: string, subjectId: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', action)
      .where('subject_id', '=', String(subjectId))
      .execute();

  /** A timed assessment (or not) and `names.length` applicants registered and started on it. */
  async function running(names: string[], columns: Parameters<typeof insertExam>[2] = { istimed: 1, duration: 20 }) {
    const examId = await insertExam(db(), [Q1, Q2], columns);
    const people = [];
    for (const name of names) {
      const person = await insertApplicant(db(), name);
      const hash = await registerFor(t, examId, person.ssn);
      await openFor(t, hash);
      people.push({ ...person, hash, attemptId: (await attemptOf(hash)).id });
    }
    return { examId, people };
  }

  test('the room shows each attempt in its state on the server clock, counted, with the ID masked', async () => {
    const examId = await insertExam(db(), [Q1, Q2], { istimed: 1, duration: 30 });
    const registered = await insertApplicant(db(), 'Amal Registered');
    await registerFor(t, examId, registered.ssn);
    const here = [];
    for (const name of ['Basel Quiet', 'Camila Gone', 'Dina Busy', 'Eman Done']) {
      const person = await insertApplicant(db(), name);
      const hash = await registerFor(t, examId, person.ssn);
      await openFor(t, hash);
      here.push({ ...person, hash });
    }
    const [quiet, gone, busy, done] = here;
    clock.advanceSeconds(6 * 60);
    expect((await t.call('saveAnswer', { hash: busy.hash, questionId: Q1.id, answer: RIGHT, seq: 1 })).statusCode).toBe(200);
    expect((await t.call('saveAnswer', { hash: done.hash, questionId: Q1.id, answer: RIGHT, seq: 1 })).statusCode).toBe(200);
    expect((await t.call('submitExam', { id: done.hash })).statusCode).toBe(200);
    clock.advanceSeconds(60);
    expect((await t.call('saveAnswer', { hash: quiet.hash, questionId: Q2.id, answer: WRONG, seq: 1 })).statusCode).toBe(200);
    clock.advanceSeconds(150);

    const seen = await room(examId);
    const byName = new Map(seen.attempts.map((attempt) => [attempt.name, attempt]));
    expect(byName.get('Amal Registered')).toMatchObject({
      state: 'registered',
      answered: 0,
      total: 2,
      lastSaveSecondsAgo: null,
      secondsLeft: null,
    });
    expect(byName.get('Basel Quiet')).toMatchObject({ state: 'idle', answered: 1, lastSaveSecondsAgo: 150 });
    expect(byName.get('Camila Gone')).toMatchObject({ state: 'offline', answered: 0, lastSaveSecondsAgo: 9 * 60 + 30 });
    expect(byName.get('Dina Busy')).toMatchObject({
      state: 'idle',
      answered: 1,
      lastSaveSecondsAgo: 210,
      secondsLeft: 30 * 60 - (9 * 60 + 30),
    });
    expect(byName.get('Eman Done')).toMatchObject({ state: 'submitted', submittedBy: 'applicant', secondsLeft: null });
    expect(byName.get('Basel Quiet')?.ssn).toMatch(/^\d{7}••••••\d$/);
    expect(seen.counts).toEqual({ registered: 5, started: 4, answering: 0, idle: 2, offline: 1, submitted: 1, autoSubmitted: 0 });
    expect(seen.exam).toMatchObject({ id: examId, istimed: 1, duration: 30, requireAccessCodes: false });

    // An answer now makes the quiet one answering again.
    expect((await t.call('saveAnswer', { hash: gone.hash, questionId: Q1.id, answer: RIGHT, seq: 1 })).statusCode).toBe(200);
    expect((await room(examId)).attempts.find((attempt) => attempt.name === 'Camila Gone')).toMatchObject({
      state: 'answering',
      lastSaveSecondsAgo: 0,
    });
    // Past the deadline plus grace, unsubmitted: auto-submitted (the server submits it with what it holds).
    clock.advanceSeconds(30 * 60);
    expect((await room(examId)).counts).toMatchObject({ registered: 5, started: 4, autoSubmitted: 3, submitted: 1 });
  });

  test("answered / total counts the attempt's own questions: a draw of two from the bank is two", async () => {
    for (const id of ['roomdraw01', 'roomdraw02', 'roomdraw03']) {
      const saved = await t.call(
        'saveBankQuestion',
        { question: mcq({ id }), subject: 'Mathematics', grade: 'Grade 10', tags: ['room'] },
        { token: admin },
      );
      expect(saved.statusCode).toBe(200);
    }
    const items: AssessmentItem[] = [Q1, newDrawSlot(2, { ...emptyDrawFilters(), tags: ['room'] })];
    const examId = await insertExam(db(), [], { questions: JSON.stringify(items) });
    const waiting = await insertApplicant(db(), 'Nour Waiting');
    await registerFor(t, examId, waiting.ssn);
    const busy = await insertApplicant(db(), 'Omar Busy');
    const hash = await registerFor(t, examId, busy.ssn);
    await openFor(t, hash);
    const snapshot = await db().selectFrom('attempts').select('questions').where('hash', '=', hash).executeTakeFirstOrThrow();
    const drawn = (typeof snapshot.questions === 'string' ? JSON.parse(snapshot.questions) : snapshot.questions) as Question[];
    for (const [index, question] of drawn.entries()) {
      const answer = { type: 'MCQ' as const, selected: question.type === 'MCQ' ? [question.options[0].id] : [] };
      const saved = await t.call('saveAnswer', { hash, questionId: question.id, answer, seq: index + 1 });
      expect(saved.statusCode === 200 ? 'saved' : saved.body).toBe('saved');
    }

    const byName = new Map((await room(examId)).attempts.map((attempt) => [attempt.name, attempt]));
    expect(byName.get('Nour Waiting')).toMatchObject({ answered: 0, total: 3 });
    expect(byName.get('Omar Busy')).toMatchObject({ answered: 3, total: 3 });
  });

  test('only staff who may see the assessment: a teacher of another, or a grader not reviewing it, get 404; bad ids a clear 400', async () => {
    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 20 });
    const examOnly = await signInWithFlags(t, admin, 'room-exam-only', ['exam']);
    const ansOnly = await signInWithFlags(t, admin, 'room-ans-only', ['ans']);
    for (const token of [examOnly, ansOnly]) {
      const response = await t.call('examRoom', { id: examId }, { token });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { msg: ASSESSMENT_NOT_FOUND_BRIEF } });
    }
    const me = await db().selectFrom('users').select('id').where('username', '=', 'room-ans-only').executeTakeFirstOrThrow();
    await db().insertInto('assessment_reviewers').values({ assessment_id: examId, user_id: me.id }).execute();
    expect((await room(examId, ansOnly)).exam.id).toBe(examId);
    await db()
      .updateTable('assessments')
      .set({
        created_by: (await db().selectFrom('users').select('id').where('username', '=', 'room-exam-only').executeTakeFirstOrThrow()).id,
      })
      .where('id', '=', examId)
      .execute();
    expect((await room(examId, examOnly)).exam.id).toBe(examId);
    expect((await t.call('examRoom', { id: 999_999 }, { token: admin })).statusCode).toBe(404);
    const bad = await t.call('examRoom', { id: 'abc' } as never, { token: admin });
    expect(bad.statusCode).toBe(400);
  });

  test('extend: the server deadline moves, the applicant sees it at the next save, the reason is audited', async () => {
    const { people } = await running(['Farid Extend']);
    const [farid] = people;
    const before = await attemptOf(farid.hash);
    const noReason = await t.call('extendAttempt', { attemptId: farid.attemptId, minutes: 3, reason: ' ' }, { token: admin });
    expect({ status: noReason.statusCode, body: noReason.json() }).toEqual({ status: 400, body: { msg: ROOM_REASON_REQUIRED } });
    const tooMany = await t.call('extendAttempt', { attemptId: farid.attemptId, minutes: 0, reason: 'Fire drill' }, { token: admin });
    expect({ status: tooMany.statusCode, body: tooMany.json() }).toEqual({ status: 400, body: { msg: ROOM_MINUTES_INVALID } });
    expect((await attemptOf(farid.hash)).deadline).toEqual(before.deadline);

    const extended = await t.call('extendAttempt', { attemptId: farid.attemptId, minutes: 3, reason: 'Fire drill' }, { token: admin });
    expect({ status: extended.statusCode, body: extended.json() }).toEqual({ status: 200, body: { msg: roomExtendedMessage(3) } });
    const after = await attemptOf(farid.hash);
    expect(new Date(after.deadline!).getTime() - new Date(before.deadline!).getTime()).toBe(3 * 60_000);
    const saved = await t.call('saveAnswer', { hash: farid.hash, questionId: Q1.id, answer: RIGHT, seq: 1 });
    expect(saved.json<{ data: { remainingSeconds: number } }>().data.remainingSeconds).toBe(23 * 60);
    const [entry] = await auditOf('attempt.extend', farid.attemptId);
    expect(entry.details).toMatchObject({ reason: 'Fire drill', minutes: 3 });
    expect(
      (
        await room(
          (await db().selectFrom('attempts').select('assessment_id').where('id', '=', farid.attemptId).executeTakeFirstOrThrow())
            .assessment_id,
        )
      ).attempts[0],
    ).toMatchObject({ extraMinutes: 3, secondsLeft: 23 * 60 });

    // After its time is up (and the grace), it cannot be extended: reopen it instead.
    clock.advanceSeconds(24 * 60);
    const late = await t.call('extendAttempt', { attemptId: farid.attemptId, minutes: 3, reason: 'Too late' }, { token: admin });
    expect({ status: late.statusCode, body: late.json() }).toEqual({ status: 409, body: { msg: ROOM_NOT_RUNNING_EXTEND } });
    const untimed = await running(['Ghada Untimed'], { istimed: 0 });
    const refused = await t.call(
      'extendAttempt',
      { attemptId: untimed.people[0].attemptId, minutes: 3, reason: 'Fire drill' },
      { token: admin },
    );
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: { msg: ROOM_NOT_TIMED } });
  });

  test('reopen: a submitted attempt runs again with its answers, in any browser, and is scored again at the new submission', async () => {
    const { examId, people } = await running(['Hala Reopen']);
    const [hala] = people;
    await t.call('saveAnswer', { hash: hala.hash, questionId: Q1.id, answer: WRONG, seq: 1 });
    expect((await t.call('submitExam', { id: hala.hash })).statusCode).toBe(200);
    expect(Number((await attemptOf(hala.hash)).percent)).toBe(0);

    const reopened = await t.call(
      'reopenAttempt',
      { attemptId: hala.attemptId, minutes: 10, reason: 'Submitted by mistake' },
      { token: admin },
    );
    expect(reopened.statusCode).toBe(200);
    expect(await attemptOf(hala.hash)).toMatchObject({ submitted_at: null, status: 'inprogress', browser_sign: null, percent: null });
    const exam = await t.call('studentExam', { id: hala.hash }, { sign: OTHER_BROWSER });
    expect(exam.json<{ data: { remainingSeconds: number; answers: unknown[] } }>().data).toMatchObject({
      remainingSeconds: 600,
      answers: [{ questionId: Q1.id, answer: WRONG }],
    });
    expect((await room(examId)).attempts[0].state).toBe('answering');
    await t.call('saveAnswer', { hash: hala.hash, questionId: Q1.id, answer: RIGHT, seq: 2 }, { sign: OTHER_BROWSER });
    await t.call('saveAnswer', { hash: hala.hash, questionId: Q2.id, answer: RIGHT, seq: 1 }, { sign: OTHER_BROWSER });
    expect((await t.call('submitExam', { id: hala.hash }, { sign: OTHER_BROWSER })).statusCode).toBe(200);
    expect(Number((await attemptOf(hala.hash)).percent)).toBe(100);
    expect((await auditOf('attempt.reopen', hala.attemptId))[0].details).toMatchObject({ reason: 'Submitted by mistake', minutes: 10 });

    const running2 = await running(['Ihab Running']);
    const notSubmitted = await t.call(
      'reopenAttempt',
      { attemptId: running2.people[0].attemptId, minutes: 10, reason: 'Why not' },
      { token: admin },
    );
    expect(notSubmitted.statusCode).toBe(409);
  });

  test('one more trial: refused registration works after it, and the count is audited', async () => {
    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 20, nooftrials: 1 });
    const person = await insertApplicant(db(), 'Jamal Trial');
    const hash = await registerFor(t, examId, person.ssn);
    await openFor(t, hash);
    await t.call('submitExam', { id: hash });
    const refused = await t.call('registerForExam', { exam_id: examId, ssn: person.ssn });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { msg: noTrialsLeftMessage(1), code: NO_TRIALS_LEFT_CODE },
    });

    const added = await t.call('addTrial', { applicantId: person.id, examId, reason: 'Power cut in lab 2' }, { token: admin });
    expect({ status: added.statusCode, body: added.json() }).toEqual({ status: 200, body: { msg: roomTrialAddedMessage(2) } });
    const second = await registerFor(t, examId, person.ssn);
    expect(second).not.toBe(hash);
    expect((await openFor(t, second)).trial).toBe(2);
    const entries = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'attempt.add_trial')
      .where('subject_id', '=', String(person.id))
      .execute();
    expect(entries[0].details).toMatchObject({ reason: 'Power cut in lab 2', assessment_id: examId, allowed: 2 });
    const unknown = await t.call('addTrial', { applicantId: 999_999, examId, reason: 'Nobody' }, { token: admin });
    expect(unknown.statusCode).toBe(404);
  });

  test('move and re-registration from a new browser are counted in the room', async () => {
    const { examId, people } = await running(['Karim Moves']);
    const [karim] = people;
    const moved = await t.call('moveAttempt', { attemptId: karim.attemptId, reason: 'Computer crashed' }, { token: admin });
    expect({ status: moved.statusCode, body: moved.json() }).toEqual({ status: 200, body: { msg: ATTEMPT_MOVED } });
    expect((await room(examId)).attempts[0].browserMoves).toBe(1);
    await t.call('registerForExam', { exam_id: examId, ssn: karim.ssn }, { sign: OTHER_BROWSER });
    await t.call('registerForExam', { exam_id: examId, ssn: karim.ssn }, { sign: 'ef'.repeat(32) });
    expect((await room(examId)).attempts[0].browserMoves).toBe(2);
  });

  test('submit now: submitted by staff with what the server holds; the applicant is told it was submitted', async () => {
    const { examId, people } = await running(['Lina Submit']);
    const [lina] = people;
    await t.call('saveAnswer', { hash: lina.hash, questionId: Q1.id, answer: RIGHT, seq: 1 });
    const submitted = await t.call('submitAttempt', { attemptId: lina.attemptId, reason: 'Left the room ill' }, { token: admin });
    expect({ status: submitted.statusCode, body: submitted.json() }).toEqual({ status: 200, body: { msg: ROOM_SUBMITTED } });
    expect(await attemptOf(lina.hash)).toMatchObject({ submitted_by: 'staff', status: 'graded' });
    expect(Number((await attemptOf(lina.hash)).percent)).toBe(50);
    const save = await t.call('saveAnswer', { hash: lina.hash, questionId: Q2.id, answer: RIGHT, seq: 1 });
    expect({ status: save.statusCode, body: save.json() }).toEqual({
      status: 409,
      body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore },
    });
    expect((await room(examId)).attempts[0]).toMatchObject({ state: 'submitted', submittedBy: 'staff' });
    expect((await auditOf('attempt.submit', lina.attemptId))[0].details).toMatchObject({ reason: 'Left the room ill' });
    expect((await t.call('submitAttempt', { attemptId: lina.attemptId, reason: 'Again' }, { token: admin })).statusCode).toBe(409);
  });

  test('actions on an attempt of an assessment the caller may not see: 404, nothing changed, nothing audited', async () => {
    const { people } = await running(['Maha Hidden']);
    const [maha] = people;
    const outsider = await signInWithFlags(t, admin, 'room-outsider', ['exam', 'ans']);
    const before = await attemptOf(maha.hash);
    for (const [name, data] of [
      ['extendAttempt', { attemptId: maha.attemptId, minutes: 5, reason: 'Sneaky' }],
      ['reopenAttempt', { attemptId: maha.attemptId, minutes: 5, reason: 'Sneaky' }],
      ['submitAttempt', { attemptId: maha.attemptId, reason: 'Sneaky' }],
    ] as const) {
      const response = await t.call(name, data as never, { token: outsider });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { msg: ATTEMPT_NOT_FOUND_FOR_STAFF } });
    }
    expect(await attemptOf(maha.hash)).toEqual(before);
    expect(await auditOf('attempt.extend', maha.attemptId)).toEqual([]);
  });

  test("with access codes required, the room shows each applicant's code to staff who may see codes, and to no one else", async () => {
    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 20, require_access_codes: true });
    const person = await insertApplicant(db(), 'Omar Coded');
    const { access_code: code } = await db()
      .selectFrom('applicants')
      .select('access_code')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    const registered = await t.call('registerForExam', { exam_id: examId, ssn: person.ssn, access_code: code });
    expect(registered.statusCode).toBe(200);
    expect((await room(examId)).attempts[0].accessCode).toBe(code);
    const proctor = await signInWithFlags(t, admin, 'room-proctor', ['exam']);
    const me = await db().selectFrom('users').select('id').where('username', '=', 'room-proctor').executeTakeFirstOrThrow();
    await db().updateTable('assessments').set({ created_by: me.id }).where('id', '=', examId).execute();
    expect((await room(examId, proctor)).attempts[0]).not.toHaveProperty('accessCode');
    // Registration for every assessment then asks for codes, so every room shows them.
    const plainId = await insertExam(db(), [Q1], { istimed: 1, duration: 20 });
    const rami = await insertApplicant(db(), 'Rami Plain');
    const { access_code: ramiCode } = await db()
      .selectFrom('applicants')
      .select('access_code')
      .where('id', '=', rami.id)
      .executeTakeFirstOrThrow();
    expect((await t.call('registerForExam', { exam_id: plainId, ssn: rami.ssn, access_code: ramiCode })).statusCode).toBe(200);
    expect((await room(plainId)).attempts[0].accessCode).toBe(ramiCode);
    // With codes off everywhere (as for the rest of this suite), the ID alone registers and no room shows codes.
    await db().updateTable('assessments').set({ require_access_codes: false }).where('id', '=', examId).execute();
    const plain = await running(['Pia Plain']);
    expect((await room(plain.examId)).attempts[0]).not.toHaveProperty('accessCode');
    expect((await room(plainId)).attempts[0]).not.toHaveProperty('accessCode');
  });

  test('accommodation: an applicant with 50 % extra time starts a 20-minute exam with 30 minutes, shown in the room', async () => {
    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 20 });
    const person = await insertApplicant(db(), 'Nour Extra', 50);
    const hash = await registerFor(t, examId, person.ssn);
    expect((await openFor(t, hash)).remainingSeconds).toBe(30 * 60);
    expect((await room(examId)).attempts[0]).toMatchObject({ extraTimePercent: 50, secondsLeft: 30 * 60 });
  });
});
