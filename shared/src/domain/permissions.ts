/**
 * Permission flags carried by the `quiztoken` session cookie (SPEC §3, §6).
 * Each flag is the string '1' when granted.
 */
export const PERMISSION_FLAGS = [
  'exam',
  'ans',
  'usermanagement',
  'download',
  'st',
  'updateinfo',
  'interview',
  'movetoschool',
  'decide',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export type PermissionFlags = Record<PermissionFlag, boolean>;

export function isPermissionFlag(value: string): value is PermissionFlag {
  return (PERMISSION_FLAGS as readonly string[]).includes(value);
}

/** What each flag lets a staff member do, for the user-management screen. */
export const PERMISSION_FLAG_LABELS: Record<PermissionFlag, string> = {
  exam: 'Assessments',
  ans: 'Taken Assessments',
  usermanagement: 'User Management',
  download: 'Print reports',
  st: 'Statistics',
  updateinfo: 'Add and update applicants',
  interview: 'Interviews',
  movetoschool: 'Change Specialization',
  decide: 'Admission decisions',
};

export function noFlags(): PermissionFlags {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as PermissionFlags;
}

export function flagsToList(flags: PermissionFlags): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => flags[flag]);
}
