import type { QuestionAnswer, StudentExam, TextDirection } from '@mizan/shared';
import type { SaveStatus } from '../state/answer-outbox';
import type { ClockSync } from '../state/countdown';

/**
 * Where the attempt stands, for the page and for anything that watches it:
 * loading; held (the open call refused with a code that holds, e.g. waiting
 * for a proctor: the session asks again by itself); failed (a refusal that
 * does not hold: a sentence only); open-elsewhere; result (submitted before
 * this load: the link is its result page); in-exam; submitting; finished.
 */
type ExamPhase = 'loading' | 'held' | 'failed' | 'open-elsewhere' | 'result' | 'in-exam' | 'submitting' | 'finished';

/** A refusal of the exam's calls as the server gave it: the status, its sentence and its stable code. */
export interface ExamRefusal {
  status: number | null;
  message: string;
  code: string | null;
}

/** Everything the exam page draws, as one immutable value (a new one on each change). */
export interface ExamSnapshot {
  hash: string;
  phase: ExamPhase;
  /** The server's exam once loaded (kept after the submit: the page stays as it was under the dialog). */
  exam: StudentExam | null;
  /** The assessment's language decides the page's: an Arabic assessment is right to left everywhere. */
  direction: TextDirection;
  /** Why the load failed ('failed'). */
  loadError: ExamRefusal | null;
  /** The server's refusal while the attempt is open in another browser ('open-elsewhere'). */
  openElsewhere: ExamRefusal | null;
  /** The refusal that holds the exam ('held'): a screen stands instead of the questions. */
  holding: ExamRefusal | null;
  answers: Readonly<Record<string, QuestionAnswer | null>>;
  statuses: Readonly<Record<string, SaveStatus>>;
  /** The server's clock as last read; null for an untimed exam. */
  clock: ClockSync | null;
  submitting: boolean;
  finished: boolean;
  /** Answers may be given and the exam submitted (the clock runs, leaving asks first). */
  inExam: boolean;
  /** Some answer waits for the network. */
  offline: boolean;
}

/** How an exam ended (or a submit failed) on this page: the page turns each into its dialog. */
export type ExamEnding =
  | { kind: 'submitted'; reason: SubmitReason; next: { path: string; needsAccessCode: boolean } | null }
  | { kind: 'submitted-before' }
  | { kind: 'time-up'; refusal: ExamRefusal }
  | { kind: 'not-submitted'; refusal: ExamRefusal };

/** What asked for the submit: the applicant's button, the clock reaching zero, or a reload of an exam without resume. */
export type SubmitReason = 'button' | 'timer' | 'reload';

type Facts = Pick<ExamSnapshot, 'exam' | 'loadError' | 'openElsewhere' | 'holding' | 'submitting' | 'finished'>;

function phaseOf(facts: Facts): ExamPhase {
  if (facts.openElsewhere !== null) return 'open-elsewhere';
  if (facts.loadError !== null) return 'failed';
  if (facts.holding !== null) return 'held';
  if (facts.exam === null) return 'loading';
  if (facts.exam.status !== 'inprogress') return 'result';
  if (facts.finished) return 'finished';
  return facts.submitting ? 'submitting' : 'in-exam';
}

/** The snapshot with its derived fields (phase, direction, inExam, offline) worked out from the rest. */
export function withDerived(base: Omit<ExamSnapshot, 'phase' | 'direction' | 'inExam' | 'offline'>): ExamSnapshot {
  const phase = phaseOf(base);
  return {
    ...base,
    phase,
    direction: base.exam?.exam.lang === 'Ar' ? 'rtl' : 'ltr',
    inExam: phase === 'in-exam' || phase === 'submitting',
    offline: Object.values(base.statuses).some((status) => status === 'offline'),
  };
}

export function initialSnapshot(hash: string): ExamSnapshot {
  return withDerived({
    hash,
    exam: null,
    loadError: null,
    openElsewhere: null,
    holding: null,
    answers: {},
    statuses: {},
    clock: null,
    submitting: false,
    finished: false,
  });
}
