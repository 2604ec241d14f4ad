import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) with OWASP's
 * recommended cost, 19 MiB of memory and 2 passes.
 */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Check a password against a hash that matches nothing, so that a sign-in for
 * an unknown user costs as much time as one for a known user.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomPassword(16));
  await verifyPassword(await dummyHash, password);
}

/** Letters and digits that cannot be mistaken for each other when read aloud or copied. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomPassword(length = 12): string {
  let password = '';
  for (let index = 0; index < length; index += 1) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
