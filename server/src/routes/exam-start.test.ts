import {
  ATTEMPT_HASH_INVALID,
  ATTEMPT_NOT_FOUND,
  EXAM_GRACE_SECONDS,
  EXAM_NOT_PUBLISHED,
  QUESTION_TYPES,
  contract,
  newQuestionId,
  richTextFromPlain,
  seededShuffle,
  toExamViews,
  type Question,
  type StudentExam,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { everyType, label, match, mcq, order } from '../../../shared/src/questions/testing/fixtures';
import { AttemptMemory } from '../services/attempts/attempt-memory';
import { findAttempt } from '../services/attempts/attempt-queries';
import { ensureStarted } from '../services/attempts/attempt-start';
import { SECRET_KEYS, SECRET_TEXTS, keysOf, blankAnswerLists, examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

describe.each(testDatabases())('the attempt engine on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, registered, started, save, fetchExam, failure, attemptRow } = examEngineCalls(() => t);

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
        {
          id: examId,
          name: 'Edited',
          lang: 'En',
          startdate: null,
          enddate: null,
          nooftrials: 1,
          istimed: 0,
          duration: null,
          grade: '',
          type: '',
          selectedgroups: [],
          selectedteachers: [],
          questions: [edited],
        },
        { token: admin },
      );
      // The builder's call is the assessments area's; when it is not ready yet, change the row directly.
      if (response.statusCode !== 200)
        await db()
          .updateTable('assessments')
          .set({ questions: JSON.stringify([edited]), name: 'Edited' })
          .where('id', '=', examId)
          .execute();
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
      expect(label && label.type === 'LabelQComponent' && label.labels.every((entry) => !('top' in entry) && !('left' in entry))).toBe(
        true,
      );
      // The scan would find them in the snapshot (it is a real scan).
      const snapshotKeys = keysOf((await attemptRow(hash)).questions);
      expect(['isTrue', 'correctOptions', 'correctPossibleAnswers', 'authorNote', 'cat'].every((key) => snapshotKeys.has(key))).toBe(true);
    });

    test('the shown order cannot be recomputed from what the browser holds; the same on every fetch and on a second node', async () => {
      // Eight random-id items per list: a chance match of a recomputed order is 1 in 40,320.
      const items = (prefix: string) =>
        Array.from({ length: 8 }, (_, index) => ({ id: newQuestionId(), option: richTextFromPlain(`${prefix} ${index + 1}`) }));
      const orderItems = items('step');
      const matchAnswers = items('answer');
      const spots = Array.from({ length: 8 }, (_, index) => ({ id: newQuestionId(), value: '', top: 10 * index, left: 10 }));
      const questions: Question[] = [
        { ...order(), options: orderItems, correctOptions: orderItems.map((item) => item.id) },
        {
          ...match(),
          options: items('prompt'),
          PossibleAnswers: matchAnswers,
          correctPossibleAnswers: matchAnswers.map((item) => item.id),
          shuffleOptions: true,
        },
        {
          ...label(),
          labels: spots.map((spot, index) => ({ ...spot, id: newQuestionId(), value: `name ${index}` })),
          options: spots,
          correctOptions: spots.map((spot) => spot.id),
        },
      ];
      const examId = await insertExam(db(), questions);
      const shownOrder = (exam: StudentExam) =>
        exam.exam.questions.map((view) =>
          view.type === 'OrderComponent'
            ? view.options.map((item) => item.id)
            : view.type === 'MatchQComponent'
              ? view.PossibleAnswers.map((item) => item.id)
              : view.type === 'LabelQComponent'
                ? view.options.map((spot) => spot.id)
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
              expect(
                seededShuffle(
                  authored.map((item) => item.id),
                  `${seed}:${question.id}:${part}`,
                ),
              ).not.toEqual(shown[index]);
            }
          }
        }
        expect(shownOrder(await openFor(t, one.hash))).toEqual(shown);
        const elsewhere = await otherNode.inject({
          method: 'POST',
          url: apiUrl(contract.studentExam),
          payload: { sign: SIGN, data: { id: one.hash } },
        });
        expect(elsewhere.statusCode).toBe(200);
        expect(shownOrder(elsewhere.json<{ data: StudentExam }>().data)).toEqual(shown);
      }
      // Each attempt its own order.
      const orders = new Set<string>();
      for (let attempt = 0; attempt < 4; attempt += 1) orders.add(JSON.stringify(shownOrder((await started(examId)).exam)));
      expect(orders.size).toBeGreaterThan(1);
    });

    test('an unknown or malformed hash answers a sentence', async () => {
      expect(failure(await fetchExam('C'.repeat(32)))).toEqual({
        status: 404,
        body: { msg: ATTEMPT_NOT_FOUND, code: EXAM_REFUSAL_CODES.attemptNotFound },
      });
      expect(failure(await fetchExam('short'))).toEqual({ status: 400, body: { msg: ATTEMPT_HASH_INVALID } });
    });

    test('an attempt registered before the assessment was pulled cannot start; one already started runs on', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const running = await started(examId);
      const waiting = await registered(examId);
      await db().updateTable('assessments').set({ published: false }).where('id', '=', examId).execute();
      expect(failure(await fetchExam(waiting.hash))).toEqual({
        status: 403,
        body: { msg: EXAM_NOT_PUBLISHED, code: EXAM_REFUSAL_CODES.examNotPublished },
      });
      expect((await fetchExam(running.hash)).statusCode).toBe(200);
      expect((await save(running.hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1)).statusCode).toBe(200);
    });
  });
});
