import type { PermissionFlags, PermissionFlag } from './permissions';
import { PERMISSION_FLAGS, noFlags } from './permissions';
import type { TokenClaims } from './session';

/**
 * Read a token's claims without verifying it. The browser uses this to draw
 * the menu; the server never trusts it and verifies the signature instead.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(Array.from(atob(padded), (char) => '%' + char.charCodeAt(0).toString(16).padStart(2, '0')).join(''));
    const claims = JSON.parse(json) as TokenClaims;
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

export function flagsFromClaims(claims: TokenClaims | null): PermissionFlags {
  const flags = noFlags();
  if (!claims) return flags;
  for (const flag of PERMISSION_FLAGS) flags[flag] = claims[flag as PermissionFlag] === '1';
  return flags;
}

export function isExpired(claims: TokenClaims | null, nowSeconds = Date.now() / 1000): boolean {
  return !claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds;
}
