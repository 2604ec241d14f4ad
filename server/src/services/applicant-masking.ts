import { MASK, MASKED_FIELDS, maskSsn, type Applicant, type MaskedField } from '@mizan/shared';
import type { Caller } from './authenticate';

/**
 * Who sees an applicant's national ID and psychological-problem flag
 * (docs/decisions.md, Applicants: masking): admins (role 1) and staff holding
 * the interview flag. Everyone else gets them masked.
 */
export function maySeeSensitive(caller: Caller): boolean {
  return caller.user.role_id === 1 || caller.flags.includes('interview');
}

/** The applicant as this caller may see it: ssn as '2990101••••••7', competent withheld ('') and both named in `masked`. */
export function maskApplicant(applicant: Applicant, fields: readonly MaskedField[] = MASKED_FIELDS): Applicant {
  const masked = { ...applicant, masked: [...fields] };
  if (fields.includes('ssn')) masked.ssn = maskSsn(applicant.ssn);
  if (fields.includes('competent')) masked.competent = '';
  return masked;
}

export function applicantsFor(caller: Caller, applicants: Applicant[], fields: readonly MaskedField[] = MASKED_FIELDS): Applicant[] {
  return maySeeSensitive(caller) ? applicants : applicants.map((applicant) => maskApplicant(applicant, fields));
}

/** An audit entry's details as a masked viewer sees them: the ID masked, competent's values hidden (edits {from, to} and the add's plain value alike). */
export function maskHistoryDetails(details: Record<string, unknown>): Record<string, unknown> {
  const hide = (field: MaskedField, value: unknown) => (field === 'competent' ? MASK : typeof value === 'string' ? maskSsn(value) : value);
  const masked = { ...details };
  for (const field of MASKED_FIELDS) {
    const value = masked[field];
    if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
      const change = value as { from: unknown; to: unknown };
      masked[field] = { from: hide(field, change.from), to: hide(field, change.to) };
    } else if (value !== undefined) masked[field] = hide(field, value);
  }
  return masked;
}

export type { MaskedField };
