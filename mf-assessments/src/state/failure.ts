import { ApiError, NETWORK_ERROR_MESSAGE } from '@mizan/shared/browser';

/** A failed call as the screens show it: the HTTP status (null for the network) and a sentence. */
export interface CallFailure {
  status: number | null;
  message: string;
}

function serverErrorMessage(status: number | null): string {
  return `The server could not complete the request${status ? ` (HTTP ${status})` : ''}. Try again in a moment.`;
}

/** Anything a call threw, as a CallFailure; a reply without a msg of its own gets a plain sentence. */
export function toFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { status: null, message: NETWORK_ERROR_MESSAGE };
    const message = error.message && error.message !== 'Error!' ? error.message : serverErrorMessage(error.status);
    return { status: error.status, message };
  }
  const message = error instanceof Error ? error.message : '';
  return { status: null, message: message || serverErrorMessage(null) };
}
