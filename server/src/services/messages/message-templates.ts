import { sql, type Kysely } from 'kysely';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_LANGUAGES,
  MESSAGE_REFUSAL_CODES,
  MESSAGE_BODY_REQUIRED,
  MESSAGE_SUBJECT_REQUIRED,
  defaultMessageTemplate,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  type MessageChannel,
  type MessageEvent,
  type MessageLanguage,
  type MessageTemplate,
  type MessageTemplateEntry,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { writeAudit } from '../audit';

interface TemplateKey {
  event: MessageEvent;
  language: MessageLanguage;
  channel: MessageChannel;
}

/** The templates in use, read once for a batch: staff's own text where they saved one, else the shipped default. */
export async function templatesInUse(
  db: Kysely<Database>,
): Promise<(event: MessageEvent, language: MessageLanguage, channel: MessageChannel) => MessageTemplate> {
  const saved = await db.selectFrom('message_templates').select(['event', 'language', 'channel', 'subject', 'body']).execute();
  const savedOf = new Map(saved.map((row) => [`${row.event}/${row.language}/${row.channel}`, { subject: row.subject, body: row.body }]));
  return (event, language, channel) => savedOf.get(`${event}/${language}/${channel}`) ?? defaultMessageTemplate(event, language, channel);
}

/** The template in use of one event, language and channel. */
async function templateInUse(db: Kysely<Database>, event: MessageEvent, language: MessageLanguage, channel: MessageChannel) {
  return (await templatesInUse(db))(event, language, channel);
}

/** Every template, event by event, English then Arabic, e-mail then SMS, with the shipped text beside it. */
export async function listTemplates(db: Kysely<Database>): Promise<MessageTemplateEntry[]> {
  const saved = await db.selectFrom('message_templates').select(['event', 'language', 'channel', 'subject', 'body']).execute();
  const savedOf = new Map(saved.map((row) => [`${row.event}/${row.language}/${row.channel}`, row]));
  return MESSAGE_EVENTS.flatMap((event) =>
    MESSAGE_LANGUAGES.flatMap((language) =>
      MESSAGE_CHANNELS.map((channel) => {
        const shipped = defaultMessageTemplate(event, language, channel);
        const own = savedOf.get(`${event}/${language}/${channel}`);
        return {
          event,
          language,
          channel,
          subject: own?.subject ?? shipped.subject,
          body: own?.body ?? shipped.body,
          shipped,
          edited: own !== undefined,
        };
      }),
    ),
  );
}

/** A template's text checked: a body, a subject for e-mail, and no braced word that is not a placeholder. */
export function checkTemplateText(channel: MessageChannel, template: MessageTemplate): MessageTemplate {
  const subject = channel === 'email' ? template.subject.trim() : '';
  if (template.body.trim() === '') throw badRequest(MESSAGE_BODY_REQUIRED);
  if (channel === 'email' && subject === '') throw badRequest(MESSAGE_SUBJECT_REQUIRED);
  const unknown = unknownPlaceholders(`${subject}\n${template.body}`);
  if (unknown.length > 0) throw new HttpError(400, unknownPlaceholderMessage(unknown), {}, MESSAGE_REFUSAL_CODES.unknownPlaceholder);
  return { subject, body: template.body };
}

/** Save staff's text for one template, or go back to the shipped one (reset); audited. Answers the template now in use. */
export async function saveTemplate(
  db: Kysely<Database>,
  actorUserId: number,
  change: TemplateKey & MessageTemplate & { reset?: boolean },
): Promise<MessageTemplateEntry> {
  const key = { event: change.event, language: change.language, channel: change.channel };
  const text = change.reset ? null : checkTemplateText(change.channel, change);
  await db.transaction().execute(async (transaction) => {
    const before = await templateInUse(transaction, key.event, key.language, key.channel);
    if (text === null) {
      await transaction
        .deleteFrom('message_templates')
        .where('event', '=', key.event)
        .where('language', '=', key.language)
        .where('channel', '=', key.channel)
        .execute();
    } else {
      await transaction
        .insertInto('message_templates')
        .values({ ...key, ...text, updated_by: actorUserId })
        .onConflict((conflict) =>
          conflict
            .columns(['event', 'language', 'channel'])
            .doUpdateSet({ ...text, updated_by: actorUserId, updated_at: sql<Date>`now()` }),
        )
        .execute();
    }
    const after = text ?? defaultMessageTemplate(key.event, key.language, key.channel);
    await writeAudit(transaction, {
      actorUserId,
      action: change.reset ? 'message.template.reset' : 'message.template',
      subjectType: 'message_template',
      subjectId: `${key.event}/${key.language}/${key.channel}`,
      details: { subject: { from: before.subject, to: after.subject }, body: { from: before.body, to: after.body } },
    });
  });
  const entry = (await listTemplates(db)).find(
    (template) => template.event === key.event && template.language === key.language && template.channel === key.channel,
  );
  return entry!;
}
