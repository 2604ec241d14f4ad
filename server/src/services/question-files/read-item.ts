import { newQuestion, newQuestionId, plainText, sentQuestionSchema, type Question, type QuestionType, type RichText } from '@mizan/shared';

/**
 * One question as a reader found it in a file, before our checks: `draft`
 * is our question in the loose form a legacy client sends (rich text as
 * HTML strings), so every format goes through the same sanitising reading
 * (sentQuestionSchema → normalizeQuestion → richTextFromLegacy: tags
 * stripped, only safe pictures kept) and the editors' rules.
 */
export interface ReadItem {
  name: string;
  sourceType: string;
  draft?: Record<string, unknown>;
  skipped?: string;
  notes: string[];
  tags: string[];
  subject: string;
}

export interface CheckedItem extends Omit<ReadItem, 'draft'> {
  question?: Question;
}

/**
 * A draft starting from a new question of the type (SPEC §3 defaults), with a
 * fresh id. A reader that gives rich text itself (not HTML) gets the plain
 * texts derived from it here, as an editor's client would send them.
 */
export function draftOf(type: QuestionType, fields: Record<string, unknown>): Record<string, unknown> {
  const derived: Record<string, string> = {};
  if (Array.isArray(fields.header)) derived.headertxt = plainText(fields.header as RichText);
  if (Array.isArray(fields.content)) derived.vHeader = plainText(fields.content as RichText);
  return { ...newQuestion(type), ...fields, ...derived, id: newQuestionId(), type, mode: 'editingMode' };
}

/** The item checked with the editors' rules; a question they refuse is skipped with their message. */
export function checkItem(item: ReadItem): CheckedItem {
  const { draft, ...rest } = item;
  if (item.skipped || !draft) return { ...rest, skipped: item.skipped ?? 'Nothing to import.' };
  const result = sentQuestionSchema.safeParse(draft);
  if (!result.success)
    return { ...rest, skipped: `It does not make a valid question here: ${result.error.issues[0]?.message ?? 'unknown problem'}.` };
  return { ...rest, question: result.data };
}

export function skippedItem(name: string, sourceType: string, reason: string, context: { tags: string[]; subject: string }): ReadItem {
  return { name, sourceType, skipped: reason, notes: [], ...context };
}
