import type { Insertable, Kysely } from 'kysely';
import {
  usedPlaceholders,
  type MessageChannel,
  type MessageEvent,
  type MessageLanguage,
  type MessageTemplate,
  type MessageValues,
} from '@mizan/shared';
import type { Database, MessageOutboxTable } from '../../db/schema';
import { statusLinkPaths } from '../family/status-links';
import { readApplicantContacts } from './applicant-contact';
import { applicantLanguages } from './applicant-language';
import { mutesFor } from './message-mutes';
import { templatesInUse } from './message-templates';

export interface MessageToQueue {
  event: MessageEvent;
  applicantId: number;
  roundId?: number;
  assessmentId?: number;
  /** The event's values; {name} and {school} default to the applicant's, {status_link} is filled when a template uses it. Links may be paths ('/status/…'): they are made absolute with PUBLIC_URL when sent. */
  values: MessageValues;
  /** Staff's own text (a staff message) instead of the event's template; an SMS takes its body. */
  text?: MessageTemplate;
  /** A message that must reach the applicant once: a second enqueue with the same key queues nothing. */
  dedupeKey?: string;
  /** The staff member who sent it, for a staff message. */
  createdBy?: number;
  /** Only these channels (default: every channel the applicant has). */
  channels?: MessageChannel[];
  /** The language it is written in, when the caller knows better (staff's own text). */
  language?: MessageLanguage;
}

/** Outbox rows one INSERT writes at most. */
const INSERT_CHUNK = 1_000;

/**
 * Queue an event's message to an applicant, one outbox row per channel they
 * have (an e-mail address, a mobile) that is not turned off for the
 * assessment or round. Pass the event's transaction: the message commits or
 * rolls back with it. Written in the assessment's language when the message
 * is about one, else in the applicant's (`applicantLanguage`). Answers how
 * many rows were queued.
 */
export async function enqueueMessage(db: Kysely<Database>, message: MessageToQueue): Promise<number> {
  const [queued] = await enqueueMessages(db, [message]);
  return queued;
}

/**
 * `enqueueMessage` for many messages at once (a batch of decisions, a release
 * of results, a staff message to a filtered set): the applicants, languages,
 * templates and muted events are read once for the batch and the rows
 * inserted together. Answers how many rows each message queued.
 */
export async function enqueueMessages(db: Kysely<Database>, messages: readonly MessageToQueue[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const applicantIds = messages.map((message) => message.applicantId);
  const [contacts, languages, isMuted, templateOf] = await Promise.all([
    readApplicantContacts(db, applicantIds),
    messageLanguages(db, messages),
    mutesFor(db, messages),
    templatesInUse(db),
  ]);

  const planned: Array<{ index: number; row: Omit<Insertable<MessageOutboxTable>, 'values'>; values: MessageValues }> = [];
  // Status links are made together after the loop; the rows' values are written out only then.
  const needStatusLinks: Array<{ applicantId: number; values: MessageValues }> = [];
  for (const [index, message] of messages.entries()) {
    const applicant = contacts.get(message.applicantId);
    if (!applicant) continue;
    const channels = (
      [
        ['email', applicant.email],
        ['sms', applicant.mobile],
      ] as Array<[MessageChannel, string]>
    ).filter(
      ([channel, recipient]) =>
        recipient !== '' && !isMuted(message.event, channel, message) && (message.channels?.includes(channel) ?? true),
    );
    if (channels.length === 0) continue;
    const language = languages[index];
    const templates = channels.map(([channel]) => message.text ?? templateOf(message.event, language, channel));
    const values: MessageValues = { name: applicant.name, school: applicant.school, ...message.values };
    const needsStatusLink = templates.some((template) => usedPlaceholders(`${template.subject}\n${template.body}`).includes('status_link'));
    if (needsStatusLink && values.status_link === undefined) needStatusLinks.push({ applicantId: message.applicantId, values });
    for (const [position, [channel, recipient]] of channels.entries()) {
      planned.push({
        index,
        row: {
          applicant_id: message.applicantId,
          event: message.event,
          channel,
          language,
          recipient,
          subject: channel === 'email' ? templates[position].subject : '',
          body: templates[position].body,
          assessment_id: message.assessmentId ?? null,
          round_id: message.roundId ?? null,
          dedupe_key: message.dedupeKey === undefined ? null : `${message.dedupeKey}:${channel}`,
          created_by: message.createdBy ?? null,
        },
        values,
      });
    }
  }

  const statusLinks = await statusLinkPaths(
    db,
    needStatusLinks.map((entry) => entry.applicantId),
  );
  for (const entry of needStatusLinks) entry.values.status_link = statusLinks.get(entry.applicantId);

  const insertedKeys = new Set<string>();
  for (let start = 0; start < planned.length; start += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('message_outbox')
      .values(planned.slice(start, start + INSERT_CHUNK).map((entry) => ({ ...entry.row, values: JSON.stringify(entry.values) })))
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .returning('dedupe_key')
      .execute();
    for (const row of inserted) if (row.dedupe_key !== null) insertedKeys.add(row.dedupe_key);
  }
  const queued = messages.map(() => 0);
  for (const { index, row } of planned) if (!row.dedupe_key || insertedKeys.has(row.dedupe_key)) queued[index] += 1;
  return queued;
}

/** Each message's language: its own, else its assessment's, else its applicant's. */
async function messageLanguages(db: Kysely<Database>, messages: readonly MessageToQueue[]): Promise<MessageLanguage[]> {
  const assessmentIds = [...new Set(messages.flatMap((message) => (message.assessmentId === undefined ? [] : [message.assessmentId])))];
  const assessmentLanguage = new Map<number, MessageLanguage>();
  if (assessmentIds.length > 0) {
    const rows = await db.selectFrom('assessments').select(['id', 'lang']).where('id', 'in', assessmentIds).execute();
    for (const row of rows) assessmentLanguage.set(row.id, row.lang);
  }
  const needApplicant = messages.filter(
    (message) => message.language === undefined && (message.assessmentId === undefined || !assessmentLanguage.has(message.assessmentId)),
  );
  const applicantLanguage = await applicantLanguages(
    db,
    needApplicant.map((message) => message.applicantId),
  );
  return messages.map(
    (message) =>
      message.language ??
      (message.assessmentId !== undefined ? assessmentLanguage.get(message.assessmentId) : undefined) ??
      applicantLanguage.get(message.applicantId) ??
      'En',
  );
}
