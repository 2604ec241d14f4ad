import type { DeviceCheckEntry, DeviceVerdict, IncidentCategory, ProctorKind, ProctorState, ProctorVia, SignalKind } from '@mizan/shared';

/** Who handed the attempt in (attempts.submitted_by). */
export type EvidenceSubmitter = 'applicant' | 'timer' | 'server' | 'staff';

/** The attempt itself: who took it, when it was registered, started, due and handed in. */
export interface EvidenceHead {
  attemptId: number;
  assessmentId: number;
  lang: 'En' | 'Ar';
  title: string;
  applicantName: string;
  /** Masked, as everywhere outside an audited reveal. */
  ssn: string;
  school: string;
  trial: number;
  registeredAt: Date;
  startedAt: Date | null;
  /** The deadline now (after every extension); null when untimed or not started. */
  deadline: Date | null;
  timed: boolean;
  durationMinutes: number | null;
  extraTimePercent: number;
  extraMinutes: number;
  browserMoves: number;
  /** The first characters of the fingerprint of the browser the attempt is bound to now; '' when none. */
  browserNow: string;
  submittedAt: Date | null;
  submittedBy: EvidenceSubmitter | null;
  status: 'inprogress' | 'submitted' | 'graded';
  percent: number | null;
  gradedAt: Date | null;
  gradedBy: string;
  releasedAt: Date | null;
}

/** The last save kept of one question (answers keeps one row per question: docs/decisions.md, "Evidence pack"). */
export interface EvidenceSave {
  /** 1-based position in the attempt's own questions; null for an answer to a question no longer in them. */
  position: number | null;
  questionText: string;
  seq: number;
  savedAt: Date;
  cleared: boolean;
  /** Seconds to the deadline then in force; null when untimed. */
  secondsLeft: number | null;
}

/** Something staff did to the attempt, from the audit log. */
export interface EvidenceStaffAction {
  at: Date;
  kind: 'extend' | 'reopen' | 'move' | 'submit';
  by: string;
  reason: string;
  minutes: number | null;
  /** The deadline the action set (extend, reopen); null when none. */
  deadline: Date | null;
}

/** When the deadline moved: the start, then each extension or reopening. */
export interface EvidenceDeadlineChange {
  at: Date;
  kind: 'start' | 'extend' | 'reopen';
  deadline: Date;
  minutes: number | null;
}

export interface EvidenceIncident {
  at: Date;
  category: IncidentCategory;
  note: string;
  minutes: number;
  by: string;
}

/** A mark given or changed: a grading (the percent), a regrade of a question, an appeal's re-mark, a double-marking mark. */
export interface EvidenceRemark {
  at: Date;
  kind: 'grade' | 'regrade' | 'appeal' | 'mark';
  /** The question's position in the attempt; null for a grading of the whole attempt. */
  position: number | null;
  /** regrade: the version's kind; appeal: its state; mark: the marker's role; grade: ''. */
  detail: string;
  from: number | null;
  to: number | null;
  reason: string;
  by: string;
}

/** Whoever opened this pack or the results letter before. */
export interface EvidenceView {
  at: Date;
  what: 'evidence' | 'letter';
  by: string;
}

/** Everything the evidence pack prints about one attempt. */
export interface EvidencePack {
  head: EvidenceHead;
  saves: EvidenceSave[];
  /** How many of the attempt's own questions have an answer kept. */
  answered: number;
  questionCount: number;
  deadlines: EvidenceDeadlineChange[];
  staffActions: EvidenceStaffAction[];
  incidents: EvidenceIncident[];
  remarks: EvidenceRemark[];
  views: EvidenceView[];
  signals: EvidenceSignals;
  deviceChecks: EvidenceDeviceCheck[];
  proctorDecisions: EvidenceProctorDecision[];
}

/** A device rehearsal the applicant's browser sent (migration 0040). */
export interface EvidenceDeviceCheck {
  at: Date;
  verdict: DeviceVerdict;
  userAgent: string;
  checks: DeviceCheckEntry[];
}

/** A browser's request at the proctor's gate and its decision (migration 0042). */
export interface EvidenceProctorDecision {
  requestedAt: Date;
  kind: ProctorKind;
  state: ProctorState;
  via: ProctorVia | null;
  reason: string;
  decidedAt: Date | null;
  by: string;
  /** The first characters of the requesting browser's fingerprint. */
  browser: string;
}

/** What the page reported while the assessment recorded signals: never verdicts. */
export interface EvidenceSignals {
  /** Whether the assessment records signals now. */
  recorded: boolean;
  list: Array<{ kind: SignalKind; deviceAt: Date; receivedAt: Date }>;
}
