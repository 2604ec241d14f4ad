import { sql, type Kysely, type Selectable } from 'kysely';
import {
  NOT_SENT_NO_MAIL_SERVER,
  NOT_SENT_NO_SMS_PROVIDER,
  type MessageValues,
  type OutboxMessage,
  type ParsedRequestOf,
} from '@mizan/shared';
import type { Config } from '../../config';
import type { Database, MessageOutboxTable } from '../../db/schema';
import { iso } from '../iso-time';
import { messagesPublicUrl } from './outbox-worker';
import { renderQueuedMessage } from './render-message';

const DEFAULT_PAGE_SIZE = 50;
/** A one-time code is the family's secret: staff read the message without it. */
const HIDDEN_CODE = '••••••';

type OutboxRow = Selectable<MessageOutboxTable> & { applicant_name: string | null; sent_by: string | null };

/** The outbox as staff read it: newest first, filtered, each message rendered as sent, with why a waiting one is not going out. */
export async function listMessages(
  db: Kysely<Database>,
  config: Config,
  filter: ParsedRequestOf<'getMessages'>,
): Promise<{ messages: OutboxMessage[]; total: number }> {
  let query = db.selectFrom('message_outbox as m');
  if (filter.applicantId !== undefined) query = query.where('m.applicant_id', '=', filter.applicantId);
  if (filter.state !== undefined) query = query.where('m.state', '=', filter.state);
  if (filter.event !== undefined) query = query.where('m.event', '=', filter.event);
  if (filter.channel !== undefined) query = query.where('m.channel', '=', filter.channel);
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    query
      .leftJoin('applicants as a', 'a.id', 'm.applicant_id')
      .leftJoin('users as u', 'u.id', 'm.created_by')
      .selectAll('m')
      .select(['a.name as applicant_name', 'u.displayname as sent_by'])
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset(((filter.page ?? 1) - 1) * pageSize)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map((row) => outboxMessageOf(row, config)), total: Number(count.total) };
}

/** One message by id, as staff read it. */
export async function findMessage(db: Kysely<Database>, config: Config, id: number): Promise<OutboxMessage | undefined> {
  const row = await db
    .selectFrom('message_outbox as m')
    .leftJoin('applicants as a', 'a.id', 'm.applicant_id')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .selectAll('m')
    .select(['a.name as applicant_name', 'u.displayname as sent_by'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  return row && outboxMessageOf(row, config);
}

function outboxMessageOf(row: OutboxRow, config: Config): OutboxMessage {
  const values = row.values as MessageValues;
  const shown = values.code === undefined ? values : { ...values, code: HIDDEN_CODE };
  const rendered = renderQueuedMessage({ ...row, values: shown }, messagesPublicUrl(config));
  return {
    id: row.id,
    applicantId: row.applicant_id,
    applicantName: row.applicant_name,
    event: row.event,
    channel: row.channel,
    language: row.language,
    recipient: row.recipient,
    subject: row.channel === 'email' ? rendered.subject : '',
    text: rendered.text,
    state: row.state,
    note: waitingNote(row, config),
    attempts: row.attempts,
    lastAnswer: row.provider_answer,
    createdAt: iso(row.created_at),
    sentAt: iso(row.sent_at),
    nextAttemptAt: row.state === 'waiting' ? iso(row.next_attempt_at) : null,
    assessmentId: row.assessment_id,
    roundId: row.round_id,
    sentBy: row.sent_by,
  };
}

/** A waiting message whose channel has nowhere to go says so. */
function waitingNote(row: Pick<OutboxRow, 'state' | 'channel'>, config: Config): string {
  if (row.state !== 'waiting') return '';
  if (row.channel === 'email' && !config.messaging?.smtpUrl) return NOT_SENT_NO_MAIL_SERVER;
  if (row.channel === 'sms' && !config.messaging?.smsUrl) return NOT_SENT_NO_SMS_PROVIDER;
  return '';
}
