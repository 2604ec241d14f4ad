import { needsModeration, type MarkerRole, type MarkingState } from '@mizan/shared';

/** One grader's mark of one answer (answer_marks). */
export interface GraderMark {
  graderUserId: number;
  role: MarkerRole;
  score: number;
  feedback: string;
  rubric: unknown;
  at: Date;
}

export interface AnswerMarking {
  /** The caller's role: held, or the one their mark would take; null when they may not mark it now. */
  role: MarkerRole | null;
  state: MarkingState;
  resolution: 'mean' | 'moderator' | null;
  /** Both marks, for a grader who may moderate them; null for everyone else. */
  moderationMarks: number[] | null;
  own: GraderMark | null;
  first: GraderMark | null;
  second: GraderMark | null;
  moderator: GraderMark | null;
}

/**
 * Where one manually marked answer stands for one grader, from its marks:
 * no mark, the caller marks first; one mark by someone else, second; both
 * within the threshold, settled by their mean; beyond it, a grader who
 * marked neither moderates and their mark settles it. An answer that had its
 * standing mark before double marking was turned on stays settled.
 */
export function answerMarking(
  marks: readonly GraderMark[],
  context: { callerUserId: number; standing: number | null; totalMark: number; thresholdPercent: number },
): AnswerMarking {
  const byRole = (role: MarkerRole) => marks.find((mark) => mark.role === role) ?? null;
  const first = byRole('first');
  const second = byRole('second');
  const moderator = byRole('moderator');
  const own = marks.find((mark) => mark.graderUserId === context.callerUserId) ?? null;
  const base = { own, first, second, moderator, moderationMarks: null };
  if (moderator) return { ...base, role: own?.role ?? null, state: 'settled', resolution: 'moderator' };
  if (first && second) {
    if (needsModeration(first.score, second.score, context.totalMark, context.thresholdPercent)) {
      return own
        ? { ...base, role: own.role, state: 'moderationNeeded', resolution: null }
        : { ...base, role: 'moderator', state: 'moderationNeeded', resolution: null, moderationMarks: [first.score, second.score] };
    }
    return { ...base, role: own?.role ?? null, state: 'settled', resolution: 'mean' };
  }
  if (first)
    return own
      ? { ...base, role: 'first', state: 'awaitingOtherMarker', resolution: null }
      : { ...base, role: 'second', state: 'open', resolution: null };
  if (context.standing !== null) return { ...base, role: null, state: 'settled', resolution: null };
  return { ...base, role: 'first', state: 'open', resolution: null };
}
