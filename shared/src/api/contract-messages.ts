import { z } from 'zod';
import { DELIVERY_STATES, MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_LANGUAGES, MESSAGE_PLACEHOLDERS } from '../domain/messages';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { positiveId } from './request-ids';

/**
 * Messages to families (ours; docs/decisions.md, "Messages and the outbox"):
 * what was sent to whom and how it went, staff's own messages, retrying a
 * failed one, the templates, and events turned off per assessment or round.
 * Reading and sending messages: `updateinfo` (those who keep applicants'
 * details); templates and settings: `decide` (those who decide admissions;
 * administrators have it). Spread into `contract` in contract.ts.
 */

export const MESSAGE_ID_REQUIRED = 'Which message? Send its id.';
export const MESSAGE_BODY_REQUIRED = 'Write the text of the message.';
export const MESSAGE_SUBJECT_REQUIRED = 'Write the subject of the e-mail.';
export const NO_RECIPIENTS = 'Choose the applicants to send to: their ids, or a filter of the applicants table.';
export const unknownPlaceholderMessage = (unknown: string[]) =>
  `${unknown.map((word) => `{${word}}`).join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'}. ` +
  `Use ${MESSAGE_PLACEHOLDERS.map((word) => `{${word}}`).join(', ')}.`;

const eventSchema = z.enum(MESSAGE_EVENTS, { error: `The event must be one of ${MESSAGE_EVENTS.join(', ')}.` });
const channelSchema = z.enum(MESSAGE_CHANNELS, { error: "The channel must be 'email' or 'sms'." });
const languageSchema = z.enum(MESSAGE_LANGUAGES, { error: "The language must be 'En' or 'Ar'." });
const SUBJECT_MAX = 300;
const BODY_MAX = 5_000;
const subjectText = z.string().max(SUBJECT_MAX, `The subject must be ${SUBJECT_MAX} characters or less.`);
const bodyText = z.string().max(BODY_MAX, `The text must be ${BODY_MAX.toLocaleString('en')} characters or less.`);

/** One message in the outbox, rendered as it was (or will be) sent. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  applicantId: z.number().nullable(),
  applicantName: z.string().nullable(),
  event: eventSchema,
  channel: channelSchema,
  language: languageSchema,
  /** The e-mail address or the mobile it goes to. */
  recipient: z.string(),
  /** '' for an SMS. A one-time code in it is shown as ••••••. */
  subject: z.string(),
  text: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** Why a waiting message is not going out, e.g. 'not sent: no mail server configured'; '' otherwise. */
  note: z.string(),
  attempts: z.number(),
  /** The mail server's or SMS provider's last answer, or why it failed. */
  lastAnswer: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a waiting message is tried (again). */
  nextAttemptAt: z.string().nullable(),
  assessmentId: z.number().nullable(),
  roundId: z.number().nullable(),
  /** The staff member who sent a staff message. */
  sentBy: z.string().nullable(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const MESSAGES_PAGE_SIZE_MAX = 200;
export const messageListRequestSchema = z.object({
  applicantId: positiveId('The applicant id must be a whole number.').optional(),
  state: z.enum(DELIVERY_STATES).optional(),
  event: eventSchema.optional(),
  channel: channelSchema.optional(),
  /** 1-based; 50 a page unless pageSize says otherwise. */
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(MESSAGES_PAGE_SIZE_MAX).optional(),
});

export const templateSchema = z.object({
  event: eventSchema,
  language: languageSchema,
  channel: channelSchema,
  subject: z.string(),
  body: z.string(),
  /** The text Mizan ships, to compare or go back to. */
  shipped: z.object({ subject: z.string(), body: z.string() }),
  /** Staff replaced the shipped text. */
  edited: z.boolean(),
});
export type MessageTemplateEntry = z.output<typeof templateSchema>;

const templateKey = { event: eventSchema, language: languageSchema, channel: channelSchema };
export const saveTemplateRequestSchema = z.object({
  ...templateKey,
  /** Ignored for SMS. */
  subject: subjectText,
  body: bodyText,
  /** Go back to the shipped text (subject and body are then ignored). */
  reset: z.boolean().optional(),
});
export const previewTemplateRequestSchema = z.object({
  ...templateKey,
  subject: subjectText,
  body: bodyText,
  applicantId: positiveId('Which applicant should the preview be for? Send applicantId.'),
});
export const renderedMessageSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });

export const SEND_APPLICANTS_MAX = 5_000;
export const sendMessageRequestSchema = z.object({
  /** The applicants by id… */
  applicantIds: z.array(z.number().int().positive()).max(SEND_APPLICANTS_MAX).optional(),
  /** …or those the applicants table's filter selects: the query of admin/getapplicant.php (search, school_id, gender, …). */
  filter: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** staff_message (default): the subject and body below; exam_invitation: the template, with the assessment's apply link, or the exam link for a registered applicant. */
  event: z.enum(['staff_message', 'exam_invitation']).optional(),
  assessmentId: positiveId('The assessment id must be a whole number.').optional(),
  subject: subjectText.optional(),
  body: bodyText.optional(),
  /** Which channels (default both); an applicant without an address on one gets the other. */
  channels: z.array(channelSchema).min(1, 'Choose e-mail, SMS or both.').optional(),
});
export const sendSummarySchema = z.object({
  /** Applicants chosen. */
  applicants: z.number(),
  /** Messages queued (one per applicant per channel). */
  queued: z.number(),
  /** Applicants with no address on the chosen channels (or the event turned off). */
  unreachable: z.number(),
});

export const mutedPairSchema = z.object({ event: eventSchema, channel: channelSchema });
const settingsScope = {
  assessmentId: positiveId('The assessment id must be a whole number.').optional(),
  roundId: positiveId('The round id must be a whole number.').optional(),
};
export const ONE_SCOPE = 'Send either assessmentId or roundId.';
const oneScope = (scope: { assessmentId?: number; roundId?: number }) =>
  (scope.assessmentId === undefined) !== (scope.roundId === undefined);
export const messageSettingsRequestSchema = z.object(settingsScope).refine(oneScope, { message: ONE_SCOPE });
export const saveMessageSettingsRequestSchema = z
  .object({ ...settingsScope, off: z.array(mutedPairSchema).max(MESSAGE_EVENTS.length * MESSAGE_CHANNELS.length) })
  .refine(oneScope, { message: ONE_SCOPE });
export const messageSettingsSchema = z.object({
  assessmentId: z.number().nullable(),
  roundId: z.number().nullable(),
  /** The events turned off, per channel; every other event sends. */
  off: z.array(mutedPairSchema),
});

const decide = requiresFlag('decide');
const updateInfo = requiresFlag('updateinfo');

export const messageCalls = {
  getMessages: call({
    method: 'POST',
    path: 'admin/getmessages.php',
    access: updateInfo,
    request: messageListRequestSchema,
    response: answer(z.object({ messages: z.array(outboxMessageSchema), total: z.number() })),
    summary:
      'Ours: the messages to families, newest first, filtered by applicantId, state (waiting, sending, sent, failed), event, channel; each with its delivery state, tries, the last provider answer and, while it waits because nothing is configured, a note such as "not sent: no mail server configured"',
    ours: true,
  }),
  sendMessage: call({
    method: 'POST',
    path: 'admin/sendmessage.php',
    access: updateInfo,
    request: sendMessageRequestSchema,
    response: z.object({ data: sendSummarySchema, msg: z.string() }),
    summary: `Ours: queue a message to applicants chosen by applicantIds or by the applicants table's filter (at most ${SEND_APPLICANTS_MAX.toLocaleString('en')}): staff's own subject and body (placeholders allowed), or the exam invitation of assessmentId; by e-mail, SMS or both; audited`,
    ours: true,
  }),
  retryMessage: call({
    method: 'POST',
    path: 'admin/retrymessage.php',
    access: updateInfo,
    request: z.object({ id: positiveId(MESSAGE_ID_REQUIRED) }),
    response: z.object({ data: outboxMessageSchema, msg: z.string() }),
    summary:
      "Ours: send a failed (or still waiting) message again now, to the applicant's current address, with a fresh set of tries; a sent one is refused (409); audited",
    ours: true,
  }),
  getTemplates: call({
    method: 'POST',
    path: 'admin/gettemplates.php',
    access: decide,
    request: z.object({}),
    response: answer(z.object({ templates: z.array(templateSchema), placeholders: z.array(z.enum(MESSAGE_PLACEHOLDERS)) })),
    summary:
      'Ours: every template (event × language En/Ar × channel email/sms) in use, with the shipped text beside it, and the placeholders a template may hold',
    ours: true,
  }),
  saveTemplate: call({
    method: 'POST',
    path: 'admin/savetemplate.php',
    access: decide,
    request: saveTemplateRequestSchema,
    response: z.object({ data: templateSchema, msg: z.string() }),
    summary: 'Ours: replace one template (or reset it to the shipped text); a braced word that is not a placeholder is refused; audited',
    ours: true,
  }),
  previewTemplate: call({
    method: 'POST',
    path: 'admin/previewtemplate.php',
    access: decide,
    request: previewTemplateRequestSchema,
    response: answer(renderedMessageSchema),
    summary:
      "Ours: a template (as being edited) rendered for a real applicant: their name, school, status link, their latest assessment and its link; example deadline, position and code; the e-mail's subject, text and HTML",
    ours: true,
  }),
  getMessageSettings: call({
    method: 'POST',
    path: 'admin/getmessagesettings.php',
    access: decide,
    request: messageSettingsRequestSchema,
    response: answer(messageSettingsSchema),
    summary: 'Ours: the events turned off, per channel, for an assessment (assessmentId) or an admission round (roundId)',
    ours: true,
  }),
  saveMessageSettings: call({
    method: 'POST',
    path: 'admin/savemessagesettings.php',
    access: decide,
    request: saveMessageSettingsRequestSchema,
    response: z.object({ data: messageSettingsSchema, msg: z.string() }),
    summary:
      'Ours: turn events off (per channel) for an assessment or an admission round: `off` lists them all, the rest send; messages queued from then on follow it; audited',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

/** Stable names of the refusals of these calls, beside their sentences. */
export const MESSAGE_REFUSAL_CODES = {
  unknownPlaceholder: 'unknown_placeholder',
  messageNotFound: 'message_not_found',
  alreadySent: 'message_already_sent',
  beingSent: 'message_being_sent',
  tooManyRecipients: 'too_many_recipients',
  noRecipients: 'no_recipients',
} as const;
export const NO_SUCH_MESSAGE = 'There is no such message.';
export const MESSAGE_ALREADY_SENT = 'This message was sent already; to say it again, send a new message.';
export const MESSAGE_BEING_SENT = 'This message is being sent right now; look again in a minute.';
export const tooManyRecipientsMessage = (count: number) =>
  `This would send to ${count.toLocaleString('en')} applicants; narrow the filter to at most ${SEND_APPLICANTS_MAX.toLocaleString('en')}.`;

export type MessageCallName = keyof typeof messageCalls;
