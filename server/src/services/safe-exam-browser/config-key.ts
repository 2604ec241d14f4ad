import { createHash, timingSafeEqual } from 'node:crypto';
import type { PlistDict, PlistValue } from './plist';

/**
 * Safe Exam Browser's Config Key and the request hashes built on it, as its
 * developer documentation (safeexambrowser.org/developer/seb-config-key.html)
 * defines them, checked against the worked values of Moodle's quizaccess_seb
 * (config-key.test.ts).
 */

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Dictionary keys in SEB's order: case-insensitive, the lower-case spelling
 * first when two differ only in case (allowWlan before allowWLAN).
 */
function compareKeys(left: string, right: string): number {
  const a = left.toLowerCase();
  const b = right.toLowerCase();
  if (a !== b) return a < b ? -1 : 1;
  if (left === right) return 0;
  return left > right ? -1 : 1;
}

/** ISO 8601 as Moodle writes a <date> for the key (PHP's 'c': seconds, +00:00). */
const isoDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** A value in SEB-JSON, or undefined for an empty <dict> (left out, as the documentation says). */
function sebJsonOf(value: PlistValue): string | undefined {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  // "Don't add character escaping": strings go in as they are.
  if (typeof value === 'string') return `"${value}"`;
  if (value instanceof Uint8Array) return `"${Buffer.from(value).toString('base64')}"`;
  if (value instanceof Date) return `"${isoDate(value)}"`;
  if (Array.isArray(value)) {
    const items = value.map(sebJsonOf).filter((item): item is string => item !== undefined);
    return `[${items.join(',')}]`;
  }
  const members = Object.keys(value)
    .sort(compareKeys)
    .flatMap((key) => {
      const item = sebJsonOf(value[key]);
      return item === undefined ? [] : [`"${key}":${item}`];
    });
  return members.length === 0 ? undefined : `{${members.join(',')}}`;
}

/**
 * The "SEB-JSON" string of a configuration: originatorVersion left out (it
 * is metadata), every dictionary's keys sorted, no whitespace, no escaping,
 * <data> as Base64, empty dictionaries dropped.
 */
export function sebJson(settings: PlistDict): string {
  const { originatorVersion: _metadata, ...rest } = settings;
  return sebJsonOf(rest) ?? '{}';
}

/** The Config Key: SHA-256 of the SEB-JSON, Base16 in lower case. */
export function configKey(settings: PlistDict): string {
  return sha256Hex(sebJson(settings));
}

/** The absolute URL as SEB hashes it: without its fragment. */
export const withoutFragment = (url: string): string => url.replace(/#.*$/s, '');

/**
 * The hash SEB sends for a request to `url` under `key` (a Config Key for
 * X-SafeExamBrowser-ConfigKeyHash, a Browser Exam Key for
 * X-SafeExamBrowser-RequestHash): SHA-256 of the URL followed by the key.
 */
export function requestHash(url: string, key: string): string {
  return sha256Hex(withoutFragment(url) + key.toLowerCase());
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** Whether `sent` (a header's value) is the hash of one of the URLs under one of the keys; compared in constant time. */
export function requestHashMatches(sent: string | undefined, urls: readonly string[], keys: readonly string[]): boolean {
  const received = (sent ?? '').trim().toLowerCase();
  if (!HEX_64.test(received)) return false;
  const receivedBytes = Buffer.from(received, 'hex');
  let matched = false;
  for (const url of urls) {
    for (const key of keys) {
      if (timingSafeEqual(receivedBytes, Buffer.from(requestHash(url, key), 'hex'))) matched = true;
    }
  }
  return matched;
}
