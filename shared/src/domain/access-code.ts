import type { PermissionFlag } from './permissions';

/**
 * Access codes (docs/security.md, Access codes): a short secret per
 * applicant that an assessment may require, with the national ID, before
 * registration names anyone or moves a running attempt to another browser.
 * National IDs are printed on many papers; the code is printed only on the
 * admission card.
 *
 * Eight characters from 32 that cannot be mistaken for one another (no 0/O,
 * no 1/I): 40 random bits. The database makes them (migration 0018,
 * `mizan_access_code()`, from the strong random source behind
 * gen_random_uuid), so every insert path gets one without asking.
 */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;
const ACCESS_CODE_PATTERN = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`);

/** What people type or paste: lower case, spaces and dashes ('abcd-2345') are forgiven. */
export function normalizeAccessCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function isAccessCode(text: string): boolean {
  return ACCESS_CODE_PATTERN.test(text);
}

/** Only staff who add and update applicants see, print, export and renew codes. */
export function maySeeAccessCodes(flags: readonly PermissionFlag[]): boolean {
  return flags.includes('updateinfo');
}

export const ACCESS_CODE_INVALID = `An access code is ${ACCESS_CODE_LENGTH} letters and digits (A–Z without I and O, 2–9).`;
/** reg.php without a code, for an assessment that requires one: the same for every ID, so it tells nothing. */
export const ACCESS_CODE_REQUIRED = 'This assessment needs your access code as well as your ID. You find it on your admission card.';
/**
 * reg.php with an unknown ID or a wrong code, for an assessment that requires
 * codes: one answer for both, so a stranger holding an ID learns neither the
 * name nor whether the ID is an applicant's.
 */
export const ID_OR_ACCESS_CODE_WRONG =
  'The ID or the access code is not right. Check both against your admission card, or ask the exam room staff.';
