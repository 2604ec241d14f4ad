import { htmlToText } from '@mizan/shared';
import { droppedImageNotes } from './read-item';

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
 * A Moodle text field (questiontext, an answer, a subquestion) as HTML, its
 * embedded files (`@@PLUGINFILE@@/name`, sent as base64 `<file>`) turned
 * into inline pictures when they are small raster images; `notes` gathers
 * the pictures the sanitising reading will drop.
 */
export function htmlOf(field: unknown, notes: string[]): string {
  let html = valueOf(field);
  const files = asList(asElement(field).file);
  for (const file of files) {
    const name = attributeOf(file, 'name');
    const type = RASTER_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
    const data = String(file['#text'] ?? '').replace(/\s+/g, '');
    const placeholder = `@@PLUGINFILE@@/${encodeURI(name)}`;
    if (type && attributeOf(file, 'encoding') === 'base64')
      html = html
        .split(placeholder)
        .join(`data:${type};base64,${data}`)
        .split(`@@PLUGINFILE@@/${name}`)
        .join(`data:${type};base64,${data}`);
  }
  notes.push(...droppedImageNotes(html));
  return html;
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
