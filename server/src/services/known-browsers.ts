import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';

/** One cookie per account a browser signed in to: `mizan_known_<user id>`. */
export const KNOWN_BROWSER_COOKIE_PREFIX = 'mizan_known_';
/** How long a browser stays known without signing in again. */
export const KNOWN_BROWSER_DAYS = 180;

const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

export function knownBrowserCookie(userId: number): string {
  return `${KNOWN_BROWSER_COOKIE_PREFIX}${userId}`;
}

type Account = Pick<UserRow, 'id' | 'token_version'>;

/**
 * OWASP's "device cookie": a browser that signed in to an account is given
 * a signed, HttpOnly cookie naming that account and a random id for the
 * browser. Its later sign-ins to that account are counted against that
 * browser alone (sign-in-limits.ts), so strangers' failures, which lock the
 * account for everyone else, do not lock it. The signature (HMAC-SHA256 with
 * a server secret) covers the account's token version, so a password reset
 * forgets every browser that knew the old password. Nothing is stored per
 * browser on the server.
 */
export class KnownBrowsers {
  constructor(private readonly secret: () => Promise<string>) {}

  private async signature(account: Account, browserId: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(`known-browser|${account.id}|${account.token_version}|${browserId}`)
      .digest();
  }

  /** The id of this browser when its cookie for `account` is valid, else null. */
  async recognise(request: FastifyRequest, account: Account): Promise<string | null> {
    const value = request.cookies[knownBrowserCookie(account.id)];
    if (!value) return null;
    const [browserId, signature, ...rest] = value.split('.');
    if (rest.length > 0 || !BROWSER_ID.test(browserId ?? '') || !signature) return null;
    const expected = await this.signature(account, browserId);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? browserId : null;
  }

  /** Give this browser a fresh cookie for `account` (at every successful sign-in). */
  async remember(reply: FastifyReply, account: Account): Promise<void> {
    const browserId = randomBytes(16).toString('base64url');
    const signature = (await this.signature(account, browserId)).toString('base64url');
    // Strict: another site's page cannot make this browser send it, and so cannot spend its attempts.
    reply.setCookie(knownBrowserCookie(account.id), `${browserId}.${signature}`, {
      path: '/api/',
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      maxAge: KNOWN_BROWSER_DAYS * 24 * 60 * 60,
    });
  }
}
