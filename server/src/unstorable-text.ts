import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or jsonb, and a
 * lone UTF-16 surrogate half is not a character at all (it cannot be encoded
 * as UTF-8). Either used to reach the database and come back as a 500. Every
 * call's body, query string and path parameters are checked here, once,
 * before any validation or handler runs, so such a request changes nothing
 * and answers a 400 that names the field.
 */

const NUL = String.fromCharCode(0);
/** A surrogate half without its partner. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(text: string): string {
  if (text.includes(NUL)) return 'the NUL character (U+0000), which cannot be stored';
  const found = LONE_SURROGATE.exec(text);
  if (!found) return '';
  return `half of a character (U+${found[0].charCodeAt(0).toString(16).toUpperCase()}), which is not valid text`;
}

/** Where a value sits in the request: its key and its parent's place (a chain, so deep bodies cost no copying). */
interface Place {
  key: string;
  parent: Place | null;
}

/** `data.questions.0.header` → `"questions.0.header"` (the envelope's `data` left out); null for the whole request. */
function fieldOf(place: Place | null): string | null {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  const inside = keys[0] === 'data' ? keys.slice(1) : keys;
  return inside.length === 0 ? null : `"${inside.join('.')}"`;
}

/**
 * The sentence for the first string (or key) in `value` holding such a
 * character, or null. Walked with a stack of its own, not recursion: a body
 * may be nested thousands deep (the schema refuses it later).
 */
export function unstorableTextProblem(value: unknown): string | null {
  const pending: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  while (pending.length > 0) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      const what = describe(current);
      if (what) return `${fieldOf(place) ? `The field ${fieldOf(place)}` : 'The request'} contains ${what}. Remove it and try again.`;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const what = describe(key);
        if (what) return `A field name in ${fieldOf(place) ?? 'the request'} contains ${what}. Remove it and try again.`;
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        pending.push({ value: entries[index][1], place: { key: entries[index][0], parent: place } });
      }
    }
  }
  return null;
}

/** Refuse, with a 400 naming the field, any request whose body, query or parameters hold such a character. */
export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = unstorableTextProblem(request.params) ?? unstorableTextProblem(request.query) ?? unstorableTextProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}
