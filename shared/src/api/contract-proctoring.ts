import { z } from 'zod';
import {
  PROCTOR_CODES,
  PROCTOR_KINDS,
  PROCTOR_PIN_LENGTH,
  PROCTOR_REASON_MAX,
  PROCTOR_REASON_MIN,
  PROCTOR_REASON_REQUIRED,
  PROCTOR_STATES,
} from '../domain/proctoring';
import { PUBLIC, requiresAnyFlag, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { ATTEMPT_HASH_INVALID, ATTEMPT_HASH_PATTERN } from './exam-messages';
import { ASSESSMENT_ID_REQUIRED, ATTEMPT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * The proctor's gate (ours; server/src/services/proctoring/; the rules and
 * words in shared/src/domain/proctoring.ts): the assessment's settings, the
 * control room's let in / refuse, the PIN of the day staff see and rotate,
 * and the PIN typed on the applicant's device. Spread into `contract` in
 * contract.ts.
 */

export const PROCTOR_APPROVE_INVALID = 'Send approve: true to let the applicant in, false to refuse.';
export const PROCTOR_PIN_INVALID = `Type the proctor's PIN: ${PROCTOR_PIN_LENGTH} digits.`;
export const PROCTOR_SETTING_INVALID = 'Send startNeedsProctor and resumeNeedsProctor as true or false.';

export const proctoringSettingsSchema = z.object({
  id: z.number(),
  startNeedsProctor: z.boolean(),
  resumeNeedsProctor: z.boolean(),
});

export const proctorPinSchema = z.object({
  id: z.number(),
  /** The day the PIN holds for, YYYY-MM-DD on the server's calendar. */
  day: z.string(),
  pin: z.string(),
});
export type ProctorPin = z.output<typeof proctorPinSchema>;

/** An attempt's place at the gate as the control room shows it: its open request, else its last decision; null when none was asked. */
export const roomProctorSchema = z
  .object({
    state: z.enum(PROCTOR_STATES),
    kind: z.enum(PROCTOR_KINDS),
    /** When the request was made (waiting) or decided. */
    at: z.string(),
  })
  .nullable();
export type RoomProctor = z.output<typeof roomProctorSchema>;

const assessmentId = z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) });
const setting = z.boolean({ error: PROCTOR_SETTING_INVALID });
const WHO_ROOM = 'Staff with exam (who may see the assessment) or ans (who review it); others 404';

export const proctoringCalls = {
  getProctoring: call({
    method: 'POST',
    path: 'admin/getproctoring.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: assessmentId,
    response: answer(proctoringSettingsSchema),
    summary: 'Ours: whether starting and/or resuming on another browser waits for a proctor. Staff who may see the assessment',
    ours: true,
  }),
  setProctoring: call({
    method: 'POST',
    path: 'admin/setproctoring.php',
    access: requiresFlag('exam'),
    request: z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED), startNeedsProctor: setting, resumeNeedsProctor: setting }),
    response: z.object({ data: proctoringSettingsSchema, msg: z.string() }),
    summary:
      `Ours: set the proctor's gate by staff who may edit the assessment; audited. While on, the applicant's admin/getstudentexam.php ` +
      `answers 403 '${PROCTOR_CODES.approvalNeeded}' until a proctor lets that browser in, and 403 '${PROCTOR_CODES.refused}' ` +
      "(msg: the proctor's reason) when refused",
    ours: true,
  }),
  approveAttempt: call({
    method: 'POST',
    path: 'admin/approveattempt.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({
      attemptId: positiveId(ATTEMPT_ID_REQUIRED),
      approve: z.boolean({ error: PROCTOR_APPROVE_INVALID }),
      reason: z.string({ error: PROCTOR_REASON_REQUIRED }).trim().max(PROCTOR_REASON_MAX, PROCTOR_REASON_REQUIRED).default(''),
    }),
    response: z.object({ msg: z.string() }),
    summary:
      `Ours: let in or refuse the attempt's browser waiting at the proctor's gate (its newest request). A refusal needs a reason ` +
      `(${PROCTOR_REASON_MIN} to ${PROCTOR_REASON_MAX} characters: 400 '${PROCTOR_CODES.reasonRequired}'), which the applicant reads. ` +
      `Letting in does not start the clock: it starts when the applicant's page opens the exam. Nothing waiting: 409 ` +
      `'${PROCTOR_CODES.nothingWaiting}'. Audited. ${WHO_ROOM}`,
    ours: true,
  }),
  getProctorPin: call({
    method: 'POST',
    path: 'admin/getproctorpin.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: assessmentId,
    response: answer(proctorPinSchema),
    summary: `Ours: the assessment's PIN of the day (made on first read; a new one each day on the server's calendar). ${WHO_ROOM}`,
    ours: true,
  }),
  rotateProctorPin: call({
    method: 'POST',
    path: 'admin/rotateproctorpin.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: assessmentId,
    response: z.object({ data: proctorPinSchema, msg: z.string() }),
    summary: `Ours: a new PIN of the day for the assessment; the old one stops working at once. Audited. ${WHO_ROOM}`,
    ours: true,
  }),
  enterProctorPin: call({
    method: 'POST',
    path: 'student/proctorpin.php',
    access: PUBLIC,
    request: z.object({
      id: z.string({ error: ATTEMPT_HASH_INVALID }).regex(ATTEMPT_HASH_PATTERN, ATTEMPT_HASH_INVALID),
      pin: z.string({ error: PROCTOR_PIN_INVALID }).max(40, PROCTOR_PIN_INVALID),
    }),
    response: z.object({ msg: z.string() }),
    summary:
      `Ours: the proctor types the PIN of the day on the applicant's device: lets this browser's waiting request in. ` +
      `A wrong PIN and an unknown link answer alike (403 '${PROCTOR_CODES.pinWrong}', naming no one); the right PIN with nothing ` +
      `waiting on this browser: 409 '${PROCTOR_CODES.nothingWaiting}'; ` +
      `rate-limited like sign-in (429 '${PROCTOR_CODES.pinLimited}'). Audited`,
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type ProctoringCallName = keyof typeof proctoringCalls;
