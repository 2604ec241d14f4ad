import { sql } from 'kysely';
import { newDrawSlot, type AssessmentItem, type Question } from '@mizan/shared';
import { everyType, mcq, text } from '../../../shared/src/questions/testing/fixtures';
import { prepareAttempts, prepareUpcomingAttempts } from '../services/attempts/attempt-precreation';
import { jsonColumn } from '../db/json-column';
import { SECRET_KEYS, SECRET_TEXTS, examEngineCalls, keysOf } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor } from '../test-support/exam-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

/**
 * Attempts prepared before their start (attempt-precreation.ts): an
 * assessment that shuffles its questions or draws from the bank has each
 * attempt's own list made at registration or by the periodic job, and the
 * start takes it only while the assessment (and the bank behind its draws)
 * is what it was made from.
 */
describe.each(testDatabases())('attempts prepared before their start on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock('2031-04-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, registered, newApplicant, attemptRow } = examEngineCalls(() => t);
  const questions = (count: number, tag: string): Question[] =>
    Array.from({ length: count }, (_, n) => ({ ...mcq({ id: `pre${tag}${String(n).padStart(4, '0')}` }), header: text(`${tag} ${n}`) }));
  const shuffledExam = (items: Question[], columns: Parameters<typeof insertExam>[2] = {}) =>
    insertExam(db(), items, { shuffle_questions: true, istimed: 1, duration: 30, ...columns });
  const preparation = async (hash: string) => {
    const attempt = await attemptRow(hash);
    const { rows } = await sql<{ questions: unknown; made_from: string }>`
      select questions, made_from from attempt_preparations where attempt_id = ${attempt.id}`.execute(db());
    return rows[0] ? { questions: jsonColumn<Question[]>(rows[0].questions, []), madeFrom: rows[0].made_from } : null;
  };
  const dropPreparations = async () => {
    await sql`delete from attempt_preparations`.execute(db());
  };
  const ids = (list: readonly { id: string }[]) => list.map((question) => question.id);

  test('registration prepares the shuffled list; the start takes it as prepared, with its deadline, and drops the preparation', async () => {
    const examId = await shuffledExam(questions(8, 'a'));
    const { hash } = await registered(examId);
    const prepared = await preparation(hash);
    expect(prepared).not.toBeNull();
    expect(ids(prepared!.questions)).not.toEqual(ids(questions(8, 'a'))); // 8! orders: the same one would mean no shuffle
    const exam = await openFor(t, hash);
    expect(ids(exam.exam.questions)).toEqual(ids(prepared!.questions));
    expect(jsonColumn<Question[]>((await attemptRow(hash)).questions, [])).toEqual(prepared!.questions);
    expect(exam.deadline).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    expect(await preparation(hash)).toBeNull();
    // The same exam on reload.
    expect(ids((await openFor(t, hash)).exam.questions)).toEqual(ids(prepared!.questions));
  });

  test('a start without a preparation makes the same list itself', async () => {
    const examId = await shuffledExam(questions(8, 'b'));
    const { hash } = await registered(examId);
    const prepared = await preparation(hash);
    await dropPreparations();
    expect(ids((await openFor(t, hash)).exam.questions)).toEqual(ids(prepared!.questions));
  });

  test('the exam view of a prepared attempt carries no answer key; extra time applies at the start', async () => {
    const examId = await shuffledExam(everyType(), { duration: 20 });
    const applicant = await newApplicant();
    await db().updateTable('applicants').set({ extra_time_percent: 50 }).where('id', '=', applicant.id).execute();
    const response = await t.call('registerForExam', { exam_id: examId, ssn: applicant.ssn }, { ip: '10.77.0.1' });
    const hash = response.json<{ data: string }>().data;
    expect(await preparation(hash)).not.toBeNull();
    clock.advanceSeconds(90);
    const exam = await openFor(t, hash);
    const keys = keysOf(exam.exam.questions);
    for (const secret of SECRET_KEYS) expect(keys.has(secret)).toBe(false);
    for (const secret of SECRET_TEXTS) expect(JSON.stringify(exam)).not.toContain(secret);
    expect(exam.deadline).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
  });

  test('an edit of the assessment after the preparation is seen at the start', async () => {
    const items = questions(6, 'c');
    const examId = await shuffledExam(items);
    const { hash } = await registered(examId);
    expect(await preparation(hash)).not.toBeNull();
    const edited = items.map((question) => ({ ...question, header: text(`edited ${question.id}`), headertxt: `edited ${question.id}` }));
    await db()
      .updateTable('assessments')
      .set({ questions: JSON.stringify(edited) })
      .where('id', '=', examId)
      .execute();
    const exam = await openFor(t, hash);
    expect(JSON.stringify(exam.exam.questions)).toContain('edited');
    const snapshot = jsonColumn<Question[]>((await attemptRow(hash)).questions, []);
    expect(snapshot.every((question) => question.headertxt.startsWith('edited'))).toBe(true);
  });

  test('two nodes preparing at once write each attempt once; a later run finds nothing to do', async () => {
    const examId = await shuffledExam(questions(5, 'd'));
    const hashes = [];
    for (let n = 0; n < 12; n += 1) hashes.push((await registered(examId)).hash);
    await dropPreparations();
    const [first, second] = await Promise.all([prepareUpcomingAttempts(db(), clock), prepareUpcomingAttempts(db(), clock)]);
    expect(first + second).toBe(12);
    for (const hash of hashes) expect(await preparation(hash)).not.toBeNull();
    expect(await prepareUpcomingAttempts(db(), clock)).toBe(0);
    // After an edit, the job prepares them again.
    await db()
      .updateTable('assessments')
      .set({ questions: JSON.stringify(questions(5, 'e')) })
      .where('id', '=', examId)
      .execute();
    expect(await prepareUpcomingAttempts(db(), clock)).toBe(12);
  });

  test('the job prepares attempts of an assessment only within the window before its start date', async () => {
    const startdate = new Date(clock.now().getTime() + 3 * 3600_000);
    const examId = await shuffledExam(questions(5, 'f'), { startdate });
    const applicant = await newApplicant();
    const attempt = await db()
      .insertInto('attempts')
      .values({
        hash: `precreation-window-${examId}`.padEnd(32, 'x'),
        applicant_id: applicant.id,
        assessment_id: examId,
        trial: 1,
        shuffle_seed: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await prepareUpcomingAttempts(db(), clock);
    expect(await preparation(`precreation-window-${examId}`.padEnd(32, 'x'))).toBeNull();
    const later = new TestClock(new Date(startdate.getTime() - 30 * 60_000).toISOString());
    await prepareUpcomingAttempts(db(), later);
    expect(await preparation(`precreation-window-${examId}`.padEnd(32, 'x'))).not.toBeNull();
    // A started attempt is never prepared.
    await db().updateTable('attempts').set({ started_at: clock.now() }).where('id', '=', attempt.id).execute();
    await dropPreparations();
    expect(await prepareAttempts(db(), [attempt.id])).toBe(0);
  });

  describe('draws from the bank', () => {
    const bankIds = ['prebank0001', 'prebank0002', 'prebank0003', 'prebank0004', 'prebank0005'];
    let examId: number;

    beforeAll(async () => {
      for (const [index, id] of bankIds.entries()) {
        const question = { ...mcq({ id }), header: text(`Bank question ${index}`), headertxt: `Bank question ${index}` };
        const response = await t.call(
          'saveBankQuestion',
          { question, subject: 'Mathematics', grade: 'Grade 10', tags: ['precreation'] },
          { token: admin },
        );
        expect(response.statusCode).toBe(200);
      }
      const slot = newDrawSlot(2, { tags: ['precreation'], subject: '', grade: '', type: '', difficult: '', cognitive: '' });
      const items: AssessmentItem[] = [mcq({ id: 'prefixed001' }), slot];
      examId = await insertExam(db(), items as Question[], { shuffle_questions: false });
    });

    test('the prepared draw is what the applicant starts with', async () => {
      const { hash } = await registered(examId);
      const prepared = await preparation(hash);
      expect(prepared?.questions).toHaveLength(3);
      expect(ids((await openFor(t, hash)).exam.questions)).toEqual(ids(prepared!.questions));
      expect(jsonColumn<Question[]>((await attemptRow(hash)).questions, [])).toEqual(prepared!.questions);
    });

    test('a change in the bank after the preparation is seen at the start', async () => {
      const { hash } = await registered(examId);
      const prepared = await preparation(hash);
      const drawn = prepared!.questions[1].id;
      await db()
        .updateTable('bank_questions')
        .set({ question: JSON.stringify({ ...mcq({ id: drawn }), header: text('Bank edited'), headertxt: 'Bank edited' }) })
        .where('question_key', '=', drawn)
        .execute();
      const exam = await openFor(t, hash);
      expect(ids(exam.exam.questions)).toEqual(ids(prepared!.questions));
      expect(JSON.stringify(exam.exam.questions)).toContain('Bank edited');
    });
  });
});
