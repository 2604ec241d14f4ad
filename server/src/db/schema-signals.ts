import type { ColumnType, Generated } from 'kysely';
import type { SignalKind } from '@mizan/shared';

/** An assessment that records signals (migration 0043); no row: it does not. */
export interface AssessmentSignalsTable {
  assessment_id: number;
  turned_on_at: ColumnType<Date, Date | string, Date | string>;
}

/** One signal an attempt's page sent (migration 0043). */
export interface AttemptSignalsTable {
  id: Generated<number>;
  attempt_id: number;
  kind: SignalKind;
  /** The applicant's device clock, as sent. */
  client_at: ColumnType<Date, Date | string, Date | string>;
  /** The server's clock when it arrived. */
  received_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SignalTables {
  assessment_signals: AssessmentSignalsTable;
  attempt_signals: AttemptSignalsTable;
}
