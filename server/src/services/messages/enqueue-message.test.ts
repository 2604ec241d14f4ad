import type { Kysely } from 'kysely';
import { defaultMessageTemplate } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { insertExam } from '../../test-support/exam-fixtures';
import { insertApplicant } from '../../test-support/message-fixtures';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { applicantLanguage } from './applicant-language';
import { enqueueMessage, enqueueMessages } from './enqueue-message';

jest.setTimeout(120_000);

describe.each(testDatabases())('enqueueMessage on %s', (_name, kind) => {
  let t: TestApp;
  let db: Kysely<Database>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
  });
  afterAll(() => t.close());

  const outboxOf = (applicantId: number) =>
    db.selectFrom('message_outbox').selectAll().where('applicant_id', '=', applicantId).orderBy('id').execute();

  it('queues one row per channel the applicant has, in the same transaction as the event', async () => {
    const applicantId = await insertApplicant(db);
    await expect(
      db.transaction().execute(async (transaction) => {
        await enqueueMessage(transaction, { event: 'results_released', applicantId, values: { assessment: 'Maths', link: '/x' } });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outboxOf(applicantId)).toHaveLength(0);

    const queued = await db
      .transaction()
      .execute((transaction) =>
        enqueueMessage(transaction, { event: 'results_released', applicantId, values: { assessment: 'Maths', link: '/x' } }),
      );
    expect(queued).toBe(2);
    const rows = await outboxOf(applicantId);
    expect(rows.map((row) => [row.channel, row.recipient, row.state, row.language])).toEqual([
      ['email', 'mona.adel@families.example', 'waiting', 'En'],
      ['sms', '01012345678', 'waiting', 'En'],
    ]);
    expect(rows[0].subject).toBe(defaultMessageTemplate('results_released', 'En', 'email').subject);
    const values = rows[0].values as Record<string, string>;
    expect(values).toMatchObject({ name: 'Mona Adel Fathy', assessment: 'Maths', link: '/x' });
    expect(values.school).not.toBe('');
    expect(values.status_link).toMatch(/^\/status\/[A-Za-z0-9_-]{32}$/);
  });

  it('writes in the language of the assessment, else of the latest attempt, else English; skips a channel without an address', async () => {
    const applicantId = await insertApplicant(db, { mobile: '' });
    expect(await applicantLanguage(db, applicantId)).toBe('En');
    const arabic = await insertExam(db, undefined, { lang: 'Ar', name: 'اختبار القبول' });
    await db
      .insertInto('attempts')
      .values({ hash: `lang${'y'.repeat(28)}`, applicant_id: applicantId, assessment_id: arabic, trial: 1, shuffle_seed: 's' })
      .execute();
    expect(await applicantLanguage(db, applicantId)).toBe('Ar');

    expect(await enqueueMessage(db, { event: 'offer_made', applicantId, values: { deadline: '2031-04-01 12:00' } })).toBe(1);
    const [row] = await outboxOf(applicantId);
    expect([row.channel, row.language, row.subject]).toEqual(['email', 'Ar', defaultMessageTemplate('offer_made', 'Ar', 'email').subject]);

    const english = await insertExam(db, undefined, { lang: 'En' });
    await enqueueMessage(db, { event: 'exam_invitation', applicantId, assessmentId: english, values: { link: '/apply' } });
    expect((await outboxOf(applicantId)).map((message) => message.language)).toEqual(['Ar', 'En']);
  });

  it('respects an event turned off on a channel for the assessment or round, and queues a deduplicated message once', async () => {
    const applicantId = await insertApplicant(db);
    const assessmentId = await insertExam(db);
    await db
      .insertInto('message_mutes')
      .values({ scope: 'assessment', scope_id: assessmentId, event: 'exam_reminder', channel: 'sms' })
      .execute();
    await db.insertInto('message_mutes').values({ scope: 'round', scope_id: 7, event: 'offer_made', channel: 'email' }).execute();

    const reminder = {
      event: 'exam_reminder' as const,
      applicantId,
      assessmentId,
      values: {},
      dedupeKey: `exam_reminder:${assessmentId}:${applicantId}`,
    };
    expect(await enqueueMessage(db, reminder)).toBe(1);
    expect(await enqueueMessage(db, reminder)).toBe(0);
    expect(await enqueueMessage(db, { event: 'offer_made', applicantId, roundId: 7, values: {} })).toBe(1);
    expect(await enqueueMessage(db, { event: 'offer_made', applicantId, roundId: 8, values: {} })).toBe(2);
    expect((await outboxOf(applicantId)).map((row) => `${row.event}/${row.channel}`)).toEqual([
      'exam_reminder/email',
      'offer_made/sms',
      'offer_made/email',
      'offer_made/sms',
    ]);
  });

  it('queues a batch together, answering what each message queued', async () => {
    const both = await insertApplicant(db, { name: 'Batch One' });
    const emailOnly = await insertApplicant(db, { mobile: '' });
    const nowhere = await insertApplicant(db, { email: '', mobile: '' });
    const arabic = await insertExam(db, undefined, { lang: 'Ar' });
    const counts = await enqueueMessages(db, [
      { event: 'results_released', applicantId: both, assessmentId: arabic, values: {}, dedupeKey: `batch:${both}` },
      { event: 'results_released', applicantId: emailOnly, values: {} },
      { event: 'results_released', applicantId: nowhere, values: {} },
      { event: 'results_released', applicantId: 987_654_321, values: {} },
    ]);
    expect(counts).toEqual([2, 1, 0, 0]);
    expect(await enqueueMessages(db, [{ event: 'results_released', applicantId: both, values: {}, dedupeKey: `batch:${both}` }])).toEqual([
      0,
    ]);
    expect((await outboxOf(both)).map((row) => [row.channel, row.language, (row.values as { name: string }).name])).toEqual([
      ['email', 'Ar', 'Batch One'],
      ['sms', 'Ar', 'Batch One'],
    ]);
    expect((await outboxOf(emailOnly)).map((row) => row.language)).toEqual(['En']);
  });
});
