import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF proof of a session: HMAC-SHA256 keyed with the session token.
 * Only someone holding the token, or a script of our own origin reading the
 * `quizcsrf` cookie, can know it; the proof reveals nothing of the token, so
 * handing it to scripts gives them no credential. Being bound to the token, a
 * proof planted from elsewhere (a sibling subdomain writing cookies) fits no
 * one else's session, and needs no server-side store.
 */
const PROOF_LABEL = 'mizan csrf proof v1';

export function csrfProofOf(token: string): string {
  return createHmac('sha256', token).update(PROOF_LABEL).digest('base64url');
}

/** Whether `presented` is the proof of `token`, compared in constant time. */
export function isCsrfProofOf(token: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfProofOf(token));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
