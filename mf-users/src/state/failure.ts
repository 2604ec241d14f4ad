import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  USER_CALL_NETWORK_ERROR,
  USER_CALL_NO_SESSION,
  type UserCallFailure,
} from '@mizan/shared/browser';

/**
 * Why a user call failed, in the terms the screen needs: the seed's -1
 * (network) and -2 (no session) results of `callUserApi` (SPEC §8), or an
 * answer from the server with its status and human `msg`.
 */
export type UsersFailure =
  | { kind: 'network' }
  | { kind: 'noSession' }
  | { kind: 'server'; status: number | null; message: string };

export const SESSION_MISSING_MESSAGE = 'Your session is missing or has ended. Please sign in again.';

export function isUserCallFailure(result: unknown): result is UserCallFailure {
  return result === USER_CALL_NETWORK_ERROR || result === USER_CALL_NO_SESSION;
}

export function failureOfResult(result: UserCallFailure): UsersFailure {
  return result === USER_CALL_NETWORK_ERROR ? { kind: 'network' } : { kind: 'noSession' };
}

function isUsersFailure(value: unknown): value is UsersFailure {
  if (!value || typeof value !== 'object' || !('kind' in value)) return false;
  return value.kind === 'network' || value.kind === 'noSession' || value.kind === 'server';
}

/** Anything a user call or thunk threw, as a UsersFailure. */
export function toFailure(error: unknown): UsersFailure {
  if (isUsersFailure(error)) return error;
  if (error instanceof ApiError) {
    return error.isNetworkError ? { kind: 'network' } : { kind: 'server', status: error.status, message: error.message };
  }
  const message = error instanceof Error || (error && typeof error === 'object' && 'message' in error) ? String((error as { message: unknown }).message) : '';
  return { kind: 'server', status: null, message: message || 'Error!' };
}

function serverErrorMessage(status: number | null): string {
  return `The server could not complete the request${status ? ` (HTTP ${status})` : ''}. Try again in a moment.`;
}

/** The sentence shown for a failure. */
export function failureMessage(failure: UsersFailure): string {
  switch (failure.kind) {
    case 'network':
      return NETWORK_ERROR_MESSAGE;
    case 'noSession':
      return SESSION_MISSING_MESSAGE;
    case 'server': {
      // A reply without a msg of its own (a proxy's 502, say) gets a sentence that says what happened.
      const message = failure.message && failure.message !== 'Error!' ? failure.message : serverErrorMessage(failure.status);
      return message;
    }
  }
}

/** The signed-in account lacks the usermanagement flag (403 on the list; the session stays, SPEC §6). */
export function isForbidden(failure: UsersFailure | null): boolean {
  return failure?.kind === 'server' && failure.status === 403;
}
