import { roundMark } from '../questions/mark';
import { QUESTION_TYPE_INFO } from '../questions/question-type-info';
import type { QuestionType } from '../questions/question-types';

/** Blind double marking and anonymous marking: the rules the server applies and the screens explain. Isomorphic. */

export const DEFAULT_MODERATION_THRESHOLD_PERCENT = 20;

export type MarkerRole = 'first' | 'second' | 'moderator';

export const MARKER_ROLES: readonly MarkerRole[] = ['first', 'second', 'moderator'];

/** Whether a question's type is marked by hand, so double marking applies to it. */
export function isManuallyMarked(type: QuestionType | string): boolean {
  return (QUESTION_TYPE_INFO as Record<string, { scoring: string } | undefined>)[type]?.scoring === 'manual';
}

/** The largest difference two marks may have without moderation: threshold percent of the question's mark. */
export function moderationGap(totalMark: number, thresholdPercent: number): number {
  return roundMark((totalMark * thresholdPercent) / 100);
}

/** Two independent marks differ by more than the threshold: a third grader's mark will stand. */
export function needsModeration(first: number, second: number, totalMark: number, thresholdPercent: number): boolean {
  return Math.abs(first - second) > moderationGap(totalMark, thresholdPercent) + 1e-9;
}

/** The standing mark of two marks within the threshold: their mean, held to the mark's 2 decimals. */
export function meanOfMarks(first: number, second: number): number {
  return roundMark((first + second) / 2);
}

/**
 * The pseudonym graders see under anonymous marking: from the attempt's id,
 * which graders already hold and which says nothing of the applicant's name
 * or national ID. Stable: the same submission keeps it on every screen.
 */
export function graderPseudonym(attemptId: number): string {
  return `Applicant A-${String(attemptId).padStart(4, '0')}`;
}

/** Where one answer stands for the grader who asks. */
export type MarkingState = 'open' | 'awaitingOtherMarker' | 'moderationNeeded' | 'settled';

/** The sentence a grader reads above an answer under double marking. */
export function markingNote(view: {
  role: MarkerRole | null;
  state: MarkingState;
  moderationMarks: readonly number[] | null;
  thresholdPercent: number;
  resolution: 'mean' | 'moderator' | null;
}): string {
  if (view.state === 'settled') {
    return view.resolution === 'moderator' ? "Settled: the moderator's mark stands." : 'Settled: the mean of the two marks stands.';
  }
  if (view.state === 'moderationNeeded') {
    if (view.role === 'moderator' && view.moderationMarks && view.moderationMarks.length === 2) {
      const [a, b] = view.moderationMarks;
      return `Moderation needed: marks ${a} and ${b} differ by more than ${view.thresholdPercent} %. Your mark will stand.`;
    }
    return 'The two marks differ by more than the threshold: a moderator will decide.';
  }
  if (view.state === 'awaitingOtherMarker') return `You are the ${view.role ?? 'first'} marker. Waiting for the other marker.`;
  return view.role === 'second' ? 'You are the second marker. Mark without seeing the first mark.' : 'You are the first marker.';
}
