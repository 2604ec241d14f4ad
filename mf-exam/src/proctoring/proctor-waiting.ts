import { PROCTOR_CODES, PROCTOR_PIN_LENGTH, normalizeProctorPin, type TextDirection } from '@mizan/shared';
import { ApiError, applicantApi } from '@mizan/shared/browser';
import type { ExamRefusal } from '../session/exam-snapshot';
import { proctorWords } from './proctor-words';

/**
 * The proctor's gate on the applicant's page, without React: what the
 * waiting screen shows for each holding code (proctor-holding-codes.ts; the
 * session asks the exam call again every few seconds, so the page moves on
 * by itself once a proctor lets it in), and the PIN typed on this device.
 */

/** The waiting screen's direction: the exam's once read, else the page's as the server drew it (state/drawn-direction.ts). */
export function waitingDirection(snapshot: { exam: unknown; direction: TextDirection }, drawn: TextDirection): TextDirection {
  return snapshot.exam ? snapshot.direction : drawn;
}

export type ProctorScreen =
  | { kind: 'waiting'; title: string; body: string; checking: string }
  /** `reason` is the proctor's own words, as written. */
  | { kind: 'refused'; title: string; reason: string; next: string; reasonLabel: string };

export function proctorScreen(refusal: ExamRefusal, direction: TextDirection): ProctorScreen {
  const words = proctorWords(direction);
  if (refusal.code === PROCTOR_CODES.refused)
    return {
      kind: 'refused',
      title: words.refusedTitle,
      reason: refusal.message,
      next: words.refusedNext,
      reasonLabel: words.refusedReason,
    };
  return { kind: 'waiting', title: words.waitingTitle, body: words.waitingBody, checking: words.checking };
}

/** The typed PIN's problem before it is sent (Arabic digits and spaces allowed), or null. */
export function pinProblem(typed: string, direction: TextDirection): string | null {
  return new RegExp(`^\\d{${PROCTOR_PIN_LENGTH}}$`).test(normalizeProctorPin(typed)) ? null : proctorWords(direction).pinFormat;
}

/** What typing the PIN came to: let in (ask the exam again now), or a sentence to show beside the field. */
export type PinOutcome = { kind: 'let-in' } | { kind: 'problem'; message: string };

export type SendPin = (hash: string, pin: string) => Promise<unknown>;

const sendPinToServer: SendPin = (hash, pin) => applicantApi.call('enterProctorPin', { id: hash, pin });

export async function enterPin(
  hash: string,
  typed: string,
  direction: TextDirection,
  send: SendPin = sendPinToServer,
): Promise<PinOutcome> {
  const words = proctorWords(direction);
  const problem = pinProblem(typed, direction);
  if (problem) return { kind: 'problem', message: problem };
  try {
    await send(hash, normalizeProctorPin(typed));
    return { kind: 'let-in' };
  } catch (error) {
    const code = error instanceof ApiError ? error.code : null;
    // Let in meanwhile (from the room, or a PIN typed twice): the exam call decides.
    if (code === PROCTOR_CODES.nothingWaiting) return { kind: 'let-in' };
    if (code === PROCTOR_CODES.pinWrong) return { kind: 'problem', message: words.pinWrong };
    if (code === PROCTOR_CODES.pinLimited) return { kind: 'problem', message: words.pinLimited };
    return { kind: 'problem', message: words.pinFailed };
  }
}
