import { isImageSource, isMediaUrl } from './media-url';
import { newQuestionId, QUESTION_ID_PATTERN } from './question-id';
import type { ScoreMode } from './question-types';

/**
 * Readers of stored question data (normalizeQuestion and each type's
 * normalize): lenient about the seed's spellings, always giving the
 * canonical value or a default.
 */

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function readString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** true, 'true', 'yes', 1 and '1' are true; false, 'false', 'no', 0, '0' and '' false; anything else the fallback. */
export function readBoolean(value: unknown, fallback = false): boolean {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1' || text === 'yes') return true;
    if (text === 'false' || text === '0' || text === 'no' || text === '') return false;
  }
  return fallback;
}

export function readNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** A mark or a number kept as text: numbers become strings ('2' from 2), strings are trimmed. */
export function readMark(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** An item's id: a valid one as it is (numbers as strings), else a new random one. */
export function readId(value: unknown): string {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof text === 'string' && QUESTION_ID_PATTERN.test(text) ? text : newQuestionId();
}

/** An id given as a string, a number or an object with an id; null when none can be read. */
function readIdReference(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text === 'string') return QUESTION_ID_PATTERN.test(text) ? text : null;
  const record = asRecord(value);
  return 'id' in record ? readIdReference(record.id) : null;
}

export function readIdList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(readIdReference).filter((id): id is string => id !== null);
}

/** Ids by position, '' where none can be read. */
export function readPositionalIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => readIdReference(item) ?? '');
}

export function readList<T>(value: unknown, read: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(read) : [];
}

export function readImage(value: unknown): string {
  return typeof value === 'string' && isImageSource(value) ? value : '';
}

/** An uploaded media URL, or '' (data URLs and anything else are dropped). */
export function readMediaUrl(value: unknown): string {
  return typeof value === 'string' && isMediaUrl(value) ? value : '';
}

export function clampPercent(value: unknown): number {
  return Math.min(100, Math.max(0, readNumber(value, 0)));
}

/** 'exactMatch' in any case; anything else is 'partialMatch'. */
export function readScoreMode(value: unknown): ScoreMode {
  return typeof value === 'string' && value.trim().toLowerCase() === 'exactmatch' ? 'exactMatch' : 'partialMatch';
}
