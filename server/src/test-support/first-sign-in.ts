import type { TestApp } from './test-app';

/**
 * An account whose password an administrator set signs in for the first
 * time: it takes `chosen` as its own password (auth/choosepassword.php) and
 * is signed in. Answers the session token; fails the test when refused.
 */
export async function chooseOwnPassword(t: TestApp, user: string, given: string, chosen: string): Promise<string> {
  const response = await t.call('choosePassword', { user, pass: given, newPassword: chosen });
  if (response.statusCode !== 200) throw new Error(`${user} could not choose a password: ${response.statusCode} ${response.body}`);
  return response.json<{ data: string }>().data;
}
