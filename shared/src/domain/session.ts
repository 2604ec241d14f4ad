import type { PermissionFlag } from './permissions';

/** Name of the session cookie (SPEC §6, §9). It holds the signed token and is HttpOnly: no script reads it. */
export const SESSION_COOKIE = 'quiztoken';

/**
 * The cookie scripts may read to draw the menu: the session token without its
 * signature (`<header>.<claims>`), so the flags, names, role and expiry are
 * there but it proves nothing to the server.
 */
export const SESSION_VIEW_COOKIE = 'quizsession';

/**
 * The readable cookie holding the session's CSRF proof. The browser copies it
 * into the CSRF_HEADER of every call that relies on the `quiztoken` cookie;
 * another site's page can neither read it nor add the header.
 */
export const CSRF_COOKIE = 'quizcsrf';
export const CSRF_HEADER = 'X-CSRF-Token';
/** The `code` of the 403 a call gets that came with the session cookie but without its CSRF proof. */
export const CSRF_PROOF_MISSING_CODE = 'csrf_proof_missing';

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
