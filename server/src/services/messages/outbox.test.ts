import { simpleParser } from 'mailparser';
import type { Kysely } from 'kysely';
import { defaultMessageTemplate, renderMessageText, type MessageValues } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { insertExam } from '../../test-support/exam-fixtures';
import { insertApplicant } from '../../test-support/message-fixtures';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { startTestMailServer, type TestMailServer } from '../../test-support/test-mail-server';
import { startTestSmsReceiver, type TestSmsReceiver } from '../../test-support/test-sms-receiver';
import { EmailSender } from './email-sender';
import { enqueueMessage } from './enqueue-message';
import { claimDueMessages, LAPSED_CLAIM_ANSWER } from './outbox-claims';
import { drainOutbox } from './outbox-worker';
import { SmsSender } from './sms-sender';

jest.setTimeout(120_000);

const PUBLIC_URL = 'https://admissions.example';

/** The real time moved on by hand: back-off and leases run out without sleeping. */
class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())('the outbox on %s', (_name, kind) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let mail: TestMailServer;
  let sms: TestSmsReceiver;
  let email: EmailSender;
  const clock = new MovableClock();

  beforeAll(async () => {
    mail = await startTestMailServer();
    sms = await startTestSmsReceiver();
    t = await startTestApp(kind, {}, { clock });
    db = t.database.db;
    email = new EmailSender(mail.url, 'Al Noor Admissions <admissions@alnoor.example>');
  });
  afterAll(async () => {
    await email.close();
    await t.close();
    await mail.close();
    await sms.close();
  });

  const drain = (channels: { email?: boolean; sms?: boolean } = { email: true, sms: true }) =>
    drainOutbox({
      db,
      clock,
      publicUrl: PUBLIC_URL,
      senders: { email: channels.email ? email : null, sms: channels.sms ? new SmsSender(sms.url, ['X-Api-Key', 'k-123'], '20') : null },
    });
  const outboxOf = (applicantId: number) =>
    db.selectFrom('message_outbox').selectAll().where('applicant_id', '=', applicantId).orderBy('id').execute();
  const mailTo = (address: string) => mail.received.filter((received) => received.to.includes(address));

  it('delivers an Arabic e-mail encoded correctly (subject, plain text, right-to-left HTML) and an SMS to the E.164 number', async () => {
    const applicantId = await insertApplicant(db, { name: 'منى عادل فتحي', email: 'mona.ar@families.example', mobile: '01012345678' });
    const assessmentId = await insertExam(db, undefined, { lang: 'Ar', name: 'اختبار القبول' });
    const values = { assessment: 'اختبار القبول', link: '/assessment?hash=abc123' };
    await enqueueMessage(db, { event: 'results_released', applicantId, assessmentId, values });
    const queued = await outboxOf(applicantId);
    const stored = queued[0].values as MessageValues;
    const expected: MessageValues = {
      ...values,
      name: 'منى عادل فتحي',
      school: stored.school,
      link: `${PUBLIC_URL}/assessment?hash=abc123`,
      status_link: `${PUBLIC_URL}${stored.status_link}`,
    };

    expect(await drain()).toMatchObject({ sent: 2, notSent: 0 });

    const [received] = mailTo('mona.ar@families.example');
    const source = received.raw.toString('utf8');
    expect(source).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    const parsed = await simpleParser(received.raw);
    const template = defaultMessageTemplate('results_released', 'Ar', 'email');
    expect(parsed.subject).toBe(renderMessageText(template.subject, expected));
    expect(parsed.text?.trim()).toBe(renderMessageText(template.body, expected).trim());
    expect(parsed.text).toContain('منى عادل فتحي');
    expect(parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(parsed.html).toContain(`<a href="${PUBLIC_URL}/assessment?hash=abc123" dir="ltr">`);
    expect(parsed.from?.value).toEqual([{ name: 'Al Noor Admissions', address: 'admissions@alnoor.example' }]);

    const smsSent = sms.received.find((posted) => (posted.body as { to: string }).to === '+201012345678');
    expect(smsSent?.body).toEqual({
      to: '+201012345678',
      text: renderMessageText(defaultMessageTemplate('results_released', 'Ar', 'sms').body, expected),
    });
    expect(smsSent?.headers['x-api-key']).toBe('k-123');
    const rows = await outboxOf(applicantId);
    expect(rows.map((row) => [row.channel, row.state, row.attempts])).toEqual([
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
    ]);
    expect(rows[0].provider_answer).toMatch(/^250 /);
    expect(rows[1].provider_answer).toBe('200 {"id":"sms-1"}');
  });

  it('retries a mail server that answers 451 after a back-off, and gives up at once on a 550', async () => {
    const applicantId = await insertApplicant(db, { email: 'busy@families.example', mobile: '' });
    mail.refuseNext(1, 451, 'Greylisted, try again later');
    await enqueueMessage(db, { event: 'offer_made', applicantId, values: { deadline: '1 April' } });

    expect(await drain()).toMatchObject({ sent: 0, notSent: 1 });
    let [row] = await outboxOf(applicantId);
    expect([row.state, row.attempts]).toEqual(['waiting', 1]);
    expect(row.provider_answer).toContain('451');
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(clock.now().getTime() + 25_000);

    expect(await drain()).toMatchObject({ sent: 0, notSent: 0 });
    clock.offsetMs += 31_000;
    expect(await drain()).toMatchObject({ sent: 1 });
    [row] = await outboxOf(applicantId);
    expect([row.state, row.attempts]).toEqual(['sent', 2]);
    expect(mailTo('busy@families.example')).toHaveLength(1);

    const gone = await insertApplicant(db, { email: 'gone@families.example', mobile: '' });
    mail.refuseNext(1, 550, 'No such mailbox');
    await enqueueMessage(db, { event: 'offer_made', applicantId: gone, values: {} });
    await drain();
    [row] = await outboxOf(gone);
    expect([row.state, row.attempts]).toEqual(['failed', 1]);
    expect(row.provider_answer).toContain('550');
    clock.offsetMs += 3_600_000;
    await drain();
    expect(mailTo('gone@families.example')).toHaveLength(0);
  });

  it('fails a number that is not a mobile at once with the reason, and retries an SMS provider answering 503', async () => {
    const landline = await insertApplicant(db, { email: '', mobile: '0223456789' });
    const busy = await insertApplicant(db, { email: '', mobile: '01112345678' });
    const before = sms.received.length;
    sms.answerNext(1, 503);
    await enqueueMessage(db, { event: 'waitlisted', applicantId: landline, values: { position: '3' } });
    await enqueueMessage(db, { event: 'waitlisted', applicantId: busy, values: { position: '4' } });
    await drain();
    const [refused] = await outboxOf(landline);
    expect([refused.state, refused.attempts, refused.provider_answer]).toEqual([
      'failed',
      1,
      '"0223456789" is not a mobile number: a mobile in country +20 is written 01xxxxxxxxx.',
    ]);
    let [retried] = await outboxOf(busy);
    expect([retried.state, retried.provider_answer]).toEqual(['waiting', '503 {"error":"planned by the test"}']);
    clock.offsetMs += 31_000;
    await drain();
    [retried] = await outboxOf(busy);
    expect(retried.state).toBe('sent');
    expect(sms.received.slice(before).map((posted) => (posted.body as { to: string }).to)).toEqual(['+201112345678']);
  });

  it('never sends twice: a message whose node stopped between claiming and recording becomes failed, not sent again', async () => {
    const applicantId = await insertApplicant(db, { email: 'crash@families.example', mobile: '' });
    await enqueueMessage(db, { event: 'decision_changed', applicantId, values: {} });
    const claimed = await claimDueMessages(db, clock.now(), ['email'], 50);
    expect(claimed.map((message) => message.applicant_id)).toContain(applicantId);

    await drain();
    expect((await outboxOf(applicantId))[0].state).toBe('sending');
    clock.offsetMs += 11 * 60_000;
    expect(await drain()).toMatchObject({ lapsed: 1 });
    const [row] = await outboxOf(applicantId);
    expect([row.state, row.provider_answer]).toEqual(['failed', LAPSED_CLAIM_ANSWER]);
    await drain();
    expect(mailTo('crash@families.example')).toHaveLength(0);
  });

  it('two API nodes on one database send each message exactly once', async () => {
    const applicants = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        insertApplicant(db, { email: `node${index}@families.example`, mobile: `0101000${String(index).padStart(4, '0')}` }),
      ),
    );
    for (const applicantId of applicants) await enqueueMessage(db, { event: 'exam_invitation', applicantId, values: { link: '/apply' } });
    const messaging = {
      smtpUrl: mail.url,
      smtpFrom: 'admissions@alnoor.example',
      smsUrl: sms.url,
      smsAuthHeader: null,
      smsCountryCode: '20',
      publicUrl: PUBLIC_URL,
      outboxEveryMs: 20,
    };
    const nodes = [await t.buildApp({ messaging }), await t.buildApp({ messaging })];
    const states = () => db.selectFrom('message_outbox').select('state').where('applicant_id', 'in', applicants).execute();
    await until(async () => (await states()).every((row) => row.state === 'sent'), 'every message sent');
    for (const node of nodes) await node.close();

    for (let index = 0; index < applicants.length; index += 1) {
      expect(mailTo(`node${index}@families.example`)).toHaveLength(1);
      const to = `+20101000${String(index).padStart(4, '0')}`;
      expect(sms.received.filter((posted) => (posted.body as { to: string }).to === to)).toHaveLength(1);
    }
  });

  it('with no mail server configured, e-mail waits in the outbox while SMS is sent', async () => {
    const applicantId = await insertApplicant(db, { email: 'waiting@families.example', mobile: '01212345678' });
    await enqueueMessage(db, { event: 'offer_reminder', applicantId, values: {} });
    const node = await t.buildApp({
      messaging: {
        smtpUrl: null,
        smtpFrom: 'x@y.example',
        smsUrl: sms.url,
        smsAuthHeader: null,
        smsCountryCode: '20',
        publicUrl: null,
        outboxEveryMs: 20,
      },
    });
    await until(async () => (await outboxOf(applicantId))[1].state === 'sent', 'the SMS sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await node.close();
    const rows = await outboxOf(applicantId);
    expect(rows.map((row) => [row.channel, row.state, row.attempts])).toEqual([
      ['email', 'waiting', 0],
      ['sms', 'sent', 1],
    ]);
    expect(mailTo('waiting@families.example')).toHaveLength(0);
  });
});
