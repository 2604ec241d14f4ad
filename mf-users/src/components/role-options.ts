import { DEFAULT_FLAGS_BY_ROLE, PERMISSION_FLAG_LABELS, ROLE_IDS, ROLE_NAMES, isRoleId } from '@mizan/shared';

/** The role select's options: 1 shown as the brand name, 2 Teacher, 3 Exam grader (SPEC §6). */
export const ROLE_OPTIONS = ROLE_IDS.map((id) => ({ value: id, label: ROLE_NAMES[id] }));

/** A role's name; a role id the SPEC does not name is shown as its number. */
export function roleName(roleId: number): string {
  return isRoleId(roleId) ? ROLE_NAMES[roleId] : `Role ${roleId}`;
}

/** 'Assessments, Taken Assessments': what a new user of this role may do. */
export function roleDefaultsSentence(roleId: number): string {
  if (!isRoleId(roleId)) return '';
  const flags = DEFAULT_FLAGS_BY_ROLE[roleId];
  return flags.length === Object.keys(PERMISSION_FLAG_LABELS).length
    ? 'every permission'
    : flags.map((flag) => PERMISSION_FLAG_LABELS[flag]).join(', ');
}
