import type { ColumnType, Generated } from 'kysely';
import type { DeviceCheckEntry, DeviceVerdict } from '@mizan/shared';

/** One device rehearsal an applicant's browser sent for an attempt (migration 0040). */
export interface DeviceChecksTable {
  id: Generated<number>;
  attempt_id: number;
  verdict: DeviceVerdict;
  /** DeviceCheckEntry[] as JSON text on the way in. */
  checks: ColumnType<DeviceCheckEntry[], string, string>;
  user_agent: ColumnType<string, string | undefined, string>;
  checked_at: ColumnType<Date, Date | string, Date | string>;
}

export interface DeviceCheckTables {
  device_checks: DeviceChecksTable;
}
