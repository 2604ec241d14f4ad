import { z } from 'zod';
import {
  DEVICE_CHECK_NAMES,
  DEVICE_CHECK_OUTCOMES,
  DEVICE_SAMPLE_DOWNLOAD_BYTES,
  DEVICE_SAMPLE_PATH,
  DEVICE_SAMPLE_UPLOAD_MAX_BYTES,
  DEVICE_UPLOAD_PATH,
  DEVICE_VERDICTS,
  ROOM_DEVICE_STATES,
} from '../domain/device-check';
import { PUBLIC } from './access';
import { call, type CallSpec, type RawCallSpec } from './call-spec';
import { answer } from './envelope';
import { attemptHashSchema } from './contract-exam';
import { INVALID_LINK } from './exam-messages';

/**
 * The device rehearsal (ours; docs/decisions.md, "Device rehearsal"): what
 * the assessment needs checked, the known file downloaded and the test file
 * uploaded (not kept), and the result, kept per attempt for the control
 * room. The rules are shared/src/domain/device-check.ts. Spread into
 * `contract` and `rawCalls` in contract.ts.
 */

export const DEVICE_CHECK_DETAIL_MAX = 120;
export const DEVICE_CHECK_REFUSAL_CODES = {
  sampleTooLarge: 'device_check_sample_too_large',
  sampleEmpty: 'device_check_sample_empty',
  sampleWhoseExam: 'device_check_sample_no_exam',
} as const;

export const DEVICE_CHECKS_REPEATED = 'Send each check once.';
export const DEVICE_CHECKS_NONE = 'Send the checks of the rehearsal (at least one).';
export const DEVICE_SAMPLE_TOO_LARGE = `The test file may be at most ${DEVICE_SAMPLE_UPLOAD_MAX_BYTES / 1024} KB.`;
export const DEVICE_SAMPLE_EMPTY = 'The test file is empty.';
export const DEVICE_SAMPLE_WHOSE_EXAM = 'Say which exam the test upload is for (X-Attempt-Hash, or X-Exam-Id before registering).';
export const deviceCheckKeptMessage = (verdict: z.output<typeof deviceVerdictSchema>) => `The device check was kept: ${verdict}.`;

const deviceVerdictSchema = z.enum(DEVICE_VERDICTS);

export const deviceCheckEntrySchema = z.object({
  check: z.enum(DEVICE_CHECK_NAMES, { error: `check must be one of ${DEVICE_CHECK_NAMES.join(', ')}` }),
  outcome: z.enum(DEVICE_CHECK_OUTCOMES, { error: `outcome must be one of ${DEVICE_CHECK_OUTCOMES.join(', ')}` }),
  /** What was measured, in figures ('180 ms', 'Chrome 131'); the sentence is the page's, by check and outcome. */
  detail: z
    .string()
    .trim()
    .max(DEVICE_CHECK_DETAIL_MAX, `A check's detail may be at most ${DEVICE_CHECK_DETAIL_MAX} characters.`)
    .default(''),
});
export type DeviceCheckEntry = z.output<typeof deviceCheckEntrySchema>;

export const deviceCheckRequestSchema = z.object({
  id: attemptHashSchema,
  checks: z
    .array(deviceCheckEntrySchema, { error: DEVICE_CHECKS_NONE })
    .min(1, DEVICE_CHECKS_NONE)
    .max(DEVICE_CHECK_NAMES.length, DEVICE_CHECKS_REPEATED)
    .refine((checks) => new Set(checks.map((entry) => entry.check)).size === checks.length, DEVICE_CHECKS_REPEATED),
});

/** What the control room shows per attempt: the last rehearsal's verdict and when, or unchecked. */
export const roomDeviceSchema = z.object({ state: z.enum(ROOM_DEVICE_STATES), checkedAt: z.string().nullable() });
export type RoomDevice = z.output<typeof roomDeviceSchema>;

const examIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: INVALID_LINK }).int(INVALID_LINK).positive(INVALID_LINK),
);

export const deviceCheckCalls = {
  deviceCheckPlan: call({
    method: 'POST',
    path: 'emp/devicecheckplan.php',
    access: PUBLIC,
    request: z.object({ exam_id: examIdSchema }),
    response: answer(z.object({ microphone: z.boolean(), camera: z.boolean() })),
    summary:
      "Ours: what the device rehearsal checks for this assessment beyond the network, storage, upload, screen and browser: the microphone when it has an audio question, the camera when it has a video question. Only while it is open for registration (otherwise emp/getapplyexam.php's 4xx)",
    ours: true,
  }),
  reportDeviceCheck: call({
    method: 'POST',
    path: 'emp/devicecheck.php',
    access: PUBLIC,
    request: deviceCheckRequestSchema,
    response: z.object({ data: z.object({ verdict: deviceVerdictSchema, checkedAt: z.string() }), msg: z.string() }),
    summary:
      "Ours: keep a device rehearsal's result for the attempt whose hash is `id` (each check once: its outcome and what was measured); " +
      'the verdict is failed when a check failed, warned when one warned, else ready, and the control room shows the last one. ' +
      "Refused like the exam's calls: a malformed hash 400, an unknown one 404, a submitted attempt 403, outside the assessment's networks 403",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export const deviceCheckRawCalls = {
  deviceCheckSample: {
    method: 'GET',
    path: DEVICE_SAMPLE_PATH,
    access: PUBLIC,
    summary: `Ours: the device rehearsal's known file, ${DEVICE_SAMPLE_DOWNLOAD_BYTES / 1024} KB of fixed bytes that do not compress, never cached (its download is timed)`,
    ours: true,
  },
  deviceCheckUpload: {
    method: 'POST',
    path: DEVICE_UPLOAD_PATH,
    access: PUBLIC,
    attemptHashAccess: true,
    consumes: ['application/octet-stream'],
    summary:
      `Ours: the device rehearsal's test upload (raw body, application/octet-stream, at most ${DEVICE_SAMPLE_UPLOAD_MAX_BYTES / 1024} KB, X-Sign the fingerprint), ` +
      "checked like an exam upload: X-Attempt-Hash (the attempt's upload rules), or before registering X-Exam-Id (an assessment open for registration); " +
      "the assessment's networks apply. Answers { data: { received } } (bytes); the file is not kept",
    ours: true,
  },
} as const satisfies Record<string, RawCallSpec>;

export type DeviceCheckCallName = keyof typeof deviceCheckCalls;
