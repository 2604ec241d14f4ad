import type { Kysely } from 'kysely';
import {
  usedPlaceholders,
  type MessageChannel,
  type MessageEvent,
  type MessageLanguage,
  type MessageTemplate,
  type MessageValues,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { statusLinkPath } from '../family/status-links';
import { readApplicantContact } from './applicant-contact';
import { applicantLanguage } from './applicant-language';
import { mutedChannels } from './message-mutes';
import { templateInUse } from './message-templates';

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

/**
 * Queue an event's message to an applicant, one outbox row per channel they
 * have (an e-mail address, a mobile) that is not turned off for the
 * assessment or round. Pass the event's transaction: the message commits or
 * rolls back with it. Written in the assessment's language when the message
 * is about one, else in the applicant's (`applicantLanguage`). Answers how
 * many rows were queued.
 */
export async function enqueueMessage(db: Kysely<Database>, message: MessageToQueue): Promise<number> {
  const applicant = await readApplicantContact(db, message.applicantId);
  if (!applicant) return 0;

  const muted = await mutedChannels(db, message.event, message);
  const channels = (
    [
      ['email', applicant.email],
      ['sms', applicant.mobile],
    ] as Array<[MessageChannel, string]>
  ).filter(([channel, recipient]) => recipient !== '' && !muted.has(channel) && (message.channels?.includes(channel) ?? true));
  if (channels.length === 0) return 0;

  const language = await messageLanguage(db, message);
  const templates = await Promise.all(
    channels.map(async ([channel]) => message.text ?? (await templateInUse(db, message.event, language, channel))),
  );
  const values: MessageValues = {
    name: applicant.name,
    school: applicant.school,
    ...message.values,
  };
  const needsStatusLink = templates.some((template) => usedPlaceholders(`${template.subject}\n${template.body}`).includes('status_link'));
  if (needsStatusLink && values.status_link === undefined) values.status_link = await statusLinkPath(db, message.applicantId);

  const inserted = await db
    .insertInto('message_outbox')
    .values(
      channels.map(([channel, recipient], index) => ({
        applicant_id: message.applicantId,
        event: message.event,
        channel,
        language,
        recipient,
        subject: channel === 'email' ? templates[index].subject : '',
        body: templates[index].body,
        values: JSON.stringify(values),
        assessment_id: message.assessmentId ?? null,
        round_id: message.roundId ?? null,
        dedupe_key: message.dedupeKey === undefined ? null : `${message.dedupeKey}:${channel}`,
        created_by: message.createdBy ?? null,
      })),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

async function messageLanguage(db: Kysely<Database>, message: MessageToQueue): Promise<MessageLanguage> {
  if (message.language !== undefined) return message.language;
  if (message.assessmentId !== undefined) {
    const assessment = await db.selectFrom('assessments').select('lang').where('id', '=', message.assessmentId).executeTakeFirst();
    if (assessment) return assessment.lang;
  }
  return applicantLanguage(db, message.applicantId);
}
