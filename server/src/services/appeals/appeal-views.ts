import type { RemarkRequestView } from '@mizan/shared';
import type { Selectable } from 'kysely';
import type { AppealsTable } from '../../db/schema-appeals';
import { iso } from '../iso-time';

export const markOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** An appeal row as the applicant's result shows it. */
export function requestView(row: Selectable<AppealsTable>): RemarkRequestView {
  return {
    state: row.state,
    requestedAt: iso(row.requested_at),
    reason: row.reason,
    resolvedAt: iso(row.resolved_at),
    from: markOrNull(row.first_score),
    to: row.state === 'open' ? null : markOrNull(row.new_score),
    outcomeReason: row.outcome_reason,
  };
}
