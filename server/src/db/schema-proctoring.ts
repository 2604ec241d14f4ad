import type { ColumnType, Generated } from 'kysely';
import type { ProctorKind, ProctorState, ProctorVia } from '@mizan/shared';

/** Whether an assessment's start and resume wait for a proctor (migration 0042); no row: neither. */
export interface AssessmentProctoringTable {
  assessment_id: number;
  start_needs_proctor: ColumnType<boolean, boolean | undefined, boolean>;
  resume_needs_proctor: ColumnType<boolean, boolean | undefined, boolean>;
}

/** One browser's request at the proctor's gate and its decision. */
export interface AttemptProctorDecisionsTable {
  id: Generated<number>;
  attempt_id: number;
  kind: ProctorKind;
  sign: string;
  state: ProctorState;
  via: ProctorVia | null;
  reason: ColumnType<string, string | undefined, string>;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decided_by: number | null;
}

/** The PIN of the day of an assessment. */
export interface ProctorPinsTable {
  assessment_id: number;
  /** YYYY-MM-DD; the driver may answer a Date, so it is read as text. */
  day: ColumnType<string, string, string>;
  pin: string;
  set_by: number | null;
  set_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ProctoringTables {
  assessment_proctoring: AssessmentProctoringTable;
  attempt_proctor_decisions: AttemptProctorDecisionsTable;
  proctor_pins: ProctorPinsTable;
}
