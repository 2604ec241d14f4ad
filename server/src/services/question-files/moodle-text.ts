import { htmlToText, type RichText } from '@mizan/shared';
import { richTextOfHtml } from './html-rich-text';

/** A Moodle XML element as parseXmlObject gives it. */
export type MoodleElement = Record<string, unknown>;

const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

export function asElement(value: unknown): MoodleElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as MoodleElement) : {};
}

export function asList(value: unknown): MoodleElement[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'string' ? { '#text': item } : asElement(item)));
}

/** The text of a simple element (`<single>true</single>`) or of a `<text>` child. */
export function valueOf(value: unknown): string {
  if (Array.isArray(value)) return value.length > 0 ? valueOf(value[0]) : '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const element = asElement(value);
  if ('text' in element) return valueOf(element.text);
  if ('#text' in element) return String(element['#text']);
  return '';
}

export function attributeOf(value: unknown, name: string): string {
  const raw = asElement(value)[`@${name}`];
  return typeof raw === 'string' ? raw : '';
}

/**
 * A Moodle text field (questiontext, an answer, a subquestion) as HTML, each
 * embedded file it names (`@@PLUGINFILE@@/name`, sent as a base64 `<file>`)
 * put in place as an inline picture when it is a raster image. The address
 * may carry a query (Atto writes `?time=…`) and any letter case in its
 * extension; both are ignored. Other addresses are left for the rich-text
 * reading to refuse with a note.
 */
export function resolvedHtml(field: unknown): string {
  const files = new Map<string, string>();
  for (const file of asList(asElement(field).file)) {
    const name = attributeOf(file, 'name');
    const type = RASTER_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
    if (type && attributeOf(file, 'encoding') === 'base64')
      files.set(name, `data:${type};base64,${String(file['#text'] ?? '').replace(/\s+/g, '')}`);
  }
  return valueOf(field).replace(/@@PLUGINFILE@@\/([^"'\s?#<>]+)(?:[?#][^"'\s<>]*)?/g, (whole, path: string) => {
    let name = path;
    try {
      name = decodeURIComponent(path);
    } catch {
      // a stray % stays as written
    }
    return files.get(name) ?? files.get(path) ?? whole.split(/[?#]/)[0];
  });
}

/** A Moodle text field as our rich text: pictures in place with their alt, marks kept (html-rich-text.ts). */
export function richOf(field: unknown, notes: string[]): RichText {
  return richTextOfHtml(resolvedHtml(field), notes);
}

/**
 * A short answer's key as Moodle stores it: plain text, never HTML
 * (`Iterable<Item>` stays exactly that). Moodle reads `\*` as a literal `*`.
 */
export function keyOf(field: unknown): string {
  return valueOf(field).trim().replace(/\\\*/g, '*');
}

/** A field's plain text (answers of a short answer, words of a word bank). */
export function plainOf(field: unknown): string {
  return htmlToText(valueOf(field)).replace(/\s+/g, ' ').trim();
}

export function fractionOf(answer: MoodleElement): number {
  const value = Number(attributeOf(answer, 'fraction'));
  return Number.isFinite(value) ? value : 0;
}

export function flagOf(value: unknown): boolean {
  return ['1', 'true'].includes(valueOf(value).trim().toLowerCase());
}

/** Moodle's defaultgrade ('1.0000000') as our totalMark ('1'). */
export function markOf(value: unknown): string {
  const text = valueOf(value).trim();
  if (text === '') return '1';
  const mark = Number(text);
  return Number.isFinite(mark) && mark >= 0 ? String(Math.round(mark * 100) / 100) : '1';
}
