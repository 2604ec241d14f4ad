import type { z } from 'zod';
import type { Access } from './access';

/**
 * One call of SPEC §7 that Mizan serves: method, path under `/api/`, who may
 * make it, the schema of the request's `data` and of the answer body. The
 * `contract-*.ts` files declare their area's calls with `call`; contract.ts
 * assembles them into `contract`, from which the server registers its routes
 * and the client types its calls. Keys are plain English; `path` is the wire name.
 */
export interface CallSpec<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  access: Access;
  request: Request;
  response: Response;
  summary: string;
  /** True for calls Mizan adds beyond SPEC §7. */
  ours?: boolean;
  /** Largest request body in bytes, when a call needs more than the server's default (1 MB). */
  bodyLimit?: number;
}

/** Declares a call, keeping its request and response schemas' own types. */
export const call = <Request extends z.ZodType, Response extends z.ZodType>(spec: CallSpec<Request, Response>) => spec;

/**
 * A call whose body is not the JSON `{ sign, data }` envelope (ours): the
 * media call takes the raw file, and media are fetched by plain GETs from
 * <img>, <audio>, <video> and links, which carry no bearer token. The server
 * registers them in server/src/routes/media.ts and the access test walks
 * `rawCalls` next to `contract`, so a raw call without an access rule (or
 * without a sample in that test) fails the suite too.
 */
export interface RawCallSpec {
  method: 'GET' | 'POST';
  path: string;
  /**
   * Who may make it. A public raw call is reached by a capability URL (an
   * unguessable id), never by a listing (docs/security.md).
   */
  access: Access;
  /** Applicants may make it instead with `X-Attempt-Hash: <attempt hash>` (exam uploads). */
  attemptHashAccess?: boolean;
  /** Accepted request Content-Types (raw bodies). */
  consumes?: readonly string[];
  summary: string;
  ours: true;
}
