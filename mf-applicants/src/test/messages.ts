/** Messages and templates for the message screens' tests, answered from memory as the server answers them. */
import { NOT_SENT_NO_MAIL_SERVER, type MessageChannel, type MessageEvent, type MessageLanguage } from '@mizan/shared';
import type { SentMessage, TemplateEntry } from '../state/messages-api';
import { fakeServer } from './fake-api';

export const ARABIC_SUBJECT = 'مدرسة القاهرة: عرض مقعد';

export function sentMessage(id: number, fields: Partial<SentMessage>): SentMessage {
  return {
    id,
    applicantId: 2,
    applicantName: 'Omar Khaled',
    event: 'offer_made',
    channel: 'email',
    language: 'En',
    recipient: 'omar2@example.com',
    subject: 'Cairo STEM School: an offer of a place',
    text: 'Dear Omar Khaled,\n\nYou are offered a place.',
    state: 'sent',
    note: '',
    attempts: 1,
    lastAnswer: '250 OK',
    createdAt: '2026-11-20T08:00:00.000Z',
    sentAt: '2026-11-20T08:00:05.000Z',
    nextAttemptAt: null,
    assessmentId: null,
    roundId: 4,
    sentBy: null,
    ...fields,
  };
}

export function sampleMessages(): SentMessage[] {
  return [
    sentMessage(3, {
      language: 'Ar',
      subject: ARABIC_SUBJECT,
      text: 'مرحبًا عمر،\n\nعُرض عليك مقعد.',
      state: 'failed',
      attempts: 5,
      lastAnswer: '550 mailbox unavailable',
      sentAt: null,
      createdAt: '2026-11-21T08:00:00.000Z',
    }),
    sentMessage(2, {
      channel: 'sms',
      recipient: '+201000000002',
      subject: '',
      text: 'Cairo STEM School: an offer for Omar',
      state: 'waiting',
      attempts: 0,
      note: NOT_SENT_NO_MAIL_SERVER,
      sentAt: null,
    }),
    sentMessage(1, {}),
  ];
}

const template = (
  event: MessageEvent,
  language: MessageLanguage,
  channel: MessageChannel,
  subject: string,
  body: string,
): TemplateEntry => ({
  event,
  language,
  channel,
  subject,
  body,
  shipped: { subject, body },
  edited: false,
});

export function sampleTemplates(): TemplateEntry[] {
  return [
    template(
      'offer_made',
      'En',
      'email',
      '{school}: an offer of a place',
      'Dear {name},\n\nYou are offered a place until {deadline}.\n{status_link}',
    ),
    template('offer_made', 'Ar', 'email', '{school}: عرض مقعد', 'مرحبًا {name}،\n\nعُرض عليك مقعد حتى {deadline}.\n{status_link}'),
    template('offer_made', 'En', 'sms', '', '{school}: {name}, you are offered a place until {deadline}: {status_link}'),
    template('offer_made', 'Ar', 'sms', '', '{school}: {name}، عُرض عليك مقعد حتى {deadline}: {status_link}'),
    template('waitlisted', 'En', 'email', '{school}: the waiting list', 'Dear {name},\n\nYou are number {position} on the waiting list.'),
    template('waitlisted', 'Ar', 'email', '{school}: قائمة الانتظار', 'مرحبًا {name}،\n\nترتيبك {position} في قائمة الانتظار.'),
  ];
}

export const PLACEHOLDERS = ['name', 'assessment', 'link', 'status_link', 'deadline', 'position', 'school', 'code'];

/** The message calls over messages and templates in memory. */
export function serveMessages(messages: SentMessage[] = sampleMessages()) {
  const state = { messages, templates: sampleTemplates(), off: [] as Array<{ event: MessageEvent; channel: MessageChannel }> };
  fakeServer.on('admin/getmessages.php', () => ({
    status: 200,
    body: { data: { messages: state.messages, total: state.messages.length } },
  }));
  fakeServer.on('admin/retrymessage.php', (data) => {
    const { id } = data as { id: number };
    const found = state.messages.find((entry) => entry.id === id);
    if (!found) return { status: 404, body: { msg: 'There is no such message.' } };
    Object.assign(found, { state: 'waiting', attempts: 0, lastAnswer: '' });
    return { status: 200, body: { data: found, msg: 'The message will be sent again.' } };
  });
  fakeServer.on('admin/sendmessage.php', (data) => {
    const { applicantIds = [] } = data as { applicantIds?: number[] };
    return {
      status: 200,
      body: { data: { applicants: applicantIds.length, queued: applicantIds.length * 2, unreachable: 0 }, msg: 'Queued.' },
    };
  });
  fakeServer.on('admin/gettemplates.php', () => ({
    status: 200,
    body: { data: { templates: state.templates, placeholders: PLACEHOLDERS } },
  }));
  fakeServer.on('admin/savetemplate.php', (data) => {
    const sent = data as TemplateEntry & { reset?: boolean };
    if (/\{(?!name\}|school\}|deadline\}|status_link\}|position\})[a-z_]+\}/.test(sent.body)) {
      return {
        status: 400,
        body: {
          msg: '{fee} is not a placeholder. Use {name}, {assessment}, {link}, {status_link}, {deadline}, {position}, {school}, {code}.',
        },
      };
    }
    const found = state.templates.find(
      (entry) => entry.event === sent.event && entry.language === sent.language && entry.channel === sent.channel,
    );
    if (!found) return { status: 404, body: { msg: 'No such template.' } };
    Object.assign(found, sent.reset ? { ...found.shipped, edited: false } : { subject: sent.subject, body: sent.body, edited: true });
    return { status: 200, body: { data: found, msg: 'Saved.' } };
  });
  fakeServer.on('admin/previewtemplate.php', (data) => {
    const { subject, body } = data as { subject: string; body: string };
    const fill = (text: string) =>
      text.replace('{name}', 'Omar Khaled').replace('{school}', 'Cairo STEM School').replace('{deadline}', '2027-06-30 18:00');
    return { status: 200, body: { data: { subject: fill(subject), text: fill(body), html: `<p>${fill(body)}</p>` } } };
  });
  fakeServer.on('admin/getmessagesettings.php', (data) => {
    const { roundId } = data as { roundId: number };
    return { status: 200, body: { data: { assessmentId: null, roundId, off: state.off } } };
  });
  fakeServer.on('admin/savemessagesettings.php', (data) => {
    const sent = data as { roundId: number; off: typeof state.off };
    state.off = sent.off;
    return { status: 200, body: { data: { assessmentId: null, roundId: sent.roundId, off: sent.off }, msg: 'Saved.' } };
  });
  return state;
}
