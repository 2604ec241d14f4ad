import contentDispositionHeader from 'content-disposition';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { FINGERPRINT_PATTERN, type Access } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { HttpError, badRequest } from '../errors';
import { authenticate, type Caller } from '../services/authenticate';

/**
 * The plumbing of the calls whose body is a file (`rawCalls`,
 * `applicantRawCalls`, `questionFileRawCalls` in the shared contract):
 * their headers, their body parsers, and the staff check that runs before
 * the body is read, exactly like a contract call's.
 */

export const SIGN_HEADER_MALFORMED = 'The request fingerprint (X-Sign, 64 hex characters) is missing or malformed.';

/** A request header's first value. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** X-Sign carries the request fingerprint (a header's hex may come in either case); 400 otherwise. */
export function checkSignHeader(request: FastifyRequest): void {
  if (!FINGERPRINT_PATTERN.test((headerOf(request, 'x-sign') ?? '').toLowerCase())) throw badRequest(SIGN_HEADER_MALFORMED);
}

/**
 * Content-Disposition for a file answer (RFC 6266): the exact name, and an
 * ASCII fallback for old clients with anything else, and quotes, backslashes
 * and percent signs, made '_' (the library's own fallback would make them '?').
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return contentDispositionHeader(name, { type: disposition, fallback });
}

/** What a scope of file calls accepts, and what it answers when a file is refused. */
export interface RawFileLimits {
  contentTypes: readonly string[];
  maxBytes: number;
  tooLargeMessage: string;
  typeRefusedMessage: string;
}

/**
 * Make `scope` take its bodies as raw files: only these types have a parser
 * (JSON is not accepted), each up to maxBytes; a body too large or of
 * another type answers the scope's sentence.
 */
export function acceptRawFiles(scope: FastifyInstance, limits: RawFileLimits): void {
  scope.removeAllContentTypeParsers();
  for (const type of limits.contentTypes) {
    scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: limits.maxBytes }, (_request, body, done) => done(null, body));
  }
  scope.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, limits.tooLargeMessage);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw badRequest(limits.typeRefusedMessage);
    throw error;
  });
}

/**
 * The staff check of file calls. `authorized(access, takesFile)` is an
 * onRequest hook: the token and flag as for contract calls, then for an
 * upload the X-Sign header and the declared length, all before the body is
 * read. `callerOf` gives the handler the caller it found.
 */
export function staffFileCalls(services: AppServices, limits: Pick<RawFileLimits, 'maxBytes' | 'tooLargeMessage'>) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  return {
    authorized: (access: Access, takesFile: boolean) => async (request: FastifyRequest) => {
      const caller = await authenticate(request, access, services.db, services.tokens);
      if (!caller) throw new Error('A staff file call authenticated no one.');
      callers.set(request, caller);
      if (!takesFile) return;
      checkSignHeader(request);
      const declaredLength = Number(headerOf(request, 'content-length'));
      if (Number.isFinite(declaredLength) && declaredLength > limits.maxBytes) throw new HttpError(413, limits.tooLargeMessage);
    },
    callerOf: (request: FastifyRequest): Caller => {
      const caller = callers.get(request);
      if (!caller) throw new Error('The file call was not authorised.');
      return caller;
    },
  };
}

/** The uploaded file, or 400 with `emptyMessage` when there is none. */
export function fileBody(request: FastifyRequest, emptyMessage: string): Buffer {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest(emptyMessage);
  return request.body;
}
