import type { MaskedField } from './applicant';
import type { PermissionFlag } from './permissions';

/**
 * Who may see an applicant's national ID and psychological-problem flag
 * (docs/security.md, Applicant data). The same rule on the server (what it
 * masks, who may reveal) and in the browser (whether to offer the eye button).
 *
 * - Staff who change or judge applicants (updateinfo or interview) may reveal
 *   either value, one applicant at a time; every reveal is audited.
 * - The national ID is masked for every viewer by default, even those.
 * - The psychological-problem flag is shown as it is to updateinfo holders,
 *   because SPEC §2 makes it a dropdown they set from the table; it is masked
 *   for everyone else.
 */
export const REVEAL_FLAGS = ['updateinfo', 'interview'] as const satisfies readonly PermissionFlag[];

export function mayRevealApplicantData(flags: readonly PermissionFlag[]): boolean {
  return REVEAL_FLAGS.some((flag) => flags.includes(flag));
}

/** The fields this viewer gets masked in lists, the edit form's record, exports and the history. */
export function maskedFieldsFor(flags: readonly PermissionFlag[]): MaskedField[] {
  return flags.includes('updateinfo') ? ['ssn'] : ['ssn', 'competent'];
}

/** Said where a viewer who may not reveal a value would find the eye button. */
export const REVEAL_NOT_ALLOWED = 'Hidden: only staff who add and update applicants or run interviews may see it.';
