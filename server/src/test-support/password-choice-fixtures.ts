import { randomBytes } from 'node:crypto';
import type { RequestOf } from '@mizan/shared';
import { hashPassword } from '../services/passwords';
import type { TestApp } from './test-app';

export const GIVEN_PASSWORD = 'given-by-admin-1';

/**
 * `count` accounts whose password an administrator set, each able to choose
 * its own once; answers a function that hands out the next one's request.
 */
export async function createChoosers(t: TestApp, count: number): Promise<() => RequestOf<'choosePassword'>> {
  const passwordHash = await hashPassword(GIVEN_PASSWORD);
  const usernames = Array.from({ length: count }, (_, n) => `chooser-${n}-${randomBytes(3).toString('hex')}`);
  await t.database.db
    .insertInto('users')
    .values(
      usernames.map((username) => ({
        username,
        displayname: `Chooser ${username}`,
        password_hash: passwordHash,
        role_id: 3,
        flags: [],
        must_change_password: true,
      })),
    )
    .execute();
  let next = 0;
  return () => {
    if (next >= usernames.length) throw new Error('Every chooser has chosen: create more.');
    return { user: usernames[next++], pass: GIVEN_PASSWORD, newPassword: 'own-password-1' };
  };
}

/** Make every read of `samples.choosePassword` name a fresh account: a password is chosen once per account. */
export function withFreshChooser<Samples extends { choosePassword: RequestOf<'choosePassword'> }>(
  samples: Samples,
  nextChooser: () => RequestOf<'choosePassword'>,
): Samples {
  Object.defineProperty(samples, 'choosePassword', { get: nextChooser, enumerable: true });
  return samples;
}
