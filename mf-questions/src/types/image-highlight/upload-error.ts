import { ApiError } from '@mizan/shared/browser';

/** Statuses meaning the server has no media upload call (yet). */
const NO_UPLOAD_CALL: readonly number[] = [404, 405, 501];

/** What to tell an applicant when their drawing could not be uploaded. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status !== null && NO_UPLOAD_CALL.includes(error.status)) {
      return `The server cannot take drawings at the moment (error ${error.status}). Keep this page open and try again, or tell the exam supervisor.`;
    }
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : 'The drawing could not be saved.';
}
