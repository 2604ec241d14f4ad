import type { ColumnType, Generated } from 'kysely';
import type { DeliveryState, MessageChannel, MessageEvent, MessageLanguage } from '@mizan/shared';
import type { CreatedAt, UpdatedAt } from './schema-columns';

/** Messages to families (migration 0029): one row per message per channel, written in the event's transaction. */
export interface MessageOutboxTable {
  id: Generated<number>;
  applicant_id: number | null;
  event: MessageEvent;
  channel: MessageChannel;
  language: MessageLanguage;
  /** The e-mail address or the mobile as the applicant's record held it when queued. */
  recipient: string;
  /** The template as it was when queued ({placeholders}, rendered when sent). */
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  /** MessageValues; links as paths, made absolute with PUBLIC_URL when sent. */
  values: ColumnType<unknown, string, string>;
  assessment_id: number | null;
  round_id: number | null;
  state: ColumnType<DeliveryState, DeliveryState | undefined, DeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** While 'sending': when the claim lapses (the sending node is taken to have stopped). */
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The mail server's or SMS provider's last answer, or why it was not sent. */
  provider_answer: ColumnType<string, string | undefined, string>;
  /** Messages that must reach an applicant once (e.g. 'exam_reminder:<assessment>:<applicant>'). */
  dedupe_key: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Staff's own message texts (migration 0029); no row: the shipped default. */
export interface MessageTemplatesTable {
  event: MessageEvent;
  language: MessageLanguage;
  channel: MessageChannel;
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** An event on a channel turned off for an assessment or a round (migration 0029). */
export interface MessageMutesTable {
  scope: 'assessment' | 'round';
  scope_id: number;
  event: MessageEvent;
  channel: MessageChannel;
}
