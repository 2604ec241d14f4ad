import { ApiError, NETWORK_ERROR_MESSAGE } from '@mizan/shared/browser';

/** A failed applicant call as the screens show it: the server's sentence, or the network one. */
export interface CallFailure {
  status: number | null;
  message: string;
}

export function toFailure(error: unknown): CallFailure {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error && !(error instanceof Error)) {
    return error as CallFailure;
  }
  if (error instanceof ApiError) return { status: error.status, message: error.isNetworkError ? NETWORK_ERROR_MESSAGE : error.message };
  const message = error instanceof Error ? error.message : '';
  return { status: null, message: message || 'Error!' };
}
