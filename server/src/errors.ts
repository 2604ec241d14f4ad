/**
 * An error whose sentence is meant for the person using the app. The error
 * handler answers it as `{ msg }` with its status; every other error becomes
 * a 500 with a generic sentence and is only logged.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra answer headers (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
    /** A stable name for the refusal beside its sentence, for callers that act on it rather than show it. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, {}, code);
export const unauthorized = (message: string, code?: string) => new HttpError(401, message, {}, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, {}, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, {}, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, {}, code);
/** 429 with Retry-After: the whole seconds until the counter that refused lets the caller try again. */
export const tooManyRequests = (message: string, retryAfterMs: number, code?: string) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) }, code);
