import {
  DECISION_STATES,
  DECISION_STATE_LABELS,
  DECLINE_REASONS,
  DECLINE_REASON_LABELS,
  DECISION_TRANSITIONS,
  MERIT_COMPONENTS,
  type DecisionPreview,
  type DecisionPreviewRow,
  type DecisionState,
  type DeclineReason,
  type MeritComponent,
  type MeritWeights,
} from '@mizan/shared';
import type { WhatIfRequest } from '../../state/admission-api';

/**
 * What the admissions screens show, as plain rules: the screens only render
 * them. The decision rules themselves (which changes are allowed, the
 * labels) are shared/src/domain/admission.ts.
 */

/** A tag colour per state: held seats green, waiting gold, closed grey or red. */
export const STATE_TAG_COLORS: Record<DecisionState, string> = {
  pending: 'default',
  offered: 'blue',
  accepted: 'green',
  enrolled: 'cyan',
  waitlisted: 'gold',
  declined: 'volcano',
  expired: 'orange',
  not_admitted: 'default',
  withdrawn: 'default',
};

export const stateLabel = (state: DecisionState) => DECISION_STATE_LABELS[state].En;

/** The round's counts in DECISION_STATES order, states nobody is in left out: [['offered', 3], …]. */
export function countsInOrder(counts: Partial<Record<DecisionState, number>>): Array<[DecisionState, number]> {
  return DECISION_STATES.flatMap((state) => ((counts[state] ?? 0) > 0 ? [[state, counts[state] ?? 0] as [DecisionState, number]] : []));
}

/**
 * The states staff may choose in "Change decision" for an applicant in
 * `state`: the allowed changes, less 'enrolled', which has its own Enroll
 * button (it confirms an accepted offer and sets Enrolled? to Yes).
 */
export function changeChoices(state: DecisionState): DecisionState[] {
  return DECISION_TRANSITIONS[state].filter((next) => next !== 'enrolled');
}

/** The buttons of one decision row. */
export function rowActions(state: DecisionState): { change: boolean; enroll: boolean } {
  return { change: changeChoices(state).length > 0, enroll: DECISION_TRANSITIONS[state].includes('enrolled') };
}

/** "Waiting list, position 2", "Offered a place". */
export function placeInWords(place: { state: DecisionState; waitlist_position: number | null }): string {
  const label = stateLabel(place.state);
  return place.state === 'waitlisted' && place.waitlist_position !== null ? `${label}, position ${place.waitlist_position}` : label;
}

/** What one what-if row does, in words. */
export function moveInWords(row: DecisionPreviewRow): string {
  switch (row.move) {
    case 'in':
      return 'Moves in';
    case 'out':
      return 'Moves out';
    case 'position':
      return row.today.state === 'waitlisted' && row.after.state === 'waitlisted'
        ? `Waitlist position ${row.today.waitlist_position ?? '—'} → ${row.after.waitlist_position ?? '—'}`
        : row.after.state === 'waitlisted'
          ? `Joins the waitlist at ${row.after.waitlist_position ?? '—'}`
          : 'Leaves the waitlist';
    case 'rank':
      return `Rank ${row.rank_today ?? '—'} → ${row.rank_after ?? '—'}`;
    case 'other':
      return `${stateLabel(row.today.state)} → ${stateLabel(row.after.state)}`;
  }
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The what-if in one sentence: "2 move in, 1 moves out, 3 change waitlist position." */
export function previewSummaryInWords(summary: DecisionPreview['summary']): string {
  const parts = [
    counted(summary.in, 'moves in', 'move in'),
    counted(summary.out, 'moves out', 'move out'),
    counted(summary.position, 'changes waitlist position', 'change waitlist position'),
    ...(summary.rank > 0 ? [counted(summary.rank, 'changes rank only', 'change rank only')] : []),
    ...(summary.other > 0 ? [counted(summary.other, 'other change', 'other changes')] : []),
  ];
  return `${parts.join(', ')}.`;
}

/** How many applicants a what-if changes in any way. */
export function changedCount(summary: DecisionPreview['summary']): number {
  return summary.in + summary.out + summary.position + summary.rank + summary.other;
}

export type MoveFilter = 'all' | DecisionPreviewRow['move'];

/** The what-if's rows a filter keeps, in the order the server gives them (merit order). */
export function rowsMoving(rows: readonly DecisionPreviewRow[], filter: MoveFilter): DecisionPreviewRow[] {
  return filter === 'all' ? [...rows] : rows.filter((row) => row.move === filter);
}

/** The latest change of each applicant, from a round's changes (any order). */
export function lastChangeOf<Change extends { applicant_id: number; at: string; id: number }>(
  changes: readonly Change[],
): Map<number, Change> {
  const latest = new Map<number, Change>();
  for (const change of changes) {
    const known = latest.get(change.applicant_id);
    if (!known || change.at > known.at || (change.at === known.at && change.id > known.id)) latest.set(change.applicant_id, change);
  }
  return latest;
}

/** Whether staff may tick an applicant for "Make offers" (one who could be offered a place). */
export function mayTickForOffer(state: DecisionState): boolean {
  return DECISION_TRANSITIONS[state].includes('offered');
}

export type WhatIfKind = 'offers' | 'seats' | 'weights' | 'promote';

export const WHAT_IF_TITLES: Record<WhatIfKind, string> = {
  offers: 'Make offers',
  seats: 'Change seats',
  weights: 'Change weights',
  promote: 'Promote from the waitlist',
};

/** What the what-if form holds, per kind. */
export interface WhatIfValues {
  /** offers: how many to waitlist after the offers, per school. */
  waitlist?: number | null;
  /** offers: offer only to the ticked applicants. */
  onlyTicked?: boolean;
  /** seats: the new seats per school id. */
  seats?: Record<string, number | null>;
  /** weights: the five merit weights and the weighted assessments. */
  weights?: Partial<Record<MeritComponent, number | null>>;
  assessment_weights?: Array<{ assessment_id?: number; weight?: number | null }>;
}

/** The admin/previewdecisions.php request the what-if form asks for. */
export function whatIfRequest(roundId: number, kind: WhatIfKind, values: WhatIfValues, ticked: readonly number[]): WhatIfRequest {
  switch (kind) {
    case 'offers':
      return {
        roundId,
        action: 'offers',
        waitlist: values.waitlist ?? 0,
        ...(values.onlyTicked && ticked.length > 0 ? { applicantIds: [...ticked] } : {}),
      };
    case 'seats':
      return {
        roundId,
        action: 'seats',
        seats: Object.entries(values.seats ?? {}).map(([schoolId, seats]) => ({ school_id: Number(schoolId), seats: seats ?? 0 })),
      };
    case 'weights':
      return {
        roundId,
        action: 'weights',
        weights: Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, values.weights?.[component] ?? 0])) as MeritWeights,
        ...(values.assessment_weights
          ? {
              assessment_weights: values.assessment_weights.flatMap((entry) =>
                entry.assessment_id === undefined ? [] : [{ assessment_id: entry.assessment_id, weight: entry.weight ?? 0 }],
              ),
            }
          : {}),
      };
    case 'promote':
      return { roundId, action: 'promote' };
  }
}

/** A change's reason as staff read it: a family's decline reason (a key of the short list) in words, anything else as written. */
export function reasonInWords(reason: string): string {
  return (DECLINE_REASONS as readonly string[]).includes(reason)
    ? `Declined: ${DECLINE_REASON_LABELS[reason as DeclineReason].En}`
    : reason;
}
