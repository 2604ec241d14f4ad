import { sql, type RawBuilder } from 'kysely';
import { MASK, maskSsn, maskedFieldsFor, maySeeAccessCodes, type Applicant, type ApplicantFilter, type MaskedField } from '@mizan/shared';
import type { Caller } from './authenticate';

/** The fields this caller gets masked (shared domain/applicant-privacy.ts). */
export function maskedFieldsOf(caller: Caller): MaskedField[] {
  return maskedFieldsFor(caller.flags);
}

/** The applicant with `fields` masked: ssn as '2990101••••••7', competent withheld (''), both named in `masked`. */
export function maskApplicant(applicant: Applicant, fields: readonly MaskedField[]): Applicant {
  const masked = { ...applicant, masked: [...fields] };
  if (fields.includes('ssn')) masked.ssn = maskSsn(applicant.ssn);
  if (fields.includes('competent')) masked.competent = '';
  return masked;
}

/** The applicant without the access code, for staff who may not see codes (domain/access-code.ts). */
export function withoutAccessCode({ access_code: _code, ...applicant }: Applicant): Applicant {
  return applicant;
}

export function applicantFor(caller: Caller, applicant: Applicant): Applicant {
  return applicantsFor(caller, [applicant])[0];
}

export function applicantsFor(caller: Caller, applicants: Applicant[]): Applicant[] {
  const fields = maskedFieldsOf(caller);
  const withCodes = maySeeAccessCodes(caller.flags);
  return applicants.map((applicant) => {
    const masked = maskApplicant(applicant, fields);
    return withCodes ? masked : withoutAccessCode(masked);
  });
}

/**
 * The list's filter as this caller may use it: a caller who gets competent
 * masked can neither filter nor sort by it (the rows chosen, or their order,
 * would tell the hidden value).
 */
export function filterFor(caller: Caller, filter: ApplicantFilter): ApplicantFilter {
  if (!maskedFieldsOf(caller).includes('competent')) return filter;
  return { ...filter, competent: undefined, sort: filter.sort === 'competent' ? undefined : filter.sort };
}

/** An audit entry's details with `fields` masked: the ID masked, competent's values hidden (edits {from, to} and the add's plain value alike). */
export function maskHistoryDetails(details: Record<string, unknown>, fields: readonly MaskedField[]): Record<string, unknown> {
  const hide = (field: MaskedField, value: unknown) => (field === 'competent' ? MASK : typeof value === 'string' ? maskSsn(value) : value);
  const masked = { ...details };
  for (const field of fields) {
    const value = masked[field];
    if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
      const change = value as { from: unknown; to: unknown };
      masked[field] = { from: hide(field, change.from), to: hide(field, change.to) };
    } else if (value !== undefined) masked[field] = hide(field, value);
  }
  return masked;
}

/**
 * A search's condition on the national ID, for lists that show it masked
 * (every list, for every viewer): the whole ID exactly, or part of what the
 * mask shows (maskSsn's form: 7 digits, the mask, the last digit); never a
 * part of the hidden digits, which digit-by-digit searching would disclose.
 * The masked form is the expression migration 0016 indexes with trigrams:
 * keep the two identical. `pattern` is the search as a LIKE pattern.
 */
export function ssnSearchMatches(column: 'ssn' | 'a.ssn', search: string, pattern: string): RawBuilder<boolean> {
  const ssn = sql.ref(column);
  return sql<boolean>`(${ssn} = ${search} or substr(${ssn}, 1, 7) || ${sql.lit(MASK)} || substr(${ssn}, 14, 1) like ${pattern})`;
}
