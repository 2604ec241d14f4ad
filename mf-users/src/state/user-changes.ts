import { PERMISSION_FLAGS, type PermissionFlag, type User, type UserChanges } from '@mizan/shared';

/** What the Edit user form holds, in plain English. */
export interface EditUserValues {
  displayName: string;
  roleId: number;
  flags: PermissionFlag[];
  /** Empty keeps the current password. */
  newPassword: string;
}

function sameFlags(a: readonly PermissionFlag[], b: readonly PermissionFlag[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((flag) => set.has(flag));
}

function canonicalFlags(flags: readonly PermissionFlag[]): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => flags.includes(flag));
}

/**
 * The `putusers` body for an edit: UserId plus only the fields that changed.
 * A role change always carries the flags the form shows, because the server
 * gives a re-roled user the new role's defaults when no flags are sent, and
 * the admin may have adjusted them after the form reset them.
 */
export function userChanges(original: User, values: EditUserValues): UserChanges {
  const changes: UserChanges = { UserId: original.id };
  const displayName = values.displayName.trim();
  if (displayName !== original.displayname) changes.displayname = displayName;
  const roleChanged = values.roleId !== original.role_id;
  if (roleChanged) changes.role_id = values.roleId;
  if (roleChanged || !sameFlags(values.flags, original.flags)) changes.flags = canonicalFlags(values.flags);
  if (values.newPassword.length > 0) changes.password = values.newPassword;
  return changes;
}

export function hasChanges(changes: UserChanges): boolean {
  return Object.keys(changes).some((key) => key !== 'UserId');
}
