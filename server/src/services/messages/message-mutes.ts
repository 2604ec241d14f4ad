import type { Kysely } from 'kysely';
import type { MessageChannel, MessageEvent } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../audit';

/** Which event × channel staff turned off for which assessment or round, read together for a batch of messages. */
export async function mutesFor(
  db: Kysely<Database>,
  about: ReadonlyArray<{ assessmentId?: number; roundId?: number }>,
): Promise<(event: MessageEvent, channel: MessageChannel, of: { assessmentId?: number; roundId?: number }) => boolean> {
  const assessments = [...new Set(about.flatMap((one) => (one.assessmentId === undefined ? [] : [one.assessmentId])))];
  const rounds = [...new Set(about.flatMap((one) => (one.roundId === undefined ? [] : [one.roundId])))];
  const muted = new Set<string>();
  if (assessments.length + rounds.length > 0) {
    const rows = await db
      .selectFrom('message_mutes')
      .select(['scope', 'scope_id', 'event', 'channel'])
      .where((where) =>
        where.or([
          ...(assessments.length > 0 ? [where.and([where('scope', '=', 'assessment'), where('scope_id', 'in', assessments)])] : []),
          ...(rounds.length > 0 ? [where.and([where('scope', '=', 'round'), where('scope_id', 'in', rounds)])] : []),
        ]),
      )
      .execute();
    for (const row of rows) muted.add(`${row.scope}/${row.scope_id}/${row.event}/${row.channel}`);
  }
  return (event, channel, of) =>
    (of.assessmentId !== undefined && muted.has(`assessment/${of.assessmentId}/${event}/${channel}`)) ||
    (of.roundId !== undefined && muted.has(`round/${of.roundId}/${event}/${channel}`));
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
