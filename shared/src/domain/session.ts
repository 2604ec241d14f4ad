import type { PermissionFlag } from './permissions';

/** Name of the session cookie (SPEC §6, §9). */
export const SESSION_COOKIE = 'quiztoken';

/**
 * Claims of the signed JWT kept in `quiztoken`. Flags are top-level claims
 * valued '1' when granted; `data.userRole` carries the role (SPEC §3).
 */
export type TokenClaims = {
  sub: string;
  /** Bumped when the password is reset, so older tokens stop working. */
  ver: number;
  exp: number;
  iat: number;
  data: { userRole: string; UserId: number; UserName: string; Name: string };
} & Partial<Record<PermissionFlag, '1'>>;

/** The signed-in staff member as `getuser` answers it (SPEC §3 "Session user"). */
export interface SessionUser {
  UserId: number;
  UserName: string;
  Name: string;
  Email: string | null;
  EmailConfirmed: boolean;
  PhoneNumber: string | null;
  RoleID: number;
}
