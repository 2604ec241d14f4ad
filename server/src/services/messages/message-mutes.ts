import type { Kysely } from 'kysely';
import type { MessageChannel, MessageEvent } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../audit';

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

type SettingsScope = { assessmentId?: number; roundId?: number };
type MutedPair = { event: MessageEvent; channel: MessageChannel };

export const NO_SUCH_ASSESSMENT = 'There is no such assessment.';
export const NO_SUCH_ROUND = 'There is no such admission round.';

function scopeOf(scope: SettingsScope): ['assessment' | 'round', number] {
  return scope.assessmentId !== undefined ? ['assessment', scope.assessmentId] : ['round', scope.roundId!];
}

async function checkScopeExists(db: Kysely<Database>, scope: SettingsScope): Promise<void> {
  const [kind, id] = scopeOf(scope);
  const found =
    kind === 'assessment'
      ? await db.selectFrom('assessments').select('id').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('admission_rounds').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(kind === 'assessment' ? NO_SUCH_ASSESSMENT : NO_SUCH_ROUND);
}

/** The events turned off, per channel, for an assessment or a round. */
export async function readMessageSettings(db: Kysely<Database>, scope: SettingsScope) {
  await checkScopeExists(db, scope);
  const [kind, id] = scopeOf(scope);
  const off = await db
    .selectFrom('message_mutes')
    .select(['event', 'channel'])
    .where('scope', '=', kind)
    .where('scope_id', '=', id)
    .orderBy('event')
    .orderBy('channel')
    .execute();
  return { assessmentId: scope.assessmentId ?? null, roundId: scope.roundId ?? null, off };
}

/** Replace the events turned off for an assessment or a round; audited. */
export async function saveMessageSettings(db: Kysely<Database>, actorUserId: number, scope: SettingsScope, off: MutedPair[]) {
  await checkScopeExists(db, scope);
  const [kind, id] = scopeOf(scope);
  const unique = [...new Map(off.map((pair) => [`${pair.event}/${pair.channel}`, pair])).values()];
  await db.transaction().execute(async (transaction) => {
    const before = await transaction
      .selectFrom('message_mutes')
      .select(['event', 'channel'])
      .where('scope', '=', kind)
      .where('scope_id', '=', id)
      .execute();
    await transaction.deleteFrom('message_mutes').where('scope', '=', kind).where('scope_id', '=', id).execute();
    if (unique.length > 0) {
      await transaction
        .insertInto('message_mutes')
        .values(unique.map((pair) => ({ scope: kind, scope_id: id, event: pair.event, channel: pair.channel })))
        .execute();
    }
    await writeAudit(transaction, {
      actorUserId,
      action: 'message.settings',
      subjectType: kind,
      subjectId: id,
      details: { off: { from: before, to: unique } },
    });
  });
  return readMessageSettings(db, scope);
}
