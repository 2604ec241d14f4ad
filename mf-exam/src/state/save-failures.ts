import { ApiError } from '@mizan/shared/browser';
import type { SendFailure } from './answer-outbox';

/** The server's answer when the attempt is open in another browser (Locked). */
export const OPEN_ELSEWHERE_STATUS = 423;

/** A failed save: retry (network, busy server), refused for good (400…), or the attempt is over or open elsewhere (409, 410, 423). */
export function classifySaveError(error: unknown): SendFailure {
  if (!(error instanceof ApiError) || error.status === null) return { kind: 'retry' };
  if (error.status === 409 || error.status === 410 || error.status === OPEN_ELSEWHERE_STATUS) {
    return { kind: 'fatal', message: error.message, status: error.status, ...(error.code === null ? {} : { code: error.code }) };
  }
  if (error.status >= 500 || error.status === 429 || error.status === 408) return { kind: 'retry' };
  return { kind: 'rejected', message: error.message };
}
