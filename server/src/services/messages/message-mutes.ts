import type { Kysely } from 'kysely';
import type { MessageChannel, MessageEvent } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** The channels on which staff turned the event off for the assessment or the round the message is about. */
export async function mutedChannels(
  db: Kysely<Database>,
  event: MessageEvent,
  about: { assessmentId?: number; roundId?: number },
): Promise<Set<MessageChannel>> {
  const scopes: Array<['assessment' | 'round', number]> = [];
  if (about.assessmentId !== undefined) scopes.push(['assessment', about.assessmentId]);
  if (about.roundId !== undefined) scopes.push(['round', about.roundId]);
  if (scopes.length === 0) return new Set();
  const rows = await db
    .selectFrom('message_mutes')
    .select('channel')
    .where('event', '=', event)
    .where((where) => where.or(scopes.map(([scope, id]) => where.and([where('scope', '=', scope), where('scope_id', '=', id)]))))
    .execute();
  return new Set(rows.map((row) => row.channel));
}
