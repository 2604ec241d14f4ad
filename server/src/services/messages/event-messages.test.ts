import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mcq } from '../../../../shared/src/questions/testing/fixtures';
import { insertAttempt } from '../../test-support/assessment-fixtures';
import { insertExam } from '../../test-support/exam-fixtures';
import { insertApplicant } from '../../test-support/message-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { queueExamReminders } from './exam-reminders';

jest.setTimeout(120_000);

describe.each(testDatabases())('the events that send messages on %s', (_name, kind) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const outboxOf = (applicantId: number) =>
    db.selectFrom('message_outbox').selectAll().where('applicant_id', '=', applicantId).orderBy('id').execute();

  it('releasing results queues results_released with the result link to each applicant released to, once', async () => {
    const question = mcq();
    const examId = await insertExam(db, [question], { name: 'Science placement', show_results_after_grading: false });
    const graded = await insertApplicant(db, { email: 'graded@families.example', mobile: '' });
    const attemptId = await insertAttempt(db, { assessmentId: examId, applicantId: graded, answers: {} });
    const attempt = await db.selectFrom('attempts').select(['hash', 'status']).where('id', '=', attemptId).executeTakeFirstOrThrow();
    expect(attempt.status).toBe('graded');
    const notYet = await insertApplicant(db, { email: 'inprogress@families.example', mobile: '' });
    await insertAttempt(db, { assessmentId: examId, applicantId: notYet, answers: {}, submittedAt: null });

    expect((await t.call('releaseResults', { id: examId }, { token: admin })).statusCode).toBe(200);
    const [message] = await outboxOf(graded);
    expect(message).toMatchObject({ event: 'results_released', channel: 'email', assessment_id: examId, state: 'waiting' });
    expect(message.values).toMatchObject({ assessment: 'Science placement', link: `/assessment?hash=${attempt.hash}` });
    expect(await outboxOf(notYet)).toEqual([]);

    expect((await t.call('releaseResults', { id: examId }, { token: admin })).statusCode).toBe(200);
    expect(await outboxOf(graded)).toHaveLength(1);
  });

  it('reminds, once, the applicants registered for or invited to an assessment starting within the hours, with their link', async () => {
    const now = new Date();
    const clock = { now: () => now };
    const soon = await insertExam(db, undefined, { name: 'Entrance exam', startdate: new Date(now.getTime() + 10 * 3_600_000) });
    const later = await insertExam(db, undefined, { startdate: new Date(now.getTime() + 30 * 3_600_000) });
    const unpublished = await insertExam(db, undefined, { published: false, startdate: new Date(now.getTime() + 3_600_000) });
    const registered = await insertApplicant(db, { email: 'reg@families.example', mobile: '' });
    const invited = await insertApplicant(db, { email: 'inv@families.example', mobile: '01512345678' });
    const unrelated = await insertApplicant(db, { email: 'unrelated@families.example' });
    await insertAttempt(db, { assessmentId: soon, applicantId: registered, answers: {}, submittedAt: null });
    await insertAttempt(db, { assessmentId: later, applicantId: registered, answers: {}, submittedAt: null });
    await insertAttempt(db, { assessmentId: unpublished, applicantId: registered, answers: {}, submittedAt: null });
    expect(
      (await t.call('sendMessage', { applicantIds: [invited], event: 'exam_invitation', assessmentId: soon }, { token: admin })).statusCode,
    ).toBe(200);

    expect(await queueExamReminders(db, clock, 24)).toBe(3);
    expect(await queueExamReminders(db, clock, 24)).toBe(0);

    const hash = (
      await db
        .selectFrom('attempts')
        .select('hash')
        .where('applicant_id', '=', registered)
        .where('assessment_id', '=', soon)
        .executeTakeFirstOrThrow()
    ).hash;
    const [toRegistered] = (await outboxOf(registered)).filter((row) => row.event === 'exam_reminder');
    expect(toRegistered.assessment_id).toBe(soon);
    expect(toRegistered.values).toMatchObject({
      assessment: 'Entrance exam',
      link: `/assessment?hash=${hash}`,
      deadline: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
    });
    const toInvited = (await outboxOf(invited)).filter((row) => row.event === 'exam_reminder');
    expect(toInvited.map((row) => [row.channel, (row.values as { link: string }).link])).toEqual([
      ['email', `/apply/${soon}`],
      ['sms', `/apply/${soon}`],
    ]);
    expect(await outboxOf(unrelated)).toEqual([]);
  });
});
