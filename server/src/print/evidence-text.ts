import {
  INCIDENT_CATEGORY_WORDS,
  type DeviceVerdict,
  type IncidentCategory,
  type ProctorKind,
  type ProctorState,
  type ProctorVia,
} from '@mizan/shared';
import type {
  EvidenceDeadlineChange,
  EvidenceRemark,
  EvidenceStaffAction,
  EvidenceSubmitter,
  EvidenceView,
} from '../services/evidence/evidence-types';
import { EVIDENCE_AR } from './evidence-text-ar';
import { html, type SafeHtml } from './html';

/**
 * The evidence pack's words, in the assessment's language (the pack follows
 * the assessment, as the results letter does).
 */
export interface EvidenceText {
  lang: 'en' | 'ar';
  dir: 'ltr' | 'rtl';
  locale: string;
  heading: string;
  printHint: string;
  print: string;
  printed: (when: string, by: string) => string;
  /** An @page rule for the footer's page numbers when print.css's English ones do not fit. */
  pageNumbers: SafeHtml;
  none: string;
  // Identity and registration
  identity: string;
  applicant: string;
  nationalId: string;
  school: string;
  assessment: string;
  trial: string;
  attempt: string;
  registration: string;
  registeredAt: string;
  startedAt: string;
  notStarted: string;
  addressesAndDevices: string;
  browserNow: string;
  browserNone: string;
  browserMoves: string;
  addressesNote: string;
  // Time
  time: string;
  duration: (minutes: number) => string;
  untimed: string;
  extraTime: (percent: number) => string;
  extraMinutes: (minutes: number) => string;
  deadlineChange: Record<EvidenceDeadlineChange['kind'], string>;
  deadline: string;
  minutes: string;
  // Saves
  saves: string;
  savesNote: (answered: number, total: number) => string;
  when: string;
  question: string;
  seq: string;
  timeLeft: string;
  cleared: string;
  notInAttempt: string;
  // Staff actions, incidents, the exam-day checks
  staffActions: string;
  staffAction: Record<EvidenceStaffAction['kind'], string>;
  what: string;
  by: string;
  reason: string;
  incidents: string;
  category: string;
  note: string;
  categories: Record<IncidentCategory, string>;
  deviceChecks: string;
  verdict: Record<DeviceVerdict, string>;
  browserNamed: string;
  checks: string;
  proctorDecisions: string;
  proctorKind: Record<ProctorKind, string>;
  proctorState: Record<ProctorState, string>;
  proctorVia: Record<ProctorVia, string>;
  asked: string;
  decided: string;
  browser: string;
  browsersSeen: string;
  signals: string;
  signalsNote: string;
  signalsOff: string;
  received: string;
  onDevice: string;
  // Submission, result, re-marks
  submission: string;
  submittedAt: string;
  submittedBy: string;
  submitter: Record<EvidenceSubmitter, string>;
  notSubmitted: string;
  timeLeftAtSubmission: string;
  result: string;
  state: string;
  status: Record<'inprogress' | 'submitted' | 'graded', string>;
  percent: string;
  gradedAt: string;
  releasedAt: string;
  notReleased: string;
  remarks: string;
  remark: Record<EvidenceRemark['kind'], string>;
  detail: string;
  /** A regrade's kind, an appeal's state, a marker's role. */
  remarkDetail: Record<string, string>;
  mark: string;
  views: string;
  view: Record<EvidenceView['what'], string>;
}

export const EVIDENCE_EN: EvidenceText = {
  lang: 'en',
  dir: 'ltr',
  locale: 'en-GB',
  heading: 'Attempt evidence pack',
  printHint: 'Press Ctrl+P (⌘P on a Mac) or the Print button. The pack is laid out for A4 pages.',
  print: 'Print',
  printed: (when, by) => `Printed ${when} by ${by}`,
  pageNumbers: html``,
  none: 'Nothing recorded.',
  identity: 'Identity',
  applicant: 'Applicant',
  nationalId: 'National ID',
  school: 'School applied to',
  assessment: 'Assessment',
  trial: 'Trial',
  attempt: 'Attempt number',
  registration: 'Registration',
  registeredAt: 'Registered',
  startedAt: 'Started',
  notStarted: 'Not started',
  addressesAndDevices: 'Addresses and devices',
  browserNow: 'Browser the attempt is bound to (fingerprint)',
  browserNone: 'None (released, or handed in)',
  browserMoves: 'Moves to another browser',
  addressesNote:
    'Mizan does not keep the network address or browser name of each request: it keeps a fingerprint of the one browser an attempt is bound to and counts each move to another browser. Moves staff made are listed under Staff actions with their reasons.',
  time: 'Time',
  duration: (minutes) => `${minutes} minutes`,
  untimed: 'Not timed',
  extraTime: (percent) => `Extra time: +${percent} %`,
  extraMinutes: (minutes) => `Minutes added by staff: ${minutes}`,
  deadlineChange: { start: 'Start', extend: 'Extension', reopen: 'Reopened' },
  deadline: 'Deadline',
  minutes: 'Minutes',
  saves: 'Saves',
  savesNote: (answered, total) =>
    `The last save of each question is kept (a newer save of a question replaces the older one; its sequence number shows how many saves the browser had made by then). ${answered} of ${total} questions answered.`,
  when: 'Time',
  question: 'Question',
  seq: 'Sequence no.',
  timeLeft: 'Time left',
  cleared: '(answer cleared)',
  notInAttempt: '—',
  staffActions: 'Staff actions: extensions, reopenings, browser moves, submissions',
  staffAction: { extend: 'Time extended', reopen: 'Reopened', move: 'Released to another browser', submit: 'Submitted by staff' },
  what: 'What',
  by: 'By',
  reason: 'Reason',
  incidents: 'Incidents',
  category: 'Category',
  note: 'Note',
  categories: INCIDENT_CATEGORY_WORDS.en,
  deviceChecks: 'Device check',
  verdict: { ready: 'Ready', warned: 'Ready, with warnings', failed: 'Not ready' },
  browserNamed: 'Browser (as it named itself)',
  checks: 'Checks',
  proctorDecisions: 'Proctor approvals',
  proctorKind: { start: 'To start', resume: 'To resume on this browser' },
  proctorState: { waiting: 'Waiting', approved: 'Approved', refused: 'Refused' },
  proctorVia: { room: 'in the control room', pin: 'with the PIN of the day', unproctored: 'without a gate' },
  asked: 'Asked',
  decided: 'Decided',
  browser: 'Browser',
  browsersSeen: 'Browsers seen (fingerprints)',
  signals: 'Signals',
  signalsNote:
    'This assessment records signals (the applicant was told before starting): what the browser reported, with the time on the device and when it arrived. Signals are not verdicts.',
  signalsOff: 'This assessment does not record signals.',
  received: 'Received',
  onDevice: 'On the device',
  submission: 'Submission',
  submittedAt: 'Submitted',
  submittedBy: 'Handed in by',
  submitter: {
    applicant: 'The applicant',
    timer: 'The timer (time was up)',
    server: 'The server (time was up, or a later attempt began)',
    staff: 'Staff, from the control room',
  },
  notSubmitted: 'Not submitted yet',
  timeLeftAtSubmission: 'Time left at submission',
  result: 'Result and re-marks',
  state: 'State',
  status: { inprogress: 'In progress', submitted: 'Submitted, awaiting grading', graded: 'Graded' },
  percent: 'Percent',
  gradedAt: 'Last graded',
  releasedAt: 'Released to the applicant',
  notReleased: 'Not released',
  remarks: 'Marks given and changed',
  remark: { grade: 'Grading (percent)', regrade: 'Regrade of the question', appeal: 'Re-mark request', mark: 'Double-marking mark' },
  detail: 'Detail',
  remarkDetail: {
    original: 'As first set',
    key: 'Answer key corrected',
    fullMarks: 'Full marks for everyone',
    leaveOut: 'Left out of the score',
    open: 'Open',
    unchanged: 'Mark kept',
    changed: 'Mark changed',
    first: 'First marker',
    second: 'Second marker',
    moderator: 'Moderator',
  },
  mark: 'Mark',
  views: 'Who opened this pack or the results letter',
  view: { evidence: 'Evidence pack', letter: 'Results letter' },
};

export const evidenceText = (lang: 'En' | 'Ar'): EvidenceText => (lang === 'Ar' ? EVIDENCE_AR : EVIDENCE_EN);
