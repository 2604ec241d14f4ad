/**
 * HTML for the print pages, escaped by construction: every value put into
 * an `html` template is escaped unless it is itself the result of `html`
 * (a SafeHtml). There is no other way to make a SafeHtml, so a name like
 * `<script>` can only ever become text.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}

/** A CSS string literal's content (for the @page footer). */
export function cssString(text: string): string {
  return text.replace(/[\\"\n\r<>]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `);
}
