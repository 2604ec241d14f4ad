import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { USER_CALL_NETWORK_ERROR, USER_CALL_NO_SESSION } from './client';

/** A failed call as the screens show it: the HTTP status (null when there was no answer) and a sentence. */
export interface CallFailure {
  status: number | null;
  message: string;
}

export const SESSION_MISSING_MESSAGE = 'Your session is missing or has ended. Please sign in again.';

function serverErrorMessage(status: number | null): string {
  return `The server could not complete the request${status ? ` (HTTP ${status})` : ''}. Try again in a moment.`;
}

function isCallFailure(value: unknown): value is CallFailure {
  if (!value || typeof value !== 'object' || value instanceof Error) return false;
  const { status, message } = value as Record<string, unknown>;
  return (status === null || typeof status === 'number') && typeof message === 'string';
}

/**
 * Anything a call threw or resolved instead of an answer, as a CallFailure:
 * an ApiError, a user call's -1 (network) or -2 (no session, SPEC §8), a
 * CallFailure already, or the error an RTK Query hook holds. A reply without a msg of its own (a proxy's 502, say)
 * gets a sentence that says what happened.
 */
export function toCallFailure(error: unknown): CallFailure {
  if (isCallFailure(error)) return error;
  if (error === USER_CALL_NETWORK_ERROR) return { status: null, message: NETWORK_ERROR_MESSAGE };
  if (error === USER_CALL_NO_SESSION) return { status: null, message: SESSION_MISSING_MESSAGE };
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { status: null, message: NETWORK_ERROR_MESSAGE };
    const message = error.message && error.message !== 'Error!' ? error.message : serverErrorMessage(error.status);
    return { status: error.status, message };
  }
  // An Error, or a serialized one (RTK Query's SerializedError when an endpoint's own code threw).
  const message = error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : '';
  return { status: null, message: message || serverErrorMessage(null) };
}
