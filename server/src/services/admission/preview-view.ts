import { holdsSeat, type DecisionPreview, type DecisionPreviewRow, type Plan, type PlannedChange } from '@mizan/shared';
import type { RoundSnapshot } from './round-snapshot';

function moveOf(change: PlannedChange): DecisionPreviewRow['move'] {
  const before = holdsSeat(change.from.state);
  const after = holdsSeat(change.to.state);
  if (!before && after) return 'in';
  if (before && !after) return 'out';
  if (change.from.waitlist_position !== change.to.waitlist_position) return 'position';
  return 'other';
}

/**
 * The what-if as staff read it: per school the seats, seats held and
 * waitlist today and after; and a row for each applicant who moves in, out,
 * on the waitlist, or (a weight change) only in rank, today beside after.
 */
export function describePlan(
  previewId: string,
  action: DecisionPreview['action'],
  today: RoundSnapshot,
  after: RoundSnapshot,
  plan: Plan,
  schoolNames: ReadonlyMap<number, string>,
): DecisionPreview {
  const changed = new Map(plan.changes.map((change) => [change.applicant_id, change]));
  const nameOf = (id: number) => today.ranked.get(id)?.name ?? after.ranked.get(id)?.name ?? today.names.get(id) ?? '';
  const rows: DecisionPreviewRow[] = [];
  for (const applicant of today.applicants) {
    const change = changed.get(applicant.applicant_id);
    const rankToday = today.ranked.get(applicant.applicant_id)?.rank ?? null;
    const rankAfter = after.ranked.get(applicant.applicant_id)?.rank ?? null;
    if (!change && rankToday === rankAfter) continue;
    const place = { state: applicant.state, waitlist_position: applicant.waitlist_position };
    rows.push({
      applicant_id: applicant.applicant_id,
      name: nameOf(applicant.applicant_id),
      school_id: applicant.school_id,
      rank_today: rankToday,
      rank_after: rankAfter,
      today: place,
      after: change ? change.to : place,
      offer_deadline: change?.offer_deadline ?? null,
      move: change ? moveOf(change) : 'rank',
    });
  }
  const order = { in: 0, out: 1, position: 2, other: 3, rank: 4 };
  rows.sort((a, b) => order[a.move] - order[b.move] || a.school_id - b.school_id || (a.rank_after ?? 0) - (b.rank_after ?? 0));
  const seatsAfter = new Map(plan.seats.map((group) => [group.school_id, group.seats]));
  const count = (schoolId: number, test: (state: PlannedChange['to']) => boolean, afterPlan: boolean) =>
    today.applicants.filter((applicant) => {
      if (applicant.school_id !== schoolId) return false;
      const place = afterPlan ? (changed.get(applicant.applicant_id)?.to ?? applicant) : applicant;
      return test(place);
    }).length;
  const held = (place: PlannedChange['to']) => holdsSeat(place.state);
  const waiting = (place: PlannedChange['to']) => place.state === 'waitlisted';
  return {
    previewId,
    action,
    seats: today.groups.map((group) => ({
      school_id: group.school_id,
      name: schoolNames.get(group.school_id) ?? '',
      seats_today: group.seats,
      seats_after: seatsAfter.get(group.school_id) ?? group.seats,
      held_today: count(group.school_id, held, false),
      held_after: count(group.school_id, held, true),
      waitlisted_today: count(group.school_id, waiting, false),
      waitlisted_after: count(group.school_id, waiting, true),
    })),
    rows,
    summary: {
      in: rows.filter((row) => row.move === 'in').length,
      out: rows.filter((row) => row.move === 'out').length,
      position: rows.filter((row) => row.move === 'position').length,
      rank: rows.filter((row) => row.move === 'rank').length,
      other: rows.filter((row) => row.move === 'other').length,
    },
  };
}
