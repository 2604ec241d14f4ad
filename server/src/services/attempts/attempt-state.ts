import { EXAM_GRACE_SECONDS } from '@mizan/shared';

/** Past the deadline, saves and the submit are still accepted this long (network delay, the countdown's own submit). */
export const GRACE_MS = EXAM_GRACE_SECONDS * 1000;

export type SubmittedBy = 'applicant' | 'timer' | 'server' | 'staff';

/** An attempt with what the engine needs of its assessment and applicant. */
export interface AttemptState {
  id: number;
  hash: string;
  applicant_id: number;
  assessment_id: number;
  trial: number;
  shuffle_seed: string;
  started_at: Date | null;
  deadline: Date | null;
  submitted_at: Date | null;
  submitted_by: SubmittedBy | null;
  status: 'inprogress' | 'submitted' | 'graded';
  next_attempt_id: number | null;
  graded_at: Date | null;
  /** Submitted and not scored yet (the close and its scoring are two steps: hand-ins.ts). */
  scoring_pending: boolean;
  browser_sign: string | null;
  applicant_name: string;
  title: string;
  lang: 'En' | 'Ar';
  istimed: number;
  duration: number | null;
  allow_resume: boolean;
  show_results: boolean;
  results_released_at: Date | null;
  next_assessment_id: number | null;
  published: boolean;
  open: boolean;
  startdate: Date | null;
  enddate: Date | null;
}

/** Past its deadline plus the grace, and not submitted: the server submits it with what it holds. */
export function isExpired(attempt: Pick<AttemptState, 'deadline' | 'submitted_at'>, now: Date): boolean {
  return attempt.submitted_at === null && attempt.deadline !== null && now.getTime() > new Date(attempt.deadline).getTime() + GRACE_MS;
}

export function remainingSeconds(deadline: Date | null, now: Date): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.floor((new Date(deadline).getTime() - now.getTime()) / 1000));
}
