import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';
import { isDatabaseUnavailable } from './services/db-errors';

export const SERVER_ERROR = 'Something went wrong on the server. Please try again; if it keeps happening, tell your administrator.';
export const BODY_NOT_JSON = 'The request body is not valid JSON.';
export const BODY_SHAPE = 'The request body must be JSON of the form { "sign": "<64 hex characters>", "data": … }.';
export const SIGN_MALFORMED = 'The request fingerprint (sign) is missing or malformed.';
export const BODY_TOO_LARGE = 'The request body is too large.';
export const DATABASE_UNAVAILABLE = 'The server cannot reach its database right now. Please try again in a moment.';
/** Seconds a caller should wait before trying again after DATABASE_UNAVAILABLE. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** zod's own wording (not one of our messages) starts like this. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too small|Too big|Unrecognized|Expected)/;

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/**
 * The sentence for the first problem zod found in `{ sign, data }`. Our
 * schemas carry the SPEC's messages ('Required', 'Must be greater than 2
 * characters', …) and these are passed on as they are; zod's generic wording
 * is prefixed with the field it is about.
 */
export function validationMessage(issues: readonly ValidationIssue[]): string {
  const issue = issues[0];
  const segments = issue.instancePath.split('/').filter(Boolean);
  if (segments.length === 0) return BODY_SHAPE;
  if (segments[0] === 'sign') return SIGN_MALFORMED;
  const message = issue.message ?? 'Invalid value';
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return message;
  const field = segments[0] === 'data' ? segments.slice(1).join('.') : segments.join('.');
  return field ? `${field}: ${message}` : message;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON, with the header Content-Type: application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return BODY_SHAPE;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return BODY_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return BODY_NOT_JSON;
    default:
      return error instanceof SyntaxError ? BODY_NOT_JSON : 'The request could not be understood.';
  }
}

/**
 * Every error answers `{ msg: '<human sentence>' }` and never a stack trace
 * (ARCHITECTURE §6). Our own HttpErrors carry their status and sentence;
 * request errors are 400 (413 for an oversized body, other 4xx kept); a
 * database that cannot be reached is a 503 the caller may retry (the exam
 * keeps the answer and sends it again); anything else is a 500 with a
 * generic sentence, and the details go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body = error.code ? { msg: error.message, code: error.code } : { msg: error.message };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ msg: validationMessage(error.validation) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return reply.code(413).send({ msg: BODY_TOO_LARGE });
    if (status >= 400 && status < 500) {
      // A body that is not JSON (415 in fastify) is a bad request to our callers.
      return reply.code(status === 415 ? 400 : status).send({ msg: clientErrorMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unreachable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ msg: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ msg: SERVER_ERROR });
  });
}
