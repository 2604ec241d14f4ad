/**
 * GIFT's characters: the escapes a teacher writes (`\~ \= \# \{ \} \:` and
 * `\\`, `\n` a line break) and the text formats (`[html]`, `[moodle]`,
 * `[plain]`, `[markdown]`), read as Moodle's qformat_gift reads them.
 */

/** Control characters while a text is parsed: an escaped one stands as a private-use character, so no split sees it. */
const PROTECTED: Record<string, string> = {
  ':': '\uE011',
  '#': '\uE012',
  '=': '\uE013',
  '{': '\uE014',
  '}': '\uE015',
  '~': '\uE016',
  n: '\uE017',
};
const RESTORED: Record<string, string> = Object.fromEntries(
  Object.entries(PROTECTED).map(([character, placeholder]) => [placeholder, character === 'n' ? '\n' : character]),
);

/** The text with each escape replaced by its placeholder; `\\` becomes one backslash. */
export function protectEscapes(text: string): string {
  return text.replace(/\\([\\:#={}~n])/g, (_whole, character: string) => (character === '\\' ? '\\' : PROTECTED[character]));
}

/** The placeholders back as the characters they stand for. */
export function restoreEscapes(text: string): string {
  return text.replace(/[\uE011-\uE017]/g, (placeholder) => RESTORED[placeholder]);
}

/** A text as GIFT writes it: the control characters and the backslash escaped, a line break as `\n`. */
export function escapeGift(text: string): string {
  return text
    .replace(/\r/g, '')
    .replace(/([\\#=~{}:])/g, '\\$1')
    .replace(/\n/g, '\\n');
}

export type GiftFormat = 'moodle' | 'html' | 'plain' | 'markdown';
const FORMATS = new Set<string>(['moodle', 'html', 'plain', 'markdown']);

/** `[html]text` → the format and the text; a text without a known format takes `fallback` (the question text's). */
export function formatOf(text: string, fallback: GiftFormat): { format: GiftFormat; text: string } {
  const found = /^\[([a-z]+)\]/.exec(text);
  if (found && FORMATS.has(found[1])) return { format: found[1] as GiftFormat, text: text.slice(found[0].length) };
  return { format: fallback, text };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Markdown's paragraphs, **bold** and *italic* (or _italic_); other marks stay as typed. */
function markdownHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '<strong>$1</strong>')
          .replace(/(^|[^*\w])[*_](\S(?:.*?\S)?)[*_](?=$|[^*\w])/g, '$1<em>$2</em>')
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/**
 * A text of the file as HTML: `[html]` as written; Moodle's own format is
 * HTML whose line breaks count; `[plain]` is text (no tag is read);
 * `[markdown]` its paragraphs and emphasis. Escapes are restored here;
 * spaces are kept (a missing word's text runs up to its blank).
 */
export function giftHtml(text: string, format: GiftFormat): string {
  const restored = restoreEscapes(text);
  if (format === 'html') return restored;
  if (format === 'markdown') return markdownHtml(restored);
  const lines = format === 'plain' ? escapeHtml(restored) : restored;
  return lines.replace(/\n/g, '<br>');
}
