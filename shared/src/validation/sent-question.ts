import { z } from 'zod';
import { normalizeQuestion } from '../questions/normalize-question';
import type { Question } from '../questions/question';
import { QUESTION_TYPES } from '../questions/question-types';
import { savedQuestionSchema } from '../questions/saved-question-schema';

/**
 * A question of a known type, read as stored data is read (normalizeQuestion):
 * rich text sent as an HTML or plain string becomes our rich text (tags
 * stripped, safe images kept), fields left out get SPEC §3's defaults (mode,
 * score, an option's authorNote, …), legacy spellings become canonical. So a
 * legacy client or script is answered in the canonical form, and a partial
 * question is judged by the SPEC's messages ('Total mark is required', …)
 * rather than by a missing-field error. An unknown type is left as sent for
 * the schema to refuse.
 */
export function readSentQuestion(item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  const type = (item as { type?: unknown }).type;
  if (typeof type !== 'string' || !(QUESTION_TYPES as readonly string[]).includes(type)) return item;
  return normalizeQuestion(item);
}

/** What the lenient reading must not hide: it would drop an unsafe picture from rich text, where the author should be told. */
const REFUSED_EVEN_LENIENTLY = new Set(['Image address is not allowed']);

/**
 * One question as a save call takes it: as sent when that is already our
 * canonical form, else read leniently; then the shape and SPEC §5 rules of
 * savedQuestionSchema. A picture whose address is not allowed is refused
 * either way, never silently dropped.
 */
export const sentQuestionSchema: z.ZodType<Question, unknown> = z.unknown().transform((item, context) => {
  const asSent = savedQuestionSchema.safeParse(item);
  if (asSent.success) return asSent.data;
  const unsafe = asSent.error.issues.find((issue) => REFUSED_EVEN_LENIENTLY.has(issue.message));
  const result = unsafe ? asSent : savedQuestionSchema.safeParse(readSentQuestion(item));
  if (result.success) return result.data;
  const issue = unsafe ?? result.error.issues[0];
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  context.addIssue({ code: 'custom', message: `${where}${issue.message}` });
  return z.NEVER;
});
