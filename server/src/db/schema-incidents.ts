import type { ColumnType, Generated } from 'kysely';
import type { IncidentCategory } from '@mizan/shared';

/** One incident staff noted about an attempt (migration 0039). */
export interface IncidentsTable {
  id: Generated<number>;
  attempt_id: number;
  category: IncidentCategory;
  note: ColumnType<string, string | undefined, string>;
  minutes: ColumnType<number, number | undefined, number>;
  recorded_by: number | null;
  recorded_at: ColumnType<Date, Date | string, Date | string>;
}

export interface IncidentTables {
  incidents: IncidentsTable;
}
