import { z } from 'zod';

import { FINGERPRINT_PATTERN } from './fingerprint';

export { FINGERPRINT_BYTES, FINGERPRINT_PATTERN } from './fingerprint';

export const signSchema = z.string().regex(FINGERPRINT_PATTERN, 'The request fingerprint is missing or malformed');

/** Every request body: the per-tab fingerprint and the payload (ARCHITECTURE §6). */
export function requestEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ sign: signSchema, data: payload });
}

/** An answer: `data` and an optional human `msg`. */
export function answer<T extends z.ZodType>(data: T) {
  return z.object({ data, msg: z.string().optional() });
}

/** An answer that carries only a human sentence. */
export const messageAnswer = z.object({ msg: z.string() });

/** The body of every 4xx/5xx answer; `code` names a refusal a caller acts on (e.g. 'password_change_required'). */
export const errorAnswer = z.object({ msg: z.string(), code: z.string().optional() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** A call that takes no payload still sends the wrapper; its data may be absent. */
export const noPayload = z.unknown().optional();
