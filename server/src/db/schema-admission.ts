import type { ColumnType, Generated } from 'kysely';
import type { DecisionActor, DecisionState } from '@mizan/shared';
import type { CreatedAt, Json, UpdatedAt } from './schema-columns';

/** An admission round (migration 0030): one school's, or the whole group's when school_id is null. */
export interface AdmissionRoundsTable {
  id: Generated<number>;
  name: string;
  school_id: number | null;
  offer_deadline: ColumnType<Date, Date | string, Date | string>;
  /** A promotion's offer runs at least this many hours (shared offerDeadline). */
  offer_window_hours: ColumnType<number, number | undefined, number>;
  /** A freed seat goes to the next waitlisted applicant by itself, or waits for staff. */
  auto_promote: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Seats per school in a round (migration 0030). */
export interface AdmissionRoundSeatsTable {
  round_id: number;
  school_id: number;
  seats: number;
}

/** An applicant's current decision in a round (migration 0030); no row means 'pending'. */
export interface AdmissionDecisionsTable {
  round_id: number;
  applicant_id: number;
  /** The seat group: the applicant's school when the decision was written. */
  school_id: number;
  state: DecisionState;
  /** 1.. while waitlisted, else null. */
  waitlist_position: number | null;
  offer_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the offer reminder was queued (once per offer). */
  reminded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: UpdatedAt;
}

/** One row per decision change (migration 0030): who, when, from, to, why. */
export interface AdmissionDecisionChangesTable {
  id: Generated<number>;
  round_id: number;
  applicant_id: number;
  from_state: DecisionState;
  to_state: DecisionState;
  from_position: number | null;
  to_position: number | null;
  actor: DecisionActor;
  actor_user_id: number | null;
  reason: ColumnType<string, string | undefined, string>;
  at: ColumnType<Date, Date | string | undefined, never>;
}

/** A what-if kept until it is applied (migration 0030). */
export interface AdmissionPreviewsTable {
  id: string;
  round_id: number;
  action: string;
  plan: Json;
  fingerprint: string;
  created_by: number | null;
  created_at: CreatedAt;
}
