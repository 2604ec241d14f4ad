import {
  ANSWER_TYPE_MISMATCH,
  ATTEMPT_HASH_INVALID,
  ATTEMPT_NOT_FOUND,
  EXAM_CLOSED,
  EXAM_GRACE_SECONDS,
  EXAM_NOT_FOUND,
  EXAM_NOT_PUBLISHED,
  EXAM_NOT_STARTED_YET,
  INVALID_LINK,
  MEDIA_NOT_FROM_THIS_EXAM,
  QUESTION_NOT_IN_EXAM,
  QUESTION_TYPES,
  RESULTS_NOT_READY,
  RESULTS_NOT_RELEASED,
  RESULTS_NOT_SUBMITTED,
  SUBMITTED_BEFORE,
  SUBMITTED_SUCCESSFULLY,
  TIME_IS_UP,
  UNKNOWN_OPTION,
  UNKNOWN_SSN,
  UPLOAD_BEFORE_START,
  WORD_COUNT_EXCEEDED,
  examNotStartedMessage,
  noTrialsLeftMessage,
  contract,
  newQuestionId,
  rawCalls,
  richTextFromPlain,
  seededShuffle,
  scoreAttempt,
  toExamViews,
  type ExamQuestion,
  type Question,
  type QuestionAnswer,
  type RequestOf,
  type StudentExam,
} from '@mizan/shared';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { essay, everyType, label, match, mcq, order, riasec, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { AttemptMemory } from '../services/attempts/attempt-memory';
import { findAttempt } from '../services/attempts/attempt-queries';
import { ensureStarted } from '../services/attempts/attempt-start';
import { finalise } from '../services/attempts/finalise';
import { startAttemptSweep, sweepExpiredAttempts } from '../services/attempts/sweep';
import { freshSsn } from '../test-support/applicant-fixtures';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

/** A 1×1 PNG: the smallest picture the media call accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Keys that are (or hold) answer keys, author notes or marks: none may reach an applicant. */
const SECRET_KEYS = [
  'isTrue',
  'correctAnswerChosen',
  'correctOptions',
  'correctPossibleAnswers',
  'authorNote',
  'cat',
  'difficult',
  'cognitive',
  'score',
  'feedback',
  'selected',
  'matchedPossibleAnswers',
  'placedOptions',
  'stdanswer',
  'mediaBlobUrl',
  'qstImageAfterDrawing',
  'files',
];
/** Texts only the answer keys and author notes of the fixtures hold. */
const SECRET_TEXTS = ['NOTE-A', 'SPOT-CAPTION', 'NOTE-HIGHLIGHT', 'one hundred'];

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      keysOf(child, found);
    }
  }
  return found;
}

/** Blanks hold an `answers` list in questions; in exam views a blank is only its id. */
function blankAnswerLists(questions: readonly ExamQuestion[]): unknown[] {
  return questions.flatMap((question) => (question.type === 'FillTheBlank' ? question.blanks.map((blank) => (blank as Record<string, unknown>).answers) : []));
}

describe.each(testDatabases())('the attempt engine on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');
  let ipCounter = 0;
  /** Each test registers from its own address, so the unknown-ID limit of one never touches another. */
  const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;

  /** A new applicant straight into the database; answers the SSN. */
  async function newApplicant(name = 'Laila Hassan Fathy'): Promise<{ id: number; ssn: string; name: string }> {
    const ssn = freshSsn('female');
    const row = await db()
      .insertInto('applicants')
      .values({ name, ssn, gender: 'female', email: 'laila@families.example', mobile: '01012345678', prep_mark: 90, math: 91, english: 92, std_code: 'STD-X' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, ssn, name };
  }

  async function registered(examId: number, options: { name?: string } = {}) {
    const applicant = await newApplicant(options.name);
    const hash = await registerFor(t, examId, applicant.ssn, nextIp());
    return { ...applicant, hash };
  }

  async function started(examId: number) {
    const attempt = await registered(examId);
    const exam = await openFor(t, attempt.hash);
    return { ...attempt, exam };
  }

  const register = (data: RequestOf<'registerForExam'>, ip = nextIp()) => t.call('registerForExam', data, { ip });
  const save = (hash: string, questionId: string, answer: QuestionAnswer | null, seq: number) => t.call('saveAnswer', { hash, questionId, answer, seq });
  const submit = (data: RequestOf<'submitExam'>) => t.call('submitExam', data);
  const fetchExam = (hash: string) => t.call('studentExam', { id: hash });
  const result = (hash: string) => t.call('examResult', { id: hash });
  const failure = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

  async function attemptRow(hash: string) {
    return db().selectFrom('attempts').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow();
  }

  async function answerRows(hash: string) {
    const attempt = await attemptRow(hash);
    return db().selectFrom('answers').selectAll().where('attempt_id', '=', attempt.id).orderBy('question_id').execute();
  }

  function uploadAs(hash: string | null, token?: string) {
    return t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: {
        'content-type': 'image/png',
        'x-file-name': 'drawing.png',
        'x-sign': SIGN,
        ...(hash ? { 'x-attempt-hash': hash } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: PNG,
    });
  }

  async function uploaded(hash: string | null, token?: string): Promise<string> {
    const response = await uploadAs(hash, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { url: string } }>().data.url;
  }

  describe('registration (emp/reg.php)', () => {
    test("answers the applicant's name as msg and a fresh 192-bit hash as data; the attempt waits unstarted", async () => {
      const examId = await insertExam(db());
      const applicant = await newApplicant('Mariam Adel Nour');
      const response = await register({ exam_id: examId, ssn: applicant.ssn });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ msg: string; data: string }>();
      expect(body.msg).toBe('Mariam Adel Nour');
      expect(body.data).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const row = await attemptRow(body.data);
      expect(row).toMatchObject({ applicant_id: applicant.id, assessment_id: examId, trial: 1, started_at: null, submitted_at: null, status: 'inprogress', questions: null });
    });

    test('registering again, before or after starting, answers the same attempt (no trial is used)', async () => {
      const examId = await insertExam(db(), [mcq()], { nooftrials: 1 });
      const { ssn, hash } = await registered(examId);
      expect(await registerFor(t, examId, ssn, nextIp())).toBe(hash);
      await openFor(t, hash);
      expect(await registerFor(t, examId, ssn, nextIp())).toBe(hash);
      const rows = await db().selectFrom('attempts').select('id').where('assessment_id', '=', examId).execute();
      expect(rows).toHaveLength(1);
    });

    test('hashes differ between attempts', async () => {
      const examId = await insertExam(db());
      const hashes = new Set<string>();
      for (let i = 0; i < 5; i += 1) hashes.add((await registered(examId)).hash);
      expect(hashes.size).toBe(5);
    });

    test("an unknown ID answers 401 'Wrong Username Or Password' (SPEC §8)", async () => {
      const examId = await insertExam(db());
      const response = await register({ exam_id: examId, ssn: freshSsn() });
      expect(failure(response)).toEqual({ status: 401, body: { msg: UNKNOWN_SSN } });
      expect(UNKNOWN_SSN).toBe('Wrong Username Or Password');
    });

    test.each([
      ['', 'Required'],
      ['   ', 'Required'],
      ['123', 'Must be 14 characters'],
      ['123456789012345', 'Must be 14 characters'],
    ])('the ID %j answers 400 %j (SPEC §5)', async (ssn, message) => {
      const examId = await insertExam(db());
      expect(failure(await register({ exam_id: examId, ssn }))).toEqual({ status: 400, body: { msg: message } });
    });

    test('an ID typed in Arabic-Indic digits is read as the same ID', async () => {
      const examId = await insertExam(db());
      const applicant = await newApplicant();
      const arabic = applicant.ssn.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
      const response = await register({ exam_id: examId, ssn: arabic });
      expect(response.statusCode).toBe(200);
    });

    test("a missing or malformed exam id answers 400 'Not avalid Link!!'; an unknown one 404", async () => {
      const { ssn } = await newApplicant();
      expect(failure(await register({ exam_id: 0, ssn }))).toEqual({ status: 400, body: { msg: INVALID_LINK } });
      expect(failure(await register({ exam_id: 'abc' as unknown as number, ssn }))).toEqual({ status: 400, body: { msg: INVALID_LINK } });
      expect(failure(await register({ exam_id: 987654, ssn }))).toEqual({ status: 404, body: { msg: EXAM_NOT_FOUND } });
    });

    test('an unpublished or closed-for-registration assessment answers 403, whatever the ID (nothing told about IDs)', async () => {
      const unpublished = await insertExam(db(), [mcq()], { published: false });
      const closed = await insertExam(db(), [mcq()], { open: false });
      const { ssn } = await newApplicant();
      for (const examId of [unpublished, closed]) {
        expect(failure(await register({ exam_id: examId, ssn }))).toEqual({ status: 403, body: { msg: EXAM_NOT_PUBLISHED } });
        expect(failure(await register({ exam_id: examId, ssn: freshSsn() }))).toEqual({ status: 403, body: { msg: EXAM_NOT_PUBLISHED } });
      }
    });

    test("the apply page's heading (emp/getapplyexam.php): title and language of an open assessment only, else reg.php's refusal", async () => {
      const open = await insertExam(db(), [mcq()], { name: 'اختبار القبول', lang: 'Ar' });
      const unpublished = await insertExam(db(), [mcq()], { name: 'Not yet', published: false });
      const response = await t.call('applyExam', { exam_id: open });
      expect(response.json()).toEqual({ data: { title: 'اختبار القبول', lang: 'Ar', accessCodeRequired: false } });
      expect(failure(await t.call('applyExam', { exam_id: unpublished }))).toEqual({ status: 403, body: { msg: EXAM_NOT_PUBLISHED } });
      expect(failure(await t.call('applyExam', { exam_id: 987654 }))).toEqual({ status: 404, body: { msg: EXAM_NOT_FOUND } });
      expect(failure(await t.call('applyExam', { exam_id: 0 }))).toEqual({ status: 400, body: { msg: INVALID_LINK } });
    });

    test('before the start date and from the end date on (server clock): 403 with a sentence', async () => {
      const now = clock.now().getTime();
      const startdate = new Date(now + 3_600_000);
      const later = await insertExam(db(), [mcq()], { startdate, enddate: new Date(now + 7_200_000) });
      const ended = await insertExam(db(), [mcq()], { startdate: new Date(now - 7_200_000), enddate: new Date(now + 60_000) });
      const { ssn } = await newApplicant();
      const notYet = failure(await register({ exam_id: later, ssn }));
      expect(notYet).toEqual({ status: 403, body: { msg: examNotStartedMessage(`${startdate.toISOString().slice(0, 16).replace('T', ' ')} UTC`) } });
      expect((await register({ exam_id: ended, ssn })).statusCode).toBe(200);
      clock.advanceSeconds(61);
      expect(failure(await register({ exam_id: ended, ssn }))).toEqual({ status: 403, body: { msg: EXAM_CLOSED } });
    });

    test('no trials left: 409 with the count; with two trials a second attempt (trial 2) after the first is submitted', async () => {
      const single = await insertExam(db(), [mcq()], { nooftrials: 1 });
      const first = await registered(single);
      expect((await submit({ id: first.hash })).statusCode).toBe(200);
      expect(failure(await register({ exam_id: single, ssn: first.ssn }))).toEqual({ status: 409, body: { msg: noTrialsLeftMessage(1) } });

      const twice = await insertExam(db(), [mcq()], { nooftrials: 2 });
      const one = await registered(twice);
      expect((await submit({ id: one.hash })).statusCode).toBe(200);
      const second = await registerFor(t, twice, one.ssn, nextIp());
      expect(second).not.toBe(one.hash);
      expect((await attemptRow(second)).trial).toBe(2);
      expect((await submit({ id: second })).statusCode).toBe(200);
      expect(failure(await register({ exam_id: twice, ssn: one.ssn }))).toEqual({ status: 409, body: { msg: noTrialsLeftMessage(2) } });
    });

    test('trials are counted atomically: concurrent registrations on the last trial make one attempt, and none once it is used', async () => {
      const examId = await insertExam(db(), [mcq()], { nooftrials: 2 });
      const applicant = await newApplicant();
      const firstHash = await registerFor(t, examId, applicant.ssn, nextIp());
      expect((await submit({ id: firstHash })).statusCode).toBe(200);

      const racing = await Promise.all(Array.from({ length: 12 }, () => register({ exam_id: examId, ssn: applicant.ssn })));
      expect(racing.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
      const hashes = new Set(racing.map((response) => response.json<{ data: string }>().data));
      expect(hashes.size).toBe(1);
      const rows = await db().selectFrom('attempts').select(['trial']).where('assessment_id', '=', examId).orderBy('trial').execute();
      expect(rows.map((row) => row.trial)).toEqual([1, 2]);

      // The last trial used: concurrent submit of it and registrations never make a third.
      const [lastHash] = hashes;
      const after = await Promise.all([submit({ id: lastHash }), ...Array.from({ length: 6 }, () => register({ exam_id: examId, ssn: applicant.ssn }))]);
      expect(after[0].statusCode).toBe(200);
      for (const response of after.slice(1)) {
        // A registration that ran before the submit committed answers the open attempt; afterwards, no trials.
        if (response.statusCode === 200) expect(response.json<{ data: string }>().data).toBe(lastHash);
        else expect(failure(response)).toEqual({ status: 409, body: { msg: noTrialsLeftMessage(2) } });
      }
      const count = await db().selectFrom('attempts').select('id').where('assessment_id', '=', examId).execute();
      expect(count).toHaveLength(2);
    });
  });

  describe('start and the exam (admin/getstudentexam.php)', () => {
    test('the first fetch starts the attempt: snapshot, started_at and the deadline from the server clock', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 10 });
      const { hash, name } = await registered(examId);
      const exam = await openFor(t, hash);
      const now = clock.now();
      expect(exam).toMatchObject({
        hash,
        status: 'inprogress',
        trial: 1,
        name,
        startedAt: now.toISOString(),
        deadline: new Date(now.getTime() + 600_000).toISOString(),
        serverTime: now.toISOString(),
        remainingSeconds: 600,
        graceSeconds: EXAM_GRACE_SECONDS,
        answers: [],
        allowResume: false,
        submittedAt: null,
        hasNext: false,
        nextHash: null,
      });
      expect(exam.exam).toMatchObject({ id: examId, title: 'Exam engine test', lang: 'En', istimed: 1, duration: 10 });
      const row = await attemptRow(hash);
      expect(row.questions).toEqual([mcq()]);
    });

    test('remaining seconds follow the server clock, not the client; untimed attempts have none', async () => {
      const timed = await insertExam(db(), [mcq()], { istimed: 1, duration: 2 });
      const { hash } = await started(timed);
      clock.advanceSeconds(45);
      expect((await openFor(t, hash)).remainingSeconds).toBe(75);
      clock.advanceSeconds(74.5);
      expect((await openFor(t, hash)).remainingSeconds).toBe(0);
      const untimed = await insertExam(db(), [mcq()], { istimed: 0, duration: null });
      const plain = await started(untimed);
      expect(plain.exam).toMatchObject({ deadline: null, remainingSeconds: null });
      expect(plain.exam.exam).toMatchObject({ istimed: 0, duration: null });
    });

    test('editing the assessment after the start changes nothing in the attempt; a new attempt gets the new questions', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash, exam: before } = await started(examId);
      const edited = mcq({ id: 'mcqEDITED1', header: richTextFromPlain('Edited question') });
      const response = await t.call(
        'updateAssessment',
        { id: examId, name: 'Edited', lang: 'En', startdate: null, enddate: null, nooftrials: 1, istimed: 0, duration: null, grade: '', type: '', selectedgroups: [], selectedteachers: [], questions: [edited] },
        { token: admin },
      );
      // The builder's call is the assessments area's; when it is not ready yet, change the row directly.
      if (response.statusCode !== 200) await db().updateTable('assessments').set({ questions: JSON.stringify([edited]), name: 'Edited' }).where('id', '=', examId).execute();
      const after = await openFor(t, hash);
      expect(after.exam.questions).toEqual(before.exam.questions);
      expect(after.exam.questions.map((question) => question.id)).toEqual(['mcq0000001']);
      expect((await attemptRow(hash)).questions).toEqual([mcq()]);
      const fresh = await started(examId);
      expect(fresh.exam.exam.questions.map((question) => question.id)).toEqual(['mcqEDITED1']);
    });

    test('concurrent first fetches make one start', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 5 });
      const { hash } = await registered(examId);
      // The clock moves on with every reading, so two starts would leave two different start times.
      clock.tickMs = 7;
      try {
        const fetches = await Promise.all(Array.from({ length: 10 }, () => fetchExam(hash)));
        const bodies = fetches.map((response) => response.json<{ data: StudentExam }>().data);
        expect(new Set(bodies.map((body) => `${body.startedAt}|${body.deadline}`)).size).toBe(1);
        expect(bodies[0].startedAt).toBe(new Date((await attemptRow(hash)).started_at!).toISOString());
      } finally {
        clock.tickMs = 0;
      }
    });

    test('two starts from the same stale read (the race of two first fetches): the second changes nothing', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 5 });
      const { hash } = await registered(examId);
      const first = await findAttempt(db(), hash);
      const second = await findAttempt(db(), hash);
      expect(first?.started_at).toBeNull();
      await ensureStarted(db(), clock, new AttemptMemory(), first!);
      const startedAt = (await attemptRow(hash)).started_at;
      clock.advanceSeconds(30);
      await ensureStarted(db(), clock, new AttemptMemory(), second!);
      expect(await attemptRow(hash)).toMatchObject({ started_at: startedAt, deadline: new Date(new Date(startedAt!).getTime() + 300_000) });
    });

    test('no answer key of any of the 12 types reaches the applicant (deep key scan), and every type is there', async () => {
      const examId = await insertExam(db(), everyType());
      const { hash } = await registered(examId);
      const response = await fetchExam(hash);
      expect(response.statusCode).toBe(200);
      const exam = response.json<{ data: StudentExam }>().data;
      expect(exam.exam.questions.map((question) => question.type).sort()).toEqual([...QUESTION_TYPES].sort());
      const keys = keysOf(exam.exam);
      for (const secret of SECRET_KEYS) expect({ secret, present: keys.has(secret) }).toEqual({ secret, present: false });
      expect(blankAnswerLists(exam.exam.questions).every((answers) => answers === undefined)).toBe(true);
      for (const text of SECRET_TEXTS) expect({ text, present: response.body.includes(text) }).toEqual({ text, present: false });
      // Labels carry no positions (a label's position is where it belongs).
      const label = exam.exam.questions.find((question) => question.type === 'LabelQComponent');
      expect(label && label.type === 'LabelQComponent' && label.labels.every((entry) => !('top' in entry) && !('left' in entry))).toBe(true);
      // The scan would find them in the snapshot (it is a real scan).
      const snapshotKeys = keysOf((await attemptRow(hash)).questions);
      expect(['isTrue', 'correctOptions', 'correctPossibleAnswers', 'authorNote', 'cat'].every((key) => snapshotKeys.has(key))).toBe(true);
    });

    test('the shown order cannot be recomputed from what the browser holds; the same on every fetch and on a second node', async () => {
      // Eight random-id items per list: a chance match of a recomputed order is 1 in 40,320.
      const items = (prefix: string) => Array.from({ length: 8 }, (_, index) => ({ id: newQuestionId(), option: richTextFromPlain(`${prefix} ${index + 1}`) }));
      const orderItems = items('step');
      const matchAnswers = items('answer');
      const spots = Array.from({ length: 8 }, (_, index) => ({ id: newQuestionId(), value: '', top: 10 * index, left: 10 }));
      const questions: Question[] = [
        { ...order(), options: orderItems, correctOptions: orderItems.map((item) => item.id) },
        { ...match(), options: items('prompt'), PossibleAnswers: matchAnswers, correctPossibleAnswers: matchAnswers.map((item) => item.id), shuffleOptions: true },
        { ...label(), labels: spots.map((spot, index) => ({ ...spot, id: newQuestionId(), value: `name ${index}` })), options: spots, correctOptions: spots.map((spot) => spot.id) },
      ];
      const examId = await insertExam(db(), questions);
      const shownOrder = (exam: StudentExam) =>
        exam.exam.questions.map((view) =>
          view.type === 'OrderComponent' ? view.options.map((item) => item.id)
          : view.type === 'MatchQComponent' ? view.PossibleAnswers.map((item) => item.id)
          : view.type === 'LabelQComponent' ? view.options.map((spot) => spot.id)
          : [],
        );
      const otherNode = await t.buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-other-node-')) });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const one = await started(examId);
        const shown = shownOrder(one.exam);
        // Everything the browser has: the hash, the question ids and the shipped shuffle, seeded every way it could be.
        for (const seed of [one.hash, `${one.hash}:`, '', examId.toString()]) {
          expect(shownOrder({ ...one.exam, exam: { ...one.exam.exam, questions: toExamViews(questions, seed) } })).not.toEqual(shown);
          for (const [index, question] of questions.entries()) {
            for (const part of ['order', 'answers', 'spots']) {
              const authored = question.type === 'OrderComponent' ? orderItems : question.type === 'MatchQComponent' ? matchAnswers : spots;
              expect(seededShuffle(authored.map((item) => item.id), `${seed}:${question.id}:${part}`)).not.toEqual(shown[index]);
            }
          }
        }
        expect(shownOrder(await openFor(t, one.hash))).toEqual(shown);
        const elsewhere = await otherNode.inject({ method: 'POST', url: apiUrl(contract.studentExam), payload: { sign: SIGN, data: { id: one.hash } } });
        expect(elsewhere.statusCode).toBe(200);
        expect(shownOrder(elsewhere.json<{ data: StudentExam }>().data)).toEqual(shown);
      }
      // Each attempt its own order.
      const orders = new Set<string>();
      for (let attempt = 0; attempt < 4; attempt += 1) orders.add(JSON.stringify(shownOrder((await started(examId)).exam)));
      expect(orders.size).toBeGreaterThan(1);
    });

    test('an unknown or malformed hash answers a sentence', async () => {
      expect(failure(await fetchExam('C'.repeat(32)))).toEqual({ status: 404, body: { msg: ATTEMPT_NOT_FOUND } });
      expect(failure(await fetchExam('short'))).toEqual({ status: 400, body: { msg: ATTEMPT_HASH_INVALID } });
    });

    test('an attempt registered before the assessment was pulled cannot start; one already started runs on', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const running = await started(examId);
      const waiting = await registered(examId);
      await db().updateTable('assessments').set({ published: false }).where('id', '=', examId).execute();
      expect(failure(await fetchExam(waiting.hash))).toEqual({ status: 403, body: { msg: EXAM_NOT_PUBLISHED } });
      expect((await fetchExam(running.hash)).statusCode).toBe(200);
      expect((await save(running.hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1)).statusCode).toBe(200);
    });
  });

  describe('saving answers (student/saveanswer.php)', () => {
    test('an older or equal seq never overwrites a newer one; the fetch shows the newest', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const saved = await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 5);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ data: object }>().data).toMatchObject({ savedSeq: 5, applied: true, remainingSeconds: null });
      const older = await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optB'] }, 3);
      expect(older.json<{ data: object }>().data).toMatchObject({ savedSeq: 5, applied: false });
      const same = await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optC'] }, 5);
      expect(same.json<{ data: object }>().data).toMatchObject({ savedSeq: 5, applied: false });
      let exam = await openFor(t, hash);
      expect(exam.answers).toEqual([{ questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA'] }, seq: 5, savedAt: expect.any(String) }]);
      const newer = await save(hash, 'mcq0000001', null, 9);
      expect(newer.json<{ data: object }>().data).toMatchObject({ savedSeq: 9, applied: true });
      exam = await openFor(t, hash);
      expect(exam.answers).toEqual([{ questionId: 'mcq0000001', answer: null, seq: 9, savedAt: expect.any(String) }]);
    });

    test('concurrent saves in any order keep the highest seq', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const options = ['optA', 'optB', 'optC', 'optD'];
      const seqs = [7, 2, 19, 11, 4, 20, 1, 15, 9, 13, 3, 18, 6, 17, 10, 5, 16, 8, 14, 12];
      const responses = await Promise.all(seqs.map((seq) => save(hash, 'mcq0000001', { type: 'MCQ', selected: [options[seq % 4]] }, seq)));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const rows = await answerRows(hash);
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].seq)).toBe(20);
      expect(rows[0].answer).toEqual({ type: 'MCQ', selected: [options[20 % 4]] });
    });

    test('answers that do not fit their question answer 400 with a sentence', async () => {
      const examId = await insertExam(db(), [mcq(), essay({ wordlimit: 3, allowOverLimit: false }), trueOrFalse()]);
      const { hash } = await started(examId);
      expect(failure(await save(hash, 'nosuchq001', { type: 'MCQ', selected: [] }, 1))).toEqual({ status: 400, body: { msg: QUESTION_NOT_IN_EXAM } });
      expect(failure(await save(hash, 'mcq0000001', { type: 'TrueOrFalse', optionId: 'True' }, 1))).toEqual({ status: 400, body: { msg: ANSWER_TYPE_MISMATCH } });
      expect(failure(await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optZ'] }, 1))).toEqual({ status: 400, body: { msg: UNKNOWN_OPTION } });
      const long = { type: 'EssayComponent' as const, text: richTextFromPlain('one two three four five') };
      expect(failure(await save(hash, 'essay00001', long, 1))).toEqual({ status: 400, body: { msg: WORD_COUNT_EXCEEDED } });
      const malformed = await t.call('saveAnswer', { hash, questionId: 'mcq0000001', answer: { type: 'MCQ' } as unknown as QuestionAnswer, seq: 1 });
      expect(malformed.statusCode).toBe(400);
      expect((await t.call('saveAnswer', { hash, questionId: 'mcq0000001', answer: null, seq: 0 })).statusCode).toBe(400);
      expect(await answerRows(hash)).toEqual([]);
    });

    test('an essay over its limit is kept when the question allows it', async () => {
      const examId = await insertExam(db(), [essay({ wordlimit: 3, allowOverLimit: true })]);
      const { hash } = await started(examId);
      const response = await save(hash, 'essay00001', { type: 'EssayComponent', text: richTextFromPlain('one two three four five') }, 1);
      expect(response.statusCode).toBe(200);
    });

    test("media in an answer must be uploaded from this attempt: not another site's, staff's or another attempt's", async () => {
      const examId = await insertExam(db(), [
        { ...everyType().find((question) => question.type === 'ImageHighlight')! },
        { ...everyType().find((question) => question.type === 'FileUploadEnhanced')! },
      ]);
      const mine = await started(examId);
      const theirs = await started(examId);
      const own = await uploaded(mine.hash);
      const foreign = await uploaded(theirs.hash);
      const staff = await uploaded(null, admin);
      const drawing = (url: string): QuestionAnswer => ({ type: 'ImageHighlight', drawingUrl: url });
      for (const url of ['https://elsewhere.example/drawing.png', foreign, staff, `/api/media/${'Z'.repeat(32)}`, '/uploads/drawing.png']) {
        expect(failure(await save(mine.hash, 'highlight1', drawing(url), 1))).toEqual({ status: 400, body: { msg: MEDIA_NOT_FROM_THIS_EXAM } });
      }
      expect((await save(mine.hash, 'highlight1', drawing(own), 1)).statusCode).toBe(200);
      const files: QuestionAnswer = { type: 'FileUploadEnhanced', files: [{ data: own, type: 'image/png', name: 'a.png', id: 'fileAAAAA1' }, { data: foreign, type: 'image/png', name: 'b.png', id: 'fileBBBBB1' }] };
      expect(failure(await save(mine.hash, 'file000001', files, 1))).toEqual({ status: 400, body: { msg: MEDIA_NOT_FROM_THIS_EXAM } });
    });

    test('saves racing the submit are each stored before it and scored, or refused with 409: none is acknowledged and lost', async () => {
      const questions = Array.from({ length: 12 }, (_, n) => mcq({ id: `race${String(n).padStart(6, '0')}` }));
      const examId = await insertExam(db(), questions);
      const { hash } = await started(examId);
      const answer: QuestionAnswer = { type: 'MCQ', selected: ['optA', 'optC'] };
      const saveOf = (question: Question) => ({ questionId: question.id, response: save(hash, question.id, answer, 1) });
      const before = questions.slice(0, 6).map(saveOf);
      const submitted = submit({ id: hash });
      const after = questions.slice(6).map(saveOf);
      expect((await submitted).statusCode).toBe(200);
      const stored = new Map((await answerRows(hash)).map((row) => [row.question_id, row]));
      for (const { questionId, response } of [...before, ...after]) {
        const answered = await response;
        if (answered.statusCode === 200) expect(Number(stored.get(questionId)?.score)).toBe(4);
        else {
          expect(failure(answered)).toEqual({ status: 409, body: { msg: SUBMITTED_BEFORE } });
          expect(stored.has(questionId)).toBe(false);
        }
      }
    });

    test("saving before the exam is opened answers 409; after submission 409 'This test has been submitted before!'", async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await registered(examId);
      expect(failure(await save(hash, 'mcq0000001', { type: 'MCQ', selected: [] }, 1))).toEqual({ status: 409, body: { msg: EXAM_NOT_STARTED_YET } });
      await openFor(t, hash);
      expect((await submit({ id: hash })).statusCode).toBe(200);
      expect(failure(await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 2))).toEqual({ status: 409, body: { msg: SUBMITTED_BEFORE } });
    });

    test('past the deadline plus grace a save is refused (410) and the attempt is submitted with what it holds', async () => {
      const examId = await insertExam(db(), [mcq(), trueOrFalse()], { istimed: 1, duration: 1 });
      const { hash } = await started(examId);
      clock.advanceSeconds(50);
      expect((await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA', 'optC'] }, 1)).statusCode).toBe(200);
      clock.advanceSeconds(10 + EXAM_GRACE_SECONDS - 1);
      const inGrace = await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'False' }, 1);
      expect(inGrace.statusCode).toBe(200);
      expect(inGrace.json<{ data: object }>().data).toMatchObject({ remainingSeconds: 0 });
      clock.advanceSeconds(2);
      expect(failure(await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'True' }, 2))).toEqual({ status: 410, body: { msg: TIME_IS_UP } });
      const row = await attemptRow(hash);
      expect(row).toMatchObject({ submitted_by: 'server', status: 'graded', needs_grading: 0 });
      expect(Number(row.percent)).toBe(100);
      expect((await answerRows(hash)).map((answer) => [answer.question_id, Number(answer.score)])).toEqual([
        ['mcq0000001', 4],
        ['tf00000001', 4],
      ]);
      expect(failure(await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'True' }, 3))).toEqual({ status: 410, body: { msg: TIME_IS_UP } });
      expect(failure(await submit({ id: hash }))).toEqual({ status: 410, body: { msg: TIME_IS_UP } });
    });

    test('any call on an expired attempt finalises it first (fetch), and the sweep finalises the untouched ones', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
      const touched = await started(examId);
      const untouched = await started(examId);
      expect((await save(touched.hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1)).statusCode).toBe(200);
      clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
      const exam = await openFor(t, touched.hash);
      expect(exam).toMatchObject({ status: 'graded', remainingSeconds: 0, submittedAt: clock.now().toISOString() });
      expect((await attemptRow(touched.hash)).submitted_by).toBe('server');
      expect((await attemptRow(untouched.hash)).submitted_at).toBeNull();
      expect(await sweepExpiredAttempts(db(), clock)).toBeGreaterThanOrEqual(1);
      expect(await attemptRow(untouched.hash)).toMatchObject({ submitted_by: 'server', status: 'graded' });
    });
  });

  test('the periodic sweep runs in the app and submits expired attempts nobody touches, and stops on close', async () => {
    const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA', 'optC'] }, 1);
    clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
    const host = Fastify();
    startAttemptSweep(host, { db: db(), clock }, 10);
    await host.ready();
    try {
      const deadline = Date.now() + 10_000;
      while ((await attemptRow(hash)).submitted_at === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await host.close();
    }
    expect(await attemptRow(hash)).toMatchObject({ submitted_by: 'server', status: 'graded' });
    expect(Number((await attemptRow(hash)).percent)).toBe(100);
  });

  describe('submission (student/submitexam.php)', () => {
    test("20 concurrent submits: exactly one wins, 19 answer 409 'This test has been submitted before!'", async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const responses = await Promise.all(Array.from({ length: 20 }, () => submit({ id: hash })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = responses.filter((response) => response.statusCode !== 200);
      expect(refused.map(failure)).toEqual(Array(19).fill({ status: 409, body: { msg: SUBMITTED_BEFORE } }));
      expect(failure(await submit({ id: hash }))).toEqual({ status: 409, body: { msg: SUBMITTED_BEFORE } });
      expect(SUBMITTED_BEFORE).toBe('This test has been submitted before!');
      const winner = responses.find((response) => response.statusCode === 200)!;
      expect(winner.json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: null });
    });

    test('the claim itself is conditional: a second finalise of the same attempt claims nothing and changes nothing', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const { id } = await attemptRow(hash);
      expect(await finalise(db(), clock, id, 'applicant')).toMatchObject({ claimed: true });
      const before = await attemptRow(hash);
      clock.advanceSeconds(5);
      expect(await finalise(db(), clock, id, 'server')).toEqual({ claimed: false, nextHash: null, skipped: [] });
      expect(await attemptRow(hash)).toEqual(before);
    });

    test('scores, percent and career are computed on the server with the shared scoring', async () => {
      const questions = everyType();
      const examId = await insertExam(db(), questions);
      const { hash } = await started(examId);
      const answers: Record<string, QuestionAnswer> = {
        mcq0000001: { type: 'MCQ', selected: ['optA', 'optC'] },
        tf00000001: { type: 'TrueOrFalse', optionId: 'True' },
        fill000001: { type: 'FillTheBlank', blanks: [{ blankId: 'blank1', value: ' One  Hundred ' }, { blankId: 'blank2', value: 'paris' }] },
        riasec0001: { type: 'RIASEC', optionId: 'want' },
        order00001: { type: 'OrderComponent', order: ['o1', 'o2', 'o4', 'o3'] },
        match00001: { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p1' }, { optionId: 'm2', possibleAnswerId: 'p3' }, { optionId: 'm3', possibleAnswerId: 'p2' }] },
        label00001: { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's1' }, { labelId: 'l2', optionId: 's3' }] },
        essay00001: { type: 'EssayComponent', text: richTextFromPlain('Four short words') },
      };
      let seq = 1;
      for (const [questionId, answer] of Object.entries(answers)) expect((await save(hash, questionId, answer, seq++)).statusCode).toBe(200);
      expect((await submit({ id: hash })).statusCode).toBe(200);
      const expected = scoreAttempt(questions, answers);
      const row = await attemptRow(hash);
      expect({ percent: Number(row.percent), career: row.career, needs: row.needs_grading, status: row.status, by: row.submitted_by }).toEqual({
        percent: expected.percent,
        career: 'S',
        needs: 1,
        status: 'submitted',
        by: 'applicant',
      });
      expect(expected.percent).toBeGreaterThan(0);
      expect(expected.percent).toBeLessThan(100);
      const scores = Object.fromEntries((await answerRows(hash)).map((answer) => [answer.question_id, answer.score === null ? null : Number(answer.score)]));
      const expectedScores = Object.fromEntries(expected.questions.filter((question) => question.questionId in answers).map((question) => [question.questionId, question.score]));
      expect(scores).toEqual(expectedScores);
      expect(scores.essay00001).toBeNull();
      expect(scores.tf00000001).toBe(0);
    });

    test("SPEC's {id, questions}: answers read from the seed's fields (shuffled views included) fill unsaved questions only", async () => {
      const questions = everyType().map((question) => ({ ...question, shuffleOptions: true }));
      const examId = await insertExam(db(), questions);
      const { hash, exam } = await started(examId);
      // An autosaved answer with a seq is newer than anything the seq-less SPEC payload says.
      expect((await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'False' }, 4)).statusCode).toBe(200);
      const views = exam.exam.questions;
      const filled = views.map((view): Record<string, unknown> => {
        switch (view.type) {
          case 'MCQ':
            return { ...view, options: view.options.map((option) => ({ ...option, selected: option.id === 'optA' || option.id === 'optC' })) };
          case 'TrueOrFalse':
            return { ...view, options: view.options.map((option) => ({ ...option, selected: option.id === 'True' })) };
          case 'RIASEC':
            return { ...view, options: view.options.map((option) => ({ ...option, selected: option.id === 'want' })) };
          case 'FillTheBlank':
            return { ...view, blanks: view.blanks.map((blank) => ({ ...blank, value: blank.id === 'blank1' ? '100' : 'Paris' })) };
          case 'OrderComponent':
            return { ...view, options: ['o1', 'o2', 'o3', 'o4'].map((id) => view.options.find((option) => option.id === id)) };
          case 'MatchQComponent':
            return { ...view, matchedPossibleAnswers: view.options.map((option) => ({ m1: 'p1', m2: 'p2', m3: 'p3' })[option.id]) };
          case 'LabelQComponent':
            return { ...view, placedOptions: view.labels.map((entry) => ({ l1: 's1', l2: 's2', l3: 's3', l4: 's4' })[entry.id]) };
          case 'EssayComponent':
            return { ...view, stdanswer: richTextFromPlain('An essay') };
          default:
            return { ...view };
        }
      });
      const response = await submit({ id: hash, questions: filled });
      expect(response.statusCode).toBe(200);
      const stored = Object.fromEntries((await answerRows(hash)).map((answer) => [answer.question_id, answer.answer as QuestionAnswer]));
      expect(stored.tf00000001).toEqual({ type: 'TrueOrFalse', optionId: 'False' });
      expect(stored.order00001).toEqual({ type: 'OrderComponent', order: ['o1', 'o2', 'o3', 'o4'] });
      expect(stored.match00001).toEqual({ type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p1' }, { optionId: 'm2', possibleAnswerId: 'p2' }, { optionId: 'm3', possibleAnswerId: 'p3' }] });
      const expected = scoreAttempt(questions, stored);
      const row = await attemptRow(hash);
      expect(Number(row.percent)).toBe(expected.percent);
      // Every auto-scored question was answered right (the saved False is right: isTrue is on False); the essay awaits a teacher.
      for (const id of ['mcq0000001', 'tf00000001', 'fill000001', 'riasec0001', 'order00001', 'match00001', 'label00001']) {
        const mark = expected.questions.find((question) => question.questionId === id);
        expect({ id, score: mark?.score }).toEqual({ id, score: mark?.max });
      }
      expect(row.needs_grading).toBe(1);
      expect(row.career).toBe('S');
    });

    test('our answers batch is applied under the seq rule; refused entries are listed and the saved answer kept', async () => {
      const examId = await insertExam(db(), [mcq(), trueOrFalse()]);
      const { hash } = await started(examId);
      await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optB'] }, 5);
      await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'True' }, 5);
      const response = await submit({
        id: hash,
        answers: [
          { questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA', 'optC'] }, seq: 6 },
          { questionId: 'tf00000001', answer: { type: 'TrueOrFalse', optionId: 'False' }, seq: 4 },
          { questionId: 'nosuchq001', answer: null, seq: 9 },
          { questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optZ'] }, seq: 10 },
        ],
      });
      expect(response.json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: null, skipped: ['nosuchq001', 'mcq0000001'] });
      const stored = Object.fromEntries((await answerRows(hash)).map((answer) => [answer.question_id, [answer.answer, Number(answer.seq), Number(answer.score)]]));
      expect(stored).toEqual({
        mcq0000001: [{ type: 'MCQ', selected: ['optA', 'optC'] }, 6, 4],
        tf00000001: [{ type: 'TrueOrFalse', optionId: 'True' }, 5, 0],
      });
      expect(Number((await attemptRow(hash)).percent)).toBe(50);
    });

    test("a submit after the deadline but within the grace is the timer's, and its batch counts", async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
      const { hash } = await started(examId);
      clock.advanceSeconds(61);
      const response = await submit({ id: hash, answers: [{ questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA', 'optC'] }, seq: 1 }] });
      expect(response.statusCode).toBe(200);
      expect(await attemptRow(hash)).toMatchObject({ submitted_by: 'timer', status: 'graded' });
      expect(Number((await attemptRow(hash)).percent)).toBe(100);
    });

    test('the next assessment of a sequence: its attempt hash comes with the submit, the fetch, and a registration', async () => {
      const second = await insertExam(db(), [trueOrFalse()], { name: 'Second step' });
      const first = await insertExam(db(), [mcq()], { name: 'First step', next_assessment_id: second });
      const { hash, ssn, exam } = await started(first);
      expect(exam).toMatchObject({ hasNext: true, nextHash: null });
      const response = await submit({ id: hash });
      const next = response.json<{ data: string | null }>().data;
      expect(next).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await attemptRow(next!)).toMatchObject({ assessment_id: second, started_at: null, trial: 1 });
      expect((await openFor(t, hash)).nextHash).toBe(next);
      expect(await registerFor(t, second, ssn, nextIp())).toBe(next);
      const nextExam = await openFor(t, next!);
      expect(nextExam.exam.title).toBe('Second step');

      // A next assessment that is not open gives no hash.
      const closed = await insertExam(db(), [trueOrFalse()], { published: false });
      const gated = await insertExam(db(), [mcq()], { next_assessment_id: closed });
      const other = await started(gated);
      expect((await submit({ id: other.hash })).json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: null });
    });
  });

  describe('applicant uploads (POST /api/media/upload with X-Attempt-Hash)', () => {
    test('only a started, unsubmitted attempt before its deadline plus grace may upload; the file is recorded as its own', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
      const { hash } = await registered(examId);
      expect(failure(await uploadAs(hash))).toEqual({ status: 401, body: { msg: UPLOAD_BEFORE_START } });
      await openFor(t, hash);
      const url = await uploaded(hash);
      const media = await db().selectFrom('media').select(['owner_kind', 'owner_attempt_hash']).where('id', '=', url.split('/').pop()!).executeTakeFirstOrThrow();
      expect(media).toEqual({ owner_kind: 'attempt', owner_attempt_hash: hash });
      clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
      expect(failure(await uploadAs(hash))).toEqual({ status: 401, body: { msg: TIME_IS_UP } });
      expect((await attemptRow(hash)).submitted_by).toBe('server');

      const other = await started(examId);
      expect((await submit({ id: other.hash })).statusCode).toBe(200);
      expect(failure(await uploadAs(other.hash))).toEqual({ status: 401, body: { msg: SUBMITTED_BEFORE } });
      expect(failure(await uploadAs('D'.repeat(32)))).toEqual({ status: 401, body: { msg: ATTEMPT_NOT_FOUND } });
    });
  });

  describe('results (student/getresult.php)', () => {
    test('not submitted, not shown, not graded yet: no result and a sentence', async () => {
      const shown = await insertExam(db(), [mcq(), essay()], { show_results_after_grading: true });
      const hidden = await insertExam(db(), [mcq()], { show_results_after_grading: false });
      const open = await started(shown);
      await expect(result(open.hash).then((response) => response.json())).resolves.toEqual({ data: { status: 'inprogress', available: false, result: null }, msg: RESULTS_NOT_SUBMITTED });
      await save(open.hash, 'essay00001', { type: 'EssayComponent', text: richTextFromPlain('An answer to grade') }, 1);
      await submit({ id: open.hash });
      expect((await result(open.hash)).json()).toEqual({ data: { status: 'submitted', available: false, result: null }, msg: RESULTS_NOT_READY });
      const quiet = await started(hidden);
      await submit({ id: quiet.hash });
      expect((await result(quiet.hash)).json()).toEqual({ data: { status: 'graded', available: false, result: null }, msg: RESULTS_NOT_RELEASED });
    });

    test('once graded and shown: marks and feedback with the exam views, never a key', async () => {
      const questions = [mcq(), riasec(), essay()];
      const examId = await insertExam(db(), questions, { show_results_after_grading: true });
      const { hash } = await started(examId);
      await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1);
      await save(hash, 'riasec0001', { type: 'RIASEC', optionId: 'want' }, 1);
      await save(hash, 'essay00001', { type: 'EssayComponent', text: richTextFromPlain('Short') }, 1);
      await submit({ id: hash });
      // A teacher grades the essay (the grading call is the assessments area's; its effect on the tables is this).
      const attempt = await attemptRow(hash);
      await db().updateTable('answers').set({ score: 3, feedback: 'Well argued' }).where('attempt_id', '=', attempt.id).where('question_id', '=', 'essay00001').execute();
      await db().updateTable('attempts').set({ status: 'graded', needs_grading: 0, graded_at: clock.now().toISOString() }).where('id', '=', attempt.id).execute();
      const response = await result(hash);
      const body = response.json<{ data: { available: boolean; result: { total: number; max: number; percent: number; career: string; questions: { question: ExamQuestion; score: number; feedback: string }[] } } }>();
      expect(body.data.available).toBe(true);
      expect(body.data.result).toMatchObject({ total: 0 + 1 + 3, max: 9, percent: 44.44, career: 'S' });
      expect(body.data.result.questions.map((entry) => [entry.question.id, entry.score, entry.feedback])).toEqual([
        ['mcq0000001', 0, ''],
        ['riasec0001', 1, ''],
        ['essay00001', 3, 'Well argued'],
      ]);
      const keys = keysOf(body.data.result.questions.map((entry) => entry.question));
      for (const secret of ['isTrue', 'correctOptions', 'authorNote', 'cat']) expect({ secret, present: keys.has(secret) }).toEqual({ secret, present: false });
      expect(response.body).not.toContain('NOTE-A');
    });
  });

  test('every one of the twelve answer types round-trips: save, reload, submit, reload, grade, result', async () => {
    const examId = await insertExam(db(), everyType(), { show_results_after_grading: true });
    const { hash } = await started(examId);
    const media = async () => uploaded(hash);
    const answers: Record<string, QuestionAnswer> = {
      mcq0000001: { type: 'MCQ', selected: ['optA', 'optC'] },
      tf00000001: { type: 'TrueOrFalse', optionId: 'False' },
      fill000001: { type: 'FillTheBlank', blanks: [{ blankId: 'blank1', value: '100' }, { blankId: 'blank2', value: 'Paris' }] },
      video00001: { type: 'VideoComponent', mediaUrl: await media() },
      audio00001: { type: 'AudioComponent', mediaUrl: await media() },
      riasec0001: { type: 'RIASEC', optionId: 'want' },
      order00001: { type: 'OrderComponent', order: ['o2', 'o1', 'o3', 'o4'] },
      match00001: { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p1' }, { optionId: 'm2', possibleAnswerId: 'p3' }] },
      label00001: { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's1' }, { labelId: 'l2', optionId: 's2' }] },
      essay00001: {
        type: 'EssayComponent',
        text: [
          { type: 'paragraph', children: [{ text: 'My ' }, { text: 'bold', bold: true }, { text: ' عربي.' }] },
          { type: 'paragraph', children: [{ text: 'Second.' }] },
        ],
      },
      file000001: { type: 'FileUploadEnhanced', files: [{ data: await media(), type: 'image/png', name: 'certificate.png', id: 'file1' }] },
      highlight1: { type: 'ImageHighlight', drawingUrl: await media() },
    };
    expect(Object.values(answers).map((answer) => answer.type).sort()).toEqual([...QUESTION_TYPES].sort());
    let seq = 1;
    for (const [questionId, answer] of Object.entries(answers)) {
      const saved = await save(hash, questionId, answer, seq++);
      expect({ questionId, status: saved.statusCode, body: saved.statusCode === 200 ? null : saved.json() }).toEqual({ questionId, status: 200, body: null });
    }
    const savedAnswers = (exam: StudentExam) => Object.fromEntries(exam.answers.map((entry) => [entry.questionId, entry.answer]));

    const reloaded = await fetchExam(hash);
    expect({ status: reloaded.statusCode, body: reloaded.statusCode === 200 ? null : reloaded.json() }).toEqual({ status: 200, body: null });
    expect(savedAnswers(reloaded.json<{ data: StudentExam }>().data)).toEqual(answers);

    expect((await submit({ id: hash })).statusCode).toBe(200);
    const afterSubmit = await fetchExam(hash);
    expect(afterSubmit.statusCode).toBe(200);
    expect(savedAnswers(afterSubmit.json<{ data: StudentExam }>().data)).toEqual(answers);

    const attempt = await attemptRow(hash);
    const manual = ['video00001', 'audio00001', 'essay00001', 'file000001', 'highlight1'];
    const graded = await t.call('gradeExam', { id: attempt.id, answerdquestions: manual.map((id) => ({ id, score: '1', feedback: `Seen ${id}` })) }, { token: admin });
    expect({ status: graded.statusCode, body: graded.statusCode === 200 ? null : graded.json() }).toEqual({ status: 200, body: null });

    const released = await result(hash);
    expect(released.statusCode).toBe(200);
    const body = released.json<{ data: { available: boolean; result: { questions: { question: ExamQuestion; answer: QuestionAnswer | null; feedback: string }[] } } }>();
    expect(body.data.available).toBe(true);
    expect(Object.fromEntries(body.data.result.questions.map((entry) => [entry.question.id, entry.answer]))).toEqual(answers);
    expect(body.data.result.questions.find((entry) => entry.question.id === 'essay00001')?.feedback).toBe('Seen essay00001');
  });

  test('no applicant call answers a key: saves, submits and fetches of every type scanned', async () => {
    const examId = await insertExam(db(), everyType(), { show_results_after_grading: true });
    const { hash } = await started(examId);
    const bodies: string[] = [];
    bodies.push((await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1)).body);
    bodies.push((await submit({ id: hash })).body);
    bodies.push((await fetchExam(hash)).body);
    bodies.push((await result(hash)).body);
    for (const body of bodies) {
      for (const key of ['isTrue', 'correctOptions', 'correctPossibleAnswers', 'correctAnswerChosen', 'authorNote']) expect({ key, present: body.includes(`"${key}"`) }).toEqual({ key, present: false });
      for (const text of SECRET_TEXTS) expect({ text, present: body.includes(text) }).toEqual({ text, present: false });
    }
  });
});

