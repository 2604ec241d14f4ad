import type { PermissionFlag } from './permissions';

/** The product's brand name; role 1 is shown under it (SPEC §6). */
export const BRAND_NAME = 'Mizan';

/** Role ids of SPEC §6: 1 the platform admin, 2 Teacher, 3 Exam grader. */
export const ROLE_IDS = [1, 2, 3] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: BRAND_NAME,
  2: 'Teacher',
  3: 'Exam grader',
};

/** The default role when adding a user (SPEC §6). */
export const DEFAULT_ROLE_ID: RoleId = 1;

/**
 * Flags a new user of each role starts with. Flags are stored per user, so an
 * admin can grant or remove any one of them afterwards.
 */
export const DEFAULT_FLAGS_BY_ROLE: Record<RoleId, readonly PermissionFlag[]> = {
  1: ['exam', 'ans', 'usermanagement', 'download', 'st', 'updateinfo', 'interview', 'movetoschool', 'decide'],
  2: ['exam', 'ans'],
  3: ['ans'],
};

export function isRoleId(value: unknown): value is RoleId {
  return (ROLE_IDS as readonly unknown[]).includes(value);
}
