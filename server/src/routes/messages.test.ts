import {
  MESSAGE_ALREADY_SENT,
  MESSAGE_REFUSAL_CODES,
  NOT_SENT_NO_MAIL_SERVER,
  NO_RECIPIENTS,
  ONE_SCOPE,
  defaultMessageTemplate,
  unknownPlaceholderMessage,
  type MessageTemplateEntry,
  type OutboxMessage,
} from '@mizan/shared';
import { enqueueMessage } from '../services/messages/enqueue-message';
import { NO_SUCH_ROUND } from '../services/messages/message-mutes';
import { WHICH_ASSESSMENT_TO_INVITE } from '../services/messages/staff-send';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { insertExam } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/message-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

describe.each(testDatabases())('messages to families, as staff see and send them, on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let keeper: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    keeper = await signInWithFlags(t, admin, 'keeper', ['updateinfo']);
  });
  afterAll(() => t.close());

  const messagesOf = async (applicantId: number, token = keeper) => {
    const response = await t.call('getMessages', { applicantId }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { messages: OutboxMessage[]; total: number } }>().data;
  };

  it("lists an applicant's messages with their state, and says why e-mail waits when no mail server is configured; a one-time code stays hidden", async () => {
    const applicantId = await insertApplicant(t.database.db, { name: 'Hoda Kamal' });
    await enqueueMessage(t.database.db, { event: 'one_time_code', applicantId, values: { code: '482913' } });
    const { messages, total } = await messagesOf(applicantId);
    expect(total).toBe(2);
    const email = messages.find((message) => message.channel === 'email')!;
    expect(email).toMatchObject({
      applicantName: 'Hoda Kamal',
      event: 'one_time_code',
      state: 'waiting',
      note: NOT_SENT_NO_MAIL_SERVER,
      attempts: 0,
    });
    expect(email.subject).toContain('••••••');
    expect(`${email.subject} ${email.text}`).not.toContain('482913');
    expect(messages.find((message) => message.channel === 'sms')?.note).toBe('not sent: no SMS provider configured');

    const filtered = await t.call(
      'getMessages',
      { applicantId, channel: 'sms', state: 'waiting', event: 'one_time_code' },
      { token: keeper },
    );
    expect(filtered.json<{ data: { total: number } }>().data.total).toBe(1);
    const none = await t.call('getMessages', { applicantId, state: 'sent' }, { token: keeper });
    expect(none.json<{ data: { messages: OutboxMessage[] } }>().data.messages).toEqual([]);
  });

  it('retries a failed message to the current address, and refuses to send a sent one again', async () => {
    const applicantId = await insertApplicant(t.database.db, { email: 'old@families.example', mobile: '' });
    await enqueueMessage(t.database.db, { event: 'decision_changed', applicantId, values: {} });
    const [queued] = (await messagesOf(applicantId)).messages;
    await t.database.db
      .updateTable('message_outbox')
      .set({ state: 'failed', attempts: 8, provider_answer: '550 No such mailbox' })
      .where('id', '=', queued.id)
      .execute();
    await t.database.db.updateTable('applicants').set({ email: 'new@families.example' }).where('id', '=', applicantId).execute();

    const retried = await t.call('retryMessage', { id: queued.id }, { token: keeper });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ data: OutboxMessage }>().data).toMatchObject({
      state: 'waiting',
      attempts: 0,
      recipient: 'new@families.example',
      lastAnswer: '550 No such mailbox',
    });

    await t.database.db.updateTable('message_outbox').set({ state: 'sent' }).where('id', '=', queued.id).execute();
    const again = await t.call('retryMessage', { id: queued.id }, { token: keeper });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: MESSAGE_ALREADY_SENT, code: MESSAGE_REFUSAL_CODES.alreadySent });
    expect((await t.call('retryMessage', { id: 99_999_999 }, { token: keeper })).statusCode).toBe(404);
  });

  it("sends staff's own message to chosen applicants or to a filter of the applicants table, and refuses what it cannot send", async () => {
    const arabic = await insertApplicant(t.database.db, { name: 'سارة علي', email: 'sara@families.example', mobile: '' });
    const noAddress = await insertApplicant(t.database.db, { email: '', mobile: '' });
    const sent = await t.call(
      'sendMessage',
      { applicantIds: [arabic, noAddress], subject: 'يوم مفتوح', body: 'مرحبًا {name}، ندعوكم إلى اليوم المفتوح.' },
      { token: keeper },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      data: { applicants: 2, queued: 1, unreachable: 1 },
      msg: '1 message queued to 2 applicants. 1 applicant had no address to send to.',
    });
    const [message] = (await messagesOf(arabic)).messages;
    expect(message).toMatchObject({
      event: 'staff_message',
      language: 'Ar',
      subject: 'يوم مفتوح',
      text: 'مرحبًا سارة علي، ندعوكم إلى اليوم المفتوح.',
      sentBy: 'keeper Staff',
    });

    const byFilter = await t.call(
      'sendMessage',
      { filter: { search: 'sara@families' }, body: 'Reminder', channels: ['sms'] },
      { token: keeper },
    );
    expect(byFilter.json<{ data: { applicants: number; queued: number } }>().data).toEqual({ applicants: 1, queued: 0, unreachable: 1 });

    const unknown = await t.call('sendMessage', { applicantIds: [arabic], subject: 'Hi', body: 'Dear {nmae}' }, { token: keeper });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: unknownPlaceholderMessage(['nmae']), code: MESSAGE_REFUSAL_CODES.unknownPlaceholder });
    const nobody = await t.call(
      'sendMessage',
      { filter: { search: 'no-such-applicant-anywhere' }, subject: 'Hi', body: 'Hi' },
      { token: keeper },
    );
    expect(nobody.json()).toEqual({ msg: NO_RECIPIENTS, code: MESSAGE_REFUSAL_CODES.noRecipients });
    const badFilter = await t.call('sendMessage', { filter: { gender: 'robot' }, subject: 'Hi', body: 'Hi' }, { token: keeper });
    expect(badFilter.statusCode).toBe(400);
    const nul = await t.call('sendMessage', { applicantIds: [arabic], subject: 'Hi\u0000', body: 'Hi' }, { token: keeper });
    expect(nul.statusCode).toBe(400);
    expect((await messagesOf(arabic)).total).toBe(1);
  });

  it('invites to an assessment with the exam link of a registered applicant and the apply link of the others', async () => {
    const assessmentId = await insertExam(t.database.db, undefined, { name: 'Entrance test' });
    const registered = await insertApplicant(t.database.db, { email: 'registered@families.example', mobile: '' });
    const newcomer = await insertApplicant(t.database.db, { email: 'newcomer@families.example', mobile: '' });
    await t.database.db
      .insertInto('attempts')
      .values({ hash: `invite${'z'.repeat(26)}`, applicant_id: registered, assessment_id: assessmentId, trial: 1, shuffle_seed: 's' })
      .execute();
    expect((await t.call('sendMessage', { applicantIds: [registered], event: 'exam_invitation' }, { token: keeper })).json()).toEqual({
      msg: WHICH_ASSESSMENT_TO_INVITE,
    });
    const invited = await t.call(
      'sendMessage',
      { applicantIds: [registered, newcomer], event: 'exam_invitation', assessmentId },
      { token: keeper },
    );
    expect(invited.json<{ data: { queued: number } }>().data.queued).toBe(2);
    const [toRegistered] = (await messagesOf(registered)).messages;
    const [toNewcomer] = (await messagesOf(newcomer)).messages;
    expect(toRegistered.text).toContain(`http://127.0.0.1:0/assessment?hash=invite${'z'.repeat(26)}`);
    expect(toNewcomer.text).toContain(`http://127.0.0.1:0/apply/${assessmentId}`);
    expect(toNewcomer.subject).toBe(`${toNewcomer.subject.split(':')[0]}: your invitation to Entrance test`);
  });

  it('lets staff with decide edit templates: an unknown placeholder refused, the saved text used by the next message, a preview for a real applicant, a reset', async () => {
    const decider = await signInWithFlags(t, admin, 'decider', ['decide']);
    const listed = await t.call('getTemplates', {}, { token: decider });
    const templates = listed.json<{ data: { templates: MessageTemplateEntry[] } }>().data.templates;
    expect(templates).toHaveLength(11 * 2 * 2);
    expect(templates.find((entry) => entry.event === 'waitlisted' && entry.language === 'Ar' && entry.channel === 'email')).toMatchObject({
      edited: false,
      ...defaultMessageTemplate('waitlisted', 'Ar', 'email'),
    });
    expect((await t.call('getTemplates', {}, { token: keeper })).statusCode).toBe(403);

    const refused = await t.call(
      'saveTemplate',
      { event: 'waitlisted', language: 'En', channel: 'email', subject: 'Waiting {name}', body: 'You are {rank} and {pos}' },
      { token: decider },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ msg: string }>().msg).toBe(
      '{rank}, {pos} are not placeholders. Use {name}, {assessment}, {link}, {status_link}, {deadline}, {position}, {school}, {code}.',
    );

    const saved = await t.call(
      'saveTemplate',
      { event: 'waitlisted', language: 'En', channel: 'email', subject: 'On the list, {name}', body: 'Position {position}.' },
      { token: decider },
    );
    expect(saved.json()).toMatchObject({
      data: { edited: true, subject: 'On the list, {name}' },
      msg: 'Waitlisted (English, e-mail) saved.',
    });
    const applicantId = await insertApplicant(t.database.db, { name: 'Karim Nabil', mobile: '' });
    await enqueueMessage(t.database.db, { event: 'waitlisted', applicantId, values: { position: '4' } });
    expect((await messagesOf(applicantId)).messages[0]).toMatchObject({ subject: 'On the list, Karim Nabil', text: 'Position 4.' });

    const preview = await t.call(
      'previewTemplate',
      {
        event: 'offer_made',
        language: 'Ar',
        channel: 'email',
        subject: '{school}: عرض إلى {name}',
        body: 'مرحبًا {name}، الرد قبل {deadline}: {status_link}',
        applicantId,
      },
      { token: decider },
    );
    expect(preview.statusCode).toBe(200);
    const rendered = preview.json<{ data: { subject: string; text: string; html: string } }>().data;
    expect(rendered.subject).toMatch(/: عرض إلى Karim Nabil$/);
    expect(rendered.text).toMatch(
      /^مرحبًا Karim Nabil، الرد قبل \d{4}-\d\d-\d\d \d\d:\d\d UTC: http:\/\/127\.0\.0\.1:0\/status\/[\w-]{32}$/,
    );
    expect(rendered.html).toContain('<html lang="ar" dir="rtl">');

    const reset = await t.call(
      'saveTemplate',
      { event: 'waitlisted', language: 'En', channel: 'email', subject: '', body: '', reset: true },
      { token: decider },
    );
    expect(reset.json()).toMatchObject({ data: { edited: false, ...defaultMessageTemplate('waitlisted', 'En', 'email') } });
  });

  it('turns an event off per channel for an assessment, and refuses a missing or double scope', async () => {
    const assessmentId = await insertExam(t.database.db);
    const saved = await t.call(
      'saveMessageSettings',
      { assessmentId, off: [{ event: 'exam_invitation', channel: 'sms' }] },
      { token: admin },
    );
    expect(saved.json()).toEqual({
      data: { assessmentId, roundId: null, off: [{ event: 'exam_invitation', channel: 'sms' }] },
      msg: 'The message settings were saved.',
    });
    const applicantId = await insertApplicant(t.database.db);
    await t.call('sendMessage', { applicantIds: [applicantId], event: 'exam_invitation', assessmentId }, { token: keeper });
    expect((await messagesOf(applicantId)).messages.map((message) => message.channel)).toEqual(['email']);

    expect((await t.call('getMessageSettings', { roundId: 987_654 }, { token: admin })).json()).toEqual({ msg: NO_SUCH_ROUND });
    const both = await t.call('saveMessageSettings', { assessmentId, roundId: 1, off: [] }, { token: admin });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ msg: ONE_SCOPE });
  });
});
