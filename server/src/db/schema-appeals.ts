import type { ColumnType, Generated } from 'kysely';
import type { AppealState } from '@mizan/shared';
import type { UpdatedAt } from './schema-columns';

/** numeric(7,2): the drivers answer text; services turn it into a number. */
type Mark = ColumnType<string | null, number | string | null | undefined, number | string | null>;

/** Per assessment, the days after release during which re-marks may be requested (migration 0037); no row = 0. */
export interface AppealWindowsTable {
  assessment_id: number;
  days: number;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** One re-mark request per answer (migration 0037), and its outcome. */
export interface AppealsTable {
  id: Generated<number>;
  attempt_id: number;
  question_id: string;
  reason: string;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  state: ColumnType<AppealState, AppealState | undefined, AppealState>;
  first_score: Mark;
  new_score: Mark;
  outcome_reason: ColumnType<string, string | undefined, string>;
  remarked_by: ColumnType<number | null, number | null | undefined, number | null>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AppealTables {
  appeal_windows: AppealWindowsTable;
  appeals: AppealsTable;
}
