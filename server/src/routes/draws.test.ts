import {
  drawShortMessage,
  newDrawSlot,
  type Assessment,
  type AssessmentItem,
  type DrawMatch,
  type Question,
  type RequestOf,
} from '@mizan/shared';
import { mcq, text } from '../../../shared/src/questions/testing/fixtures';
import type { ExamResult } from '../services/attempts/results';
import * as drawCandidates from '../services/draw-candidates';
import { freshSsn } from '../test-support/applicant-fixtures';
import { openFor, registerFor } from '../test-support/exam-fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

// Counted: how often the start reads a slot's bank questions.
jest.mock('../services/draw-candidates', () => {
  const actual = jest.requireActual('../services/draw-candidates');
  return { ...actual, candidateQuestions: jest.fn(actual.candidateQuestions) };
});

type ItemStats = { id: string; drawn: boolean; attempts: number; scored: number };

/**
 * Draw slots (Moodle's random questions) and the question-order shuffle:
 * what each applicant gets at start, on reload, in grading, in results and
 * in item analysis, and the builder's and publish's checks.
 */
describe.each(testDatabases())('random draws from the bank and the question order on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let ssns: string[];

  const bankMcq = (id: string, header: string): Question => ({ ...mcq({ id }), header: text(header), headertxt: header });
  const saveToBank = async (question: Question, tags: string[]) => {
    const response = await t.call('saveBankQuestion', { question, subject: 'Mathematics', grade: 'Grade 10', tags }, { token: admin });
    if (response.statusCode !== 200) throw new Error(`savebankquestion answered ${response.statusCode}: ${response.body}`);
  };
  const algebraIds = ['drwalg0001', 'drwalg0002', 'drwalg0003', 'drwalg0004', 'drwalg0005', 'drwalg0006'];
  const geometryIds = ['drwgeo0001', 'drwgeo0002', 'drwgeo0003', 'drwgeo0004'];

  let ip = 0;
  const newApplicant = async (index: number) => {
    const ssn = freshSsn(index % 2 === 0 ? 'female' : 'male');
    await t.database.db
      .insertInto('applicants')
      .values({
        name: `Draw applicant ${index + 1}`,
        ssn,
        gender: index % 2 === 0 ? 'female' : 'male',
        email: 'draws@families.example',
        mobile: '01012345678',
        prep_mark: 90,
        math: 91,
        english: 92,
        std_code: 'STD-D',
      })
      .execute();
    return ssn;
  };
  const register = (examId: number, ssn: string) => registerFor(t, examId, ssn, `10.9.0.${(ip++ % 250) + 1}`);

  const addAssessment = async (name: string, questions: AssessmentItem[], extra: Partial<RequestOf<'addAssessment'>> = {}) => {
    const response = await t.call('addAssessment', validAssessment({ name, startdate: null, enddate: null, questions, ...extra }), {
      token: admin,
    });
    if (response.statusCode !== 200) throw new Error(`addexam answered ${response.statusCode}: ${response.body}`);
    return response.json<{ data: Assessment }>().data;
  };
  const publish = (id: number) => t.call('publishAssessment', { id }, { token: admin });
  const snapshotOf = async (hash: string) => {
    const row = await t.database.db.selectFrom('attempts').select(['id', 'questions']).where('hash', '=', hash).executeTakeFirstOrThrow();
    const questions = (typeof row.questions === 'string' ? JSON.parse(row.questions) : row.questions) as Question[];
    return { id: row.id, questions };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    for (const [index, id] of algebraIds.entries()) await saveToBank(bankMcq(id, `Algebra question ${index + 1}`), ['algebra']);
    for (const [index, id] of geometryIds.entries()) await saveToBank(bankMcq(id, `Geometry question ${index + 1}`), ['geometry']);
    ssns = [];
    for (let index = 0; index < 13; index += 1) ssns.push(await newApplicant(index));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('an assessment with a fixed bank question and two draw slots', () => {
    const fixed = () => bankMcq(algebraIds[0], 'Algebra question 1');
    const algebraSlot = newDrawSlot(2, { tags: ['algebra'], subject: '', grade: '', type: '', difficult: '', cognitive: '' });
    const geometrySlot = newDrawSlot(2, {
      tags: ['geometry'],
      subject: 'Mathematics',
      grade: '',
      type: 'MCQ',
      difficult: '',
      cognitive: '',
    });
    let examId: number;
    const hashes: string[] = [];

    beforeAll(async () => {
      const saved = await addAssessment('Draws: algebra and geometry', [fixed(), algebraSlot, geometrySlot], { showResults: true });
      examId = saved.id;
      // Stored in the question list as sent (the words recomputed), for the builder to load again.
      expect(saved.questions.map((item) => item.type)).toEqual(['MCQ', 'BankDraw', 'BankDraw']);
      expect(saved.questions[1]).toMatchObject({
        id: algebraSlot.id,
        count: 2,
        filters: { tags: ['algebra'] },
        headertxt: '2 questions from the bank: tag algebra',
      });
      expect((await publish(examId)).statusCode).toBe(200);
      for (const ssn of ssns.slice(0, 6)) hashes.push(await register(examId, ssn));
    });

    test('each applicant gets the fixed question and two distinct questions per slot, never the fixed one again', async () => {
      for (const hash of hashes) {
        const ids = (await openFor(t, hash)).exam.questions.map((question) => question.id);
        expect(ids).toHaveLength(5);
        expect(new Set(ids).size).toBe(5);
        expect(ids[0]).toBe(algebraIds[0]);
        expect(ids.slice(1, 3).every((id) => algebraIds.slice(1).includes(id))).toBe(true);
        expect(ids.slice(3, 5).every((id) => geometryIds.includes(id))).toBe(true);
      }
    });

    test('the draw is stable on reload and is what the snapshot holds; applicants get different draws', async () => {
      const draws: string[] = [];
      for (const hash of hashes) {
        const first = (await openFor(t, hash)).exam.questions.map((question) => question.id);
        const again = (await openFor(t, hash)).exam.questions.map((question) => question.id);
        expect(again).toEqual(first);
        expect((await snapshotOf(hash)).questions.map((question) => question.id)).toEqual(first);
        draws.push(first.join(','));
      }
      // 6 applicants, 10 × 6 possible draws: all alike would mean no draw at all.
      expect(new Set(draws).size).toBeGreaterThan(1);
    });

    test('grading, results and item analysis see exactly what each applicant drew', async () => {
      const submitted = hashes.slice(0, 4);
      for (const hash of submitted) {
        const { questions } = await snapshotOf(hash);
        const answers = questions.map((question, index) => ({
          questionId: question.id,
          answer: {
            type: 'MCQ' as const,
            selected: question.type === 'MCQ' ? question.options.filter((option) => option.isTrue).map((option) => option.id) : [],
          },
          seq: index + 1,
        }));
        const response = await t.call('submitExam', { id: hash, answers });
        expect(response.statusCode).toBe(200);
      }

      for (const hash of submitted) {
        const { id, questions } = await snapshotOf(hash);
        const sheet = (await t.call('studentSolution', { id }, { token: admin })).json<{
          data: { answerdquestions: Question[]; percent: number | null };
        }>().data;
        expect(sheet.answerdquestions.map((question) => question.id)).toEqual(questions.map((question) => question.id));
        expect(sheet.answerdquestions.every((question) => question.score === question.totalMark)).toBe(true);

        const result = (await t.call('examResult', { id: hash })).json<{ data: ExamResult }>().data;
        expect(result.result?.questions.map((entry) => entry.question.id)).toEqual(questions.map((question) => question.id));
        expect(result.result?.percent).toBe(100);
      }

      const analysis = (await t.call('itemAnalysis', { id: examId }, { token: admin })).json<{
        data: { submissions: number; questions: ItemStats[] };
      }>().data;
      expect(analysis.submissions).toBe(4);
      const got = new Map<string, number>();
      for (const hash of submitted)
        for (const question of (await snapshotOf(hash)).questions) got.set(question.id, (got.get(question.id) ?? 0) + 1);
      expect(analysis.questions[0]).toMatchObject({ id: algebraIds[0], drawn: false, attempts: 4, scored: 4 });
      const drawnStats = analysis.questions.slice(1);
      expect(drawnStats.every((item) => item.drawn)).toBe(true);
      expect(new Map(drawnStats.map((item) => [item.id, item.attempts]))).toEqual(new Map([...got].filter(([id]) => id !== algebraIds[0])));
      expect(drawnStats.every((item) => item.scored === item.attempts)).toBe(true);
      // Two per slot per submission.
      expect(drawnStats.reduce((sum, item) => sum + item.attempts, 0)).toBe(16);
    });

    test('editing the bank after the start changes no attempt', async () => {
      const before = (await snapshotOf(hashes[5])).questions;
      const drawnId = before[1].id;
      const entry = await t.database.db
        .selectFrom('bank_questions')
        .select('id')
        .where('question_key', '=', drawnId)
        .executeTakeFirstOrThrow();
      const edit = await t.call(
        'saveBankQuestion',
        { id: entry.id, question: bankMcq(drawnId, 'Changed in the bank'), tags: ['algebra'] },
        { token: admin },
      );
      expect(edit.statusCode).toBe(200);
      const shown = (await openFor(t, hashes[5])).exam.questions;
      expect(shown.map((question) => question.id)).toEqual(before.map((question) => question.id));
      expect(JSON.stringify(shown)).not.toContain('Changed in the bank');
    });
  });

  test("a room starting at once reads each slot's bank questions once per batch, not once per applicant", async () => {
    const saved = await addAssessment('Draws: a room', [
      newDrawSlot(2, { tags: ['algebra'], subject: '', grade: '', type: '', difficult: '', cognitive: '' }),
      newDrawSlot(1, { tags: ['geometry'], subject: '', grade: '', type: '', difficult: '', cognitive: '' }),
    ]);
    expect((await publish(saved.id)).statusCode).toBe(200);
    const room: { hash: string; sign: string }[] = [];
    for (let index = 0; index < 16; index += 1) {
      const sign = (index + 16).toString(16).padStart(2, '0').repeat(32);
      const response = await t.call(
        'registerForExam',
        { exam_id: saved.id, ssn: await newApplicant(100 + index) },
        { sign, ip: `10.9.1.${index + 1}` },
      );
      expect(response.statusCode).toBe(200);
      room.push({ hash: response.json<{ data: string }>().data, sign });
    }
    const reads = jest.mocked(drawCandidates.candidateQuestions);
    reads.mockClear();
    const responses = await Promise.all(room.map(({ hash, sign }) => t.call('studentExam', { id: hash }, { sign })));
    expect(responses.map((response) => response.statusCode)).toEqual(room.map(() => 200));
    for (const response of responses) {
      const ids = response.json<{ data: { exam: { questions: { id: string }[] } } }>().data.exam.questions.map((question) => question.id);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
    }
    // Two slots: two reads per batch of starts. A slow machine splits the room into more batches, but one read
    // per applicant per slot (32 here) would mean there is no batching at all.
    expect(reads.mock.calls.length % 2).toBe(0);
    const batches = reads.mock.calls.length / 2;
    expect(batches).toBeGreaterThan(0);
    expect(batches).toBeLessThan(room.length);
  });

  describe('how many questions a slot can draw, and publishing', () => {
    const slotOf = (count: number, tags: string[]) =>
      newDrawSlot(count, { tags, subject: '', grade: '', type: '', difficult: '', cognitive: '' });

    test('admin/drawmatches.php counts matches without the fixed questions, and what all slots together can draw', async () => {
      const a = slotOf(3, ['algebra']);
      const b = slotOf(3, ['algebra']);
      const response = await t.call('drawMatches', { slots: [a, b], fixedIds: [algebraIds[0]] }, { token: admin });
      expect(response.statusCode).toBe(200);
      const matches = response.json<{ data: DrawMatch[] }>().data;
      expect(matches).toEqual([
        { id: a.id, matching: 5, drawable: 3, available: 3 },
        { id: b.id, matching: 5, drawable: 2, available: 2 },
      ]);
      const none = await t.call('drawMatches', { slots: [slotOf(1, ['no-such-tag'])], fixedIds: [] }, { token: admin });
      expect(none.json<{ data: DrawMatch[] }>().data[0]).toMatchObject({ matching: 0, drawable: 0 });
    });

    test('bad slots are refused with a clear message, nothing stored', async () => {
      const response = await t.call('drawMatches', { slots: [{ ...slotOf(1, ['algebra']), count: 0 }] }, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/How many questions to draw: a whole number from 1 to 50/);
      const add = await t.call(
        'addAssessment',
        validAssessment({ name: 'Bad draw', questions: [{ ...slotOf(2, ['algebra']), filters: { difficult: 'Extreme' } } as never] }),
        { token: admin },
      );
      expect(add.statusCode).toBe(400);
      expect(add.json<{ msg: string }>().msg).toBe('Question 1: the difficulty of a draw must be Low, Medium or High');
    });

    test('publishing refuses a slot the bank cannot fill, naming it; saving the draft is allowed', async () => {
      const short = slotOf(5, ['geometry']);
      const saved = await addAssessment('Draws: too few geometry', [mcq({ id: 'drwfixed01' }), short]);
      const refused = await publish(saved.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ msg: string }>().msg).toBe(drawShortMessage(2, short, 4));
      expect(refused.json<{ msg: string }>().msg).toBe(
        "Question 2: the bank has only 4 questions for this draw, which needs 5 (5 questions from the bank: tag geometry). Add questions to the bank or change the draw's filters.",
      );
      const row = await t.database.db.selectFrom('assessments').select('published').where('id', '=', saved.id).executeTakeFirstOrThrow();
      expect(row.published).toBe(false);

      // Two slots that each match enough but not together.
      const overlapping = await addAssessment('Draws: overlapping', [slotOf(3, ['geometry']), slotOf(2, ['geometry'])]);
      expect((await publish(overlapping.id)).json<{ msg: string }>().msg).toMatch(
        /^Question 2: the bank has only 1 question for this draw, which needs 2/,
      );

      // A published assessment cannot be changed into one that cannot be filled.
      const fine = await addAssessment('Draws: fine', [slotOf(2, ['geometry'])]);
      expect((await publish(fine.id)).statusCode).toBe(200);
      const update = await t.call(
        'updateAssessment',
        { ...validAssessment({ name: 'Draws: fine', questions: [slotOf(9, ['geometry'])] }), id: fine.id },
        { token: admin },
      );
      expect(update.statusCode).toBe(400);
      expect(update.json<{ msg: string }>().msg).toMatch(/^Question 1: the bank has only 4 questions for this draw, which needs 9/);
    });
  });

  describe('shuffle the order of questions', () => {
    const questions = ['shufq00001', 'shufq00002', 'shufq00003', 'shufq00004', 'shufq00005', 'shufq00006', 'shufq00007'].map((id, index) =>
      bankMcq(id, `Fixed question ${index + 1}`),
    );

    test('each applicant has an order of their own, the same on every reload and in grading', async () => {
      const saved = await addAssessment('Shuffled order', questions, { shuffleQuestions: true });
      expect(saved.shuffleQuestions).toBe(true);
      expect((await t.call('getAssessment', { id: saved.id }, { token: admin })).json<{ data: Assessment }>().data.shuffleQuestions).toBe(
        true,
      );
      expect((await publish(saved.id)).statusCode).toBe(200);
      const orders: string[] = [];
      for (const ssn of ssns.slice(6, 12)) {
        const hash = await register(saved.id, ssn);
        const order = (await openFor(t, hash)).exam.questions.map((question) => question.id);
        expect([...order].sort()).toEqual(questions.map((question) => question.id));
        expect((await openFor(t, hash)).exam.questions.map((question) => question.id)).toEqual(order);
        const snapshot = await snapshotOf(hash);
        expect(snapshot.questions.map((question) => question.id)).toEqual(order);
        orders.push(order.join(','));
        if (orders.length === 1) {
          await t.call('submitExam', { id: hash, answers: [] });
          const sheet = (await t.call('studentSolution', { id: snapshot.id }, { token: admin })).json<{
            data: { answerdquestions: Question[] };
          }>().data;
          expect(sheet.answerdquestions.map((question) => question.id)).toEqual(order);
        }
      }
      // 6 applicants, 5,040 orders each.
      expect(new Set(orders).size).toBeGreaterThan(1);
    });

    test('without the option every applicant gets the authored order', async () => {
      const saved = await addAssessment(
        'Authored order',
        questions.map((question) => ({ ...question, id: question.id.replace('shufq', 'authq') })),
      );
      expect(saved.shuffleQuestions).toBe(false);
      expect((await publish(saved.id)).statusCode).toBe(200);
      const order = (await openFor(t, await register(saved.id, ssns[12]))).exam.questions.map((question) => question.id);
      expect(order).toEqual(saved.questions.map((question) => question.id));
    });
  });
});
