import type { Kysely } from 'kysely';
import { defaultMessageTemplate, type MessageChannel, type MessageEvent, type MessageLanguage, type MessageTemplate } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** The template in use: staff's own text where they saved one, else the shipped default. */
export async function templateInUse(
  db: Kysely<Database>,
  event: MessageEvent,
  language: MessageLanguage,
  channel: MessageChannel,
): Promise<MessageTemplate> {
  const saved = await db
    .selectFrom('message_templates')
    .select(['subject', 'body'])
    .where('event', '=', event)
    .where('language', '=', language)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return saved ?? defaultMessageTemplate(event, language, channel);
}
