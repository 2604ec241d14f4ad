import {
  SUBMITTED_BEFORE,
  SUBMITTED_SUCCESSFULLY,
  richTextFromPlain,
  scoreAttempt,
  type QuestionAnswer,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { everyType, mcq, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { finalise } from '../services/attempts/finalise';
import { examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

describe.each(testDatabases())('the attempt engine on %s', (_name, kind) => {
  let t: TestApp;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const { nextIp, db, started, save, submit, failure, attemptRow, answerRows } = examEngineCalls(() => t);

  describe('submission (student/submitexam.php)', () => {
    test("20 concurrent submits: exactly one wins, 19 answer 409 'This test has been submitted before!'", async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const responses = await Promise.all(Array.from({ length: 20 }, () => submit({ id: hash })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = responses.filter((response) => response.statusCode !== 200);
      expect(refused.map(failure)).toEqual(
        Array(19).fill({ status: 409, body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore } }),
      );
      expect(failure(await submit({ id: hash }))).toEqual({
        status: 409,
        body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore },
      });
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
      expect(await finalise(db(), clock, id, 'server')).toEqual({ claimed: false, nextHash: null });
      expect(await attemptRow(hash)).toEqual(before);
    });

    test('scores, percent and career are computed on the server with the shared scoring', async () => {
      const questions = everyType();
      const examId = await insertExam(db(), questions);
      const { hash } = await started(examId);
      const answers: Record<string, QuestionAnswer> = {
        mcq0000001: { type: 'MCQ', selected: ['optA', 'optC'] },
        tf00000001: { type: 'TrueOrFalse', optionId: 'True' },
        fill000001: {
          type: 'FillTheBlank',
          blanks: [
            { blankId: 'blank1', value: ' One  Hundred ' },
            { blankId: 'blank2', value: 'paris' },
          ],
        },
        riasec0001: { type: 'RIASEC', optionId: 'want' },
        order00001: { type: 'OrderComponent', order: ['o1', 'o2', 'o4', 'o3'] },
        match00001: {
          type: 'MatchQComponent',
          matches: [
            { optionId: 'm1', possibleAnswerId: 'p1' },
            { optionId: 'm2', possibleAnswerId: 'p3' },
            { optionId: 'm3', possibleAnswerId: 'p2' },
          ],
        },
        label00001: {
          type: 'LabelQComponent',
          placements: [
            { labelId: 'l1', optionId: 's1' },
            { labelId: 'l2', optionId: 's3' },
          ],
        },
        essay00001: { type: 'EssayComponent', text: richTextFromPlain('Four short words') },
        // 290 cm is 2.9 m: within 10 % of the half-credit 3 m, outside 0.1 of the full-credit 3.5 m.
        numeric001: { type: 'Numerical', value: '٢٩٠', unit: 'cm' },
      };
      let seq = 1;
      for (const [questionId, answer] of Object.entries(answers))
        expect((await save(hash, questionId, answer, seq++)).statusCode).toBe(200);
      expect((await submit({ id: hash })).statusCode).toBe(200);
      const expected = scoreAttempt(questions, answers);
      const row = await attemptRow(hash);
      expect({
        percent: Number(row.percent),
        career: row.career,
        needs: row.needs_grading,
        status: row.status,
        by: row.submitted_by,
      }).toEqual({
        percent: expected.percent,
        career: 'S',
        needs: 1,
        status: 'submitted',
        by: 'applicant',
      });
      expect(expected.percent).toBeGreaterThan(0);
      expect(expected.percent).toBeLessThan(100);
      const scores = Object.fromEntries(
        (await answerRows(hash)).map((answer) => [answer.question_id, answer.score === null ? null : Number(answer.score)]),
      );
      const expectedScores = Object.fromEntries(
        expected.questions.filter((question) => question.questionId in answers).map((question) => [question.questionId, question.score]),
      );
      expect(scores).toEqual(expectedScores);
      expect(scores.essay00001).toBeNull();
      expect(scores.tf00000001).toBe(0);
      const numerical = expected.questions.find((question) => question.questionId === 'numeric001');
      expect(scores.numeric001).toBe((numerical?.max ?? 0) / 2);
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
            return {
              ...view,
              options: view.options.map((option) => ({ ...option, selected: option.id === 'optA' || option.id === 'optC' })),
            };
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
          case 'Numerical':
            return { ...view, value: '٣٫٥', unit: 'm' };
          default:
            return { ...view };
        }
      });
      const response = await submit({ id: hash, questions: filled });
      expect(response.statusCode).toBe(200);
      const stored = Object.fromEntries((await answerRows(hash)).map((answer) => [answer.question_id, answer.answer as QuestionAnswer]));
      expect(stored.tf00000001).toEqual({ type: 'TrueOrFalse', optionId: 'False' });
      expect(stored.order00001).toEqual({ type: 'OrderComponent', order: ['o1', 'o2', 'o3', 'o4'] });
      expect(stored.match00001).toEqual({
        type: 'MatchQComponent',
        matches: [
          { optionId: 'm1', possibleAnswerId: 'p1' },
          { optionId: 'm2', possibleAnswerId: 'p2' },
          { optionId: 'm3', possibleAnswerId: 'p3' },
        ],
      });
      expect(stored.numeric001).toEqual({ type: 'Numerical', value: '٣٫٥', unit: 'm' });
      const expected = scoreAttempt(questions, stored);
      const row = await attemptRow(hash);
      expect(Number(row.percent)).toBe(expected.percent);
      // Every auto-scored question was answered right (the saved False is right: isTrue is on False); the essay awaits a teacher.
      for (const id of ['mcq0000001', 'tf00000001', 'fill000001', 'riasec0001', 'order00001', 'match00001', 'label00001', 'numeric001']) {
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
      const stored = Object.fromEntries(
        (await answerRows(hash)).map((answer) => [answer.question_id, [answer.answer, Number(answer.seq), Number(answer.score)]]),
      );
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
      const response = await submit({
        id: hash,
        answers: [{ questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA', 'optC'] }, seq: 1 }],
      });
      expect(response.statusCode).toBe(200);
      expect(await attemptRow(hash)).toMatchObject({ submitted_by: 'timer', status: 'graded' });
      expect(Number((await attemptRow(hash)).percent)).toBe(100);
    });

    test("a submit in the deadline's last second is the timer's (the page's clock reached zero), one before it the applicant's", async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
      const early = await started(examId);
      clock.advanceSeconds(58.5);
      expect((await submit({ id: early.hash })).statusCode).toBe(200);
      expect(await attemptRow(early.hash)).toMatchObject({ submitted_by: 'applicant' });
      const late = await started(examId);
      clock.advanceSeconds(59.5);
      expect((await submit({ id: late.hash })).statusCode).toBe(200);
      expect(await attemptRow(late.hash)).toMatchObject({ submitted_by: 'timer' });
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
});
