import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or jsonb, and a
 * lone UTF-16 surrogate half is not a character at all (it cannot be encoded
 * as UTF-8). Either used to reach the database and come back as a 500. Every
 * call's body, query string and path parameters are checked here, once,
 * before any validation or handler runs, so such a request changes nothing
 * and answers a 400 that names the field. Uploaded files (applicant sheets,
 * question files) are checked with the same rule and sentence once read,
 * naming the row or question as well.
 */

const NUL = String.fromCharCode(0);
/** A surrogate half without its partner. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What in `text` cannot be stored ('the NUL character (U+0000), which cannot be stored'), or '' when all of it can. */
export function unstorableCharacterIn(text: string): string {
  if (text.includes(NUL)) return 'the NUL character (U+0000), which cannot be stored';
  const found = LONE_SURROGATE.exec(text);
  if (!found) return '';
  return `half of a character (U+${found[0].charCodeAt(0).toString(16).toUpperCase()}), which is not valid text`;
}

/** The refusal: `where` ('The field "ssn"') contains `what` (from unstorableCharacterIn). */
export function unstorableTextMessage(where: string, what: string): string {
  return `${where} contains ${what}. Remove it and try again.`;
}

/** Where in a value the first unstorable text sits: the keys leading to it, and whether it is in a key itself. */
export interface UnstorableTextFound {
  /** Keys from the value's root to the string (to the object, when `inKey`). */
  path: string[];
  inKey: boolean;
  /** What it holds, from unstorableCharacterIn. */
  what: string;
}

/** Where a value sits: its key and its parent's place (a chain, so deep bodies cost no copying). */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string[] {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  return keys;
}

/**
 * The first string (or key) in `value` holding such a character, or null.
 * Walked with a stack of its own, not recursion: a body may be nested
 * thousands deep (the schema refuses it later).
 */
export function findUnstorableText(value: unknown): UnstorableTextFound | null {
  const pending: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  while (pending.length > 0) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      const what = unstorableCharacterIn(current);
      if (what) return { path: pathOf(place), inKey: false, what };
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const what = unstorableCharacterIn(key);
        if (what) return { path: pathOf(place), inKey: true, what };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        pending.push({ value: entries[index][1], place: { key: entries[index][0], parent: place } });
      }
    }
  }
  return null;
}

/** `["data", "questions", "0", "header"]` → `"questions.0.header"` (the envelope's `data` left out); null for the whole request. */
function fieldOf(path: readonly string[]): string | null {
  const inside = path[0] === 'data' ? path.slice(1) : path;
  return inside.length === 0 ? null : `"${inside.join('.')}"`;
}

/** The sentence for the first string (or key) of a request part holding such a character, or null. */
export function unstorableTextProblem(value: unknown): string | null {
  const found = findUnstorableText(value);
  if (!found) return null;
  const field = fieldOf(found.path);
  if (found.inKey) return unstorableTextMessage(`A field name in ${field ?? 'the request'}`, found.what);
  return unstorableTextMessage(field ? `The field ${field}` : 'The request', found.what);
}

/** Refuse, with a 400 naming the field, any request whose body, query or parameters hold such a character. */
export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = unstorableTextProblem(request.params) ?? unstorableTextProblem(request.query) ?? unstorableTextProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}
