import { z } from 'zod';
import { ASSESSMENT_LANGS } from '../domain/assessment';
import { requiresAnyFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { roomDeviceSchema } from './contract-device-checks';
import { roomProctorSchema } from './contract-proctoring';
import { ATTEMPT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * The exam-day control room (ours; /dashboard/examroom/{examId},
 * server/src/services/exam-room/): one read of a whole room, and the staff's
 * actions on one attempt. Every action needs a reason and is written to the
 * audit log. Who: staff with exam who may see the assessment, or ans who
 * review it (admins: any); anyone else gets 404 as if it did not exist.
 * Spread into `contract` in contract.ts.
 */

/** No save for this long while answering: idle. */
export const ROOM_IDLE_SECONDS = 120;
/** No save for this long while answering, or past the deadline and not submitted: offline (docs/decisions.md). */
export const ROOM_OFFLINE_SECONDS = 300;
/** The most minutes one extend or reopen gives. */
export const ROOM_MAX_MINUTES = 600;

export const ROOM_STATES = ['registered', 'answering', 'idle', 'offline', 'submitted', 'autosubmitted'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

export const ROOM_REASON_REQUIRED = 'Please give the reason (3 to 500 characters): it is written to the audit log.';
export const ROOM_MINUTES_INVALID = `Minutes must be a whole number from 1 to ${ROOM_MAX_MINUTES}.`;
export const ROOM_EXAM_ID_REQUIRED = 'Which assessment? Send id (the assessment id).';
export const ROOM_APPLICANT_ID_REQUIRED = 'Which applicant? Send applicantId.';
export const ROOM_NOT_TIMED = 'This assessment is not timed: there is no deadline to extend.';
export const ROOM_NOT_RUNNING_EXTEND = 'This attempt has ended (submitted, or its time is up): reopen it instead.';
export const ROOM_NOT_STARTED_SUBMIT = 'This attempt has not started: there is nothing to submit.';
export const ROOM_ALREADY_SUBMITTED = 'This attempt is already submitted.';
export const ROOM_NOT_SUBMITTED_REOPEN = 'This attempt is not submitted: extend its time instead.';
export const ROOM_OTHER_OPEN = 'This applicant has another attempt of this assessment open: finish that one first.';
export const roomExtendedMessage = (minutes: number) =>
  `Extended by ${minutes} minute${minutes === 1 ? '' : 's'}. The applicant's clock follows at the next save.`;
export const roomReopenedMessage = (minutes: number) =>
  `Reopened for ${minutes} minute${minutes === 1 ? '' : 's'}. The applicant opens the same link and continues with the saved answers; the score is recomputed at the new submission.`;
export const roomTrialAddedMessage = (allowed: number) =>
  `One more trial allowed: this applicant may now take it ${allowed} time${allowed === 1 ? '' : 's'}.`;
export const ROOM_SUBMITTED = 'Submitted with the answers saved so far.';

const reason = z.string({ error: ROOM_REASON_REQUIRED }).trim().min(3, ROOM_REASON_REQUIRED).max(500, ROOM_REASON_REQUIRED);
const minutes = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: ROOM_MINUTES_INVALID })
    .int(ROOM_MINUTES_INVALID)
    .min(1, ROOM_MINUTES_INVALID)
    .max(ROOM_MAX_MINUTES, ROOM_MINUTES_INVALID),
);

export const roomAttemptSchema = z.object({
  id: z.number(),
  applicantId: z.number(),
  name: z.string(),
  /** Masked as in every list ('2990101••••••7'). */
  ssn: z.string(),
  school: z.string(),
  trial: z.number(),
  state: z.enum(ROOM_STATES),
  answered: z.number(),
  total: z.number(),
  /** Seconds since the last saved answer (or the start, when nothing is saved yet); null before the start. */
  lastSaveSecondsAgo: z.number().nullable(),
  /** On the server's clock; null when untimed, not started, or submitted. */
  secondsLeft: z.number().nullable(),
  browserMoves: z.number(),
  /** The applicant's last device rehearsal (contract-device-checks.ts). */
  device: roomDeviceSchema,
  /** At the proctor's gate (contract-proctoring.ts): an open request, else the last decision; null when none. */
  proctor: roomProctorSchema,
  /** Signals the attempt's page sent (contract-signals.ts): counted, never a verdict. */
  signals: z.number(),
  /** The applicant's accommodation, in percent of the duration. */
  extraTimePercent: z.number(),
  /** Minutes staff added to this attempt. */
  extraMinutes: z.number(),
  submittedBy: z.enum(['applicant', 'timer', 'server', 'staff']).nullable(),
  /** Only when the assessment requires codes and the caller may see codes. */
  accessCode: z.string().optional(),
});
export type RoomAttempt = z.output<typeof roomAttemptSchema>;

export const roomCountsSchema = z.object({
  registered: z.number(),
  started: z.number(),
  answering: z.number(),
  idle: z.number(),
  offline: z.number(),
  submitted: z.number(),
  autoSubmitted: z.number(),
});
export type RoomCounts = z.output<typeof roomCountsSchema>;

export const examRoomSchema = z.object({
  exam: z.object({
    id: z.number(),
    title: z.string(),
    lang: z.enum(ASSESSMENT_LANGS),
    istimed: z.number(),
    duration: z.number().nullable(),
    /** Registering for it asks for the access code: some assessment requires codes (docs/security.md, Access codes). */
    requireAccessCodes: z.boolean(),
  }),
  serverTime: z.string(),
  /** The thresholds the states were worked out with (ROOM_IDLE_SECONDS, ROOM_OFFLINE_SECONDS unless the server sets others). */
  idleSeconds: z.number(),
  offlineSeconds: z.number(),
  counts: roomCountsSchema,
  attempts: z.array(roomAttemptSchema),
});
export type ExamRoom = z.output<typeof examRoomSchema>;

const attemptId = positiveId(ATTEMPT_ID_REQUIRED);
const message = z.object({ msg: z.string() });
const WHO = 'Staff with exam (who may see the assessment) or ans (who review it); others 404';

export const examRoomCalls = {
  examRoom: call({
    method: 'POST',
    path: 'admin/examroom.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ id: positiveId(ROOM_EXAM_ID_REQUIRED) }),
    response: z.object({ data: examRoomSchema }),
    summary: `The control room of one assessment, read in one statement: counts by state and every attempt (masked ID, school, state, answered of total, last save, time left on the server clock, browser moves, extra time). ${WHO}`,
    ours: true,
  }),
  extendAttempt: call({
    method: 'POST',
    path: 'admin/extendattempt.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ attemptId, minutes, reason }),
    response: message,
    summary: `Give one running (or not yet started) timed attempt N more minutes: its server deadline moves; the applicant's clock follows at the next save or fetch. Audited. ${WHO}. Ended: 409`,
    ours: true,
  }),
  reopenAttempt: call({
    method: 'POST',
    path: 'admin/reopenattempt.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ attemptId, minutes, reason }),
    response: message,
    summary: `Reopen a submitted attempt for N minutes from now: answers kept, released from its browser, scores recomputed at the new submission. Audited. ${WHO}. Not submitted, or another attempt open: 409`,
    ours: true,
  }),
  addTrial: call({
    method: 'POST',
    path: 'admin/addtrial.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ applicantId: positiveId(ROOM_APPLICANT_ID_REQUIRED), examId: positiveId(ROOM_EXAM_ID_REQUIRED), reason }),
    response: message,
    summary: `Allow one applicant one more trial of one assessment beyond its Number of trials. Audited. ${WHO}`,
    ours: true,
  }),
  submitAttempt: call({
    method: 'POST',
    path: 'admin/submitattempt.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ attemptId, reason }),
    response: message,
    summary: `Submit a running attempt now with the answers saved so far, scored as any submission. Audited. ${WHO}. Not started or submitted: 409`,
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type ExamRoomCallName = keyof typeof examRoomCalls;

/** What the room says for each state (English; the page translates for Arabic assessments). */
export const ROOM_STATE_LABELS: Record<RoomState, string> = {
  registered: 'Registered',
  answering: 'Answering',
  idle: 'Idle',
  offline: 'Offline',
  submitted: 'Submitted',
  autosubmitted: 'Auto-submitted',
};
