import { MASKED_FIELDS, maskSsn, type Applicant, type MaskedField } from '@mizan/shared';
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

export type { MaskedField };
