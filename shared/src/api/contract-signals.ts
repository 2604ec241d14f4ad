import { z } from 'zod';
import {
  SIGNAL_KINDS,
  SIGNAL_REFUSAL_CODES,
  SIGNALS_PER_ATTEMPT_MAX,
  SIGNALS_PER_MINUTE_MAX,
  SIGNALS_PER_REQUEST_MAX,
} from '../domain/signals';
import { PUBLIC, requiresAnyFlag, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { attemptHashSchema } from './contract-exam';
import { ASSESSMENT_ID_REQUIRED, ATTEMPT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * Signals (ours; shared/src/domain/signals.ts, server/src/services/signals/):
 * per assessment "Record signals" (off by default, the SPEC's behaviour);
 * where on, the applicant's page sends what it noticed (student/signal.php)
 * and the control room counts and lists them per attempt. Spread into
 * `contract` in contract.ts.
 */

export const SIGNAL_KIND_INVALID = `Send the signal's kind: one of ${SIGNAL_KINDS.join(', ')}.`;
export const SIGNAL_AT_INVALID = "Send the signal's time (at) as an ISO date and time, such as 2031-03-01T08:15:00.000Z.";
export const SIGNALS_NOT_A_LIST = `Send signals as a list of 1 to ${SIGNALS_PER_REQUEST_MAX} { kind, at }.`;
export const RECORD_SIGNALS_INVALID = 'Send recordSignals as true or false.';
export const signalSettingSavedMessage = (on: boolean) =>
  on
    ? 'Signals are now recorded: applicants are told before the first question.'
    : 'Signals are no longer recorded. Those already kept stay with their attempts.';

export const signalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS, { error: SIGNAL_KIND_INVALID }),
  at: z.iso.datetime({ offset: true, error: SIGNAL_AT_INVALID }),
});

/**
 * student/signal.php: one signal `{ id, kind, at }` as the issue names it, or
 * the page's batch `{ id, signals: [{ kind, at }, …] }`; the first is read as
 * a batch of one.
 */
export const sendSignalsRequestSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('signals' in value) && 'kind' in value
      ? { id: (value as { id?: unknown }).id, signals: [{ kind: (value as { kind: unknown }).kind, at: (value as { at?: unknown }).at }] }
      : value,
  z.object({
    id: attemptHashSchema,
    signals: z
      .array(signalSchema, { error: SIGNALS_NOT_A_LIST })
      .min(1, SIGNALS_NOT_A_LIST)
      .max(SIGNALS_PER_REQUEST_MAX, SIGNALS_NOT_A_LIST),
  }),
);

export const signalSettingSchema = z.object({ id: z.number(), recordSignals: z.boolean() });
export type SignalSetting = z.output<typeof signalSettingSchema>;

/** One kept signal as staff see it: the page's time and the server's. */
export const keptSignalSchema = z.object({
  kind: z.enum(SIGNAL_KINDS),
  /** The applicant's device clock (ISO), as sent. */
  at: z.string(),
  /** The server's clock when it arrived (ISO). */
  receivedAt: z.string(),
});
export type KeptSignal = z.output<typeof keptSignalSchema>;

const WHO = 'Staff with exam (who may see the assessment) or ans (who review it); others 404';

export const signalCalls = {
  sendSignals: call({
    method: 'POST',
    path: 'student/signal.php',
    access: PUBLIC,
    request: sendSignalsRequestSchema,
    response: answer(z.object({ kept: z.number() })),
    summary:
      `Ours: the applicant's page reports signals (${SIGNAL_KINDS.join(', ')}) with the device's time, one { id, kind, at } or a batch ` +
      `{ id, signals: [...] } of at most ${SIGNALS_PER_REQUEST_MAX}; kept with the server's time too, counted in the control room; never a verdict. ` +
      `The attempt policy's refusals as student/saveanswer.php; an assessment that does not record signals: 409 '${SIGNAL_REFUSAL_CODES.off}'; ` +
      `over ${SIGNALS_PER_ATTEMPT_MAX} per attempt: 429 '${SIGNAL_REFUSAL_CODES.full}' (a batch that crosses it keeps what fits: data.kept); ` +
      `over ${SIGNALS_PER_MINUTE_MAX} a minute: 429 '${SIGNAL_REFUSAL_CODES.tooFast}'`,
    ours: true,
  }),
  getSignalSetting: call({
    method: 'POST',
    path: 'admin/getsignalsetting.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) }),
    response: answer(signalSettingSchema),
    summary: 'Ours: whether the assessment records signals (off unless turned on)',
    ours: true,
  }),
  setSignalSetting: call({
    method: 'POST',
    path: 'admin/setsignalsetting.php',
    access: requiresFlag('exam'),
    request: z.object({
      id: positiveId(ASSESSMENT_ID_REQUIRED),
      recordSignals: z.boolean({ error: RECORD_SIGNALS_INVALID }),
    }),
    response: z.object({ data: signalSettingSchema, msg: z.string() }),
    summary: 'Ours: turn "Record signals" on or off, by staff who may edit the assessment; audited. Signals already kept stay',
    ours: true,
  }),
  getAttemptSignals: call({
    method: 'POST',
    path: 'admin/getsignals.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ attemptId: positiveId(ATTEMPT_ID_REQUIRED) }),
    response: answer(z.array(keptSignalSchema)),
    summary: `Ours: one attempt's signals, oldest first, with the device's and the server's times. ${WHO}`,
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type SignalCallName = keyof typeof signalCalls;
