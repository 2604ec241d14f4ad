import {
  NEW_PASSWORD_SAME_AS_GIVEN,
  NO_PASSWORD_CHANGE_NEEDED,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGE_REQUIRED_CODE,
  SESSION_COOKIE,
  WRONG_CREDENTIALS,
} from '@mizan/shared';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { SESSION_ENDED } from '../services/authenticate';
import { MAX_FAILURES_PER_ACCOUNT, TOO_MANY_ATTEMPTS } from '../services/sign-in-limits';
import { chooseOwnPassword } from '../test-support/first-sign-in';
import { TEST_ADMIN_PASSWORD, claimsOf, setCookieHeader, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

/** New staff, and staff whose password an administrator reset, choose their own at their next sign-in. */
describe.each(testDatabases())('choosing one’s own password on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function addUser(userName: string, password: string): Promise<number> {
    const response = await t.call('addUser', { displayname: `${userName} Staff`, userName, role_id: 2, password }, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: number } }>().data.id;
  }

  test('ADMIN_PASSWORD and the demo accounts count as chosen: they sign in at once', async () => {
    const rows = await t.database.db.selectFrom('users').select(['username', 'must_change_password']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'admin', must_change_password: false },
      { username: 'teacher', must_change_password: false },
      { username: 'grader', must_change_password: false },
    ]);
  });

  test('an added account proves its password but gets no session: 403 password_change_required', async () => {
    await addUser('rana', 'given-password');
    const response = await t.call('login', { user: 'rana', pass: 'given-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: PASSWORD_CHANGE_REQUIRED, code: PASSWORD_CHANGE_REQUIRED_CODE });
    expect(setCookieHeader(response, SESSION_COOKIE)).toBeUndefined();
    // A wrong password still says only that.
    const wrong = await t.call('login', { user: 'rana', pass: 'not-given' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: WRONG_CREDENTIALS });
  });

  test('choosing: the given password and a new one (8 to 30 characters, not the given one) sign in; then only the new one works', async () => {
    await addUser('samir', 'given-password');
    const refusals = [
      [{ user: 'samir', pass: 'given-password', newPassword: 'given-password' }, 400, NEW_PASSWORD_SAME_AS_GIVEN],
      [{ user: 'samir', pass: 'given-password', newPassword: 'short' }, 400, 'Must be greater than 7 characters'],
      [{ user: 'samir', pass: 'given-password', newPassword: 'x'.repeat(31) }, 400, 'Must be 30 characters or less'],
      [{ user: 'samir', pass: 'not-the-given-one', newPassword: 'samir-own-password' }, 401, WRONG_CREDENTIALS],
    ] as const;
    for (const [data, status, msg] of refusals) {
      const response = await t.call('choosePassword', data);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { msg } });
    }

    const chosen = await t.call('choosePassword', {
      user: 'samir',
      pass: 'given-password',
      newPassword: 'samir-own-password',
      remember: true,
    });
    expect(chosen.statusCode).toBe(200);
    const token = chosen.json<{ data: string }>().data;
    expect(claimsOf(token).data.UserName).toBe('samir');
    expect(setCookieHeader(chosen, SESSION_COOKIE)).toBeDefined();
    expect((await t.call('sessionUser', undefined, { token })).statusCode).toBe(200);

    expect((await t.call('login', { user: 'samir', pass: 'given-password' })).statusCode).toBe(401);
    expect((await t.call('login', { user: 'samir', pass: 'samir-own-password' })).statusCode).toBe(200);
    const again = await t.call('choosePassword', { user: 'samir', pass: 'samir-own-password', newPassword: 'another-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: NO_PASSWORD_CHANGE_NEEDED });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'details'])
      .where('action', '=', 'user.password_chosen')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].details)).not.toMatch(/samir-own-password|argon2/);
  });

  test("an administrator's reset of someone else's password makes them choose again; resetting one's own does not", async () => {
    const id = await addUser('mona', 'given-password');
    const token = await chooseOwnPassword(t, 'mona', 'given-password', 'mona-own-password');
    expect((await t.call('updateUser', { UserId: id, password: 'reset-password' }, { token: admin })).statusCode).toBe(200);
    expect((await t.call('sessionUser', undefined, { token })).statusCode).toBe(401);
    expect((await t.call('login', { user: 'mona', pass: 'reset-password' })).json()).toMatchObject({ code: PASSWORD_CHANGE_REQUIRED_CODE });

    const deputyId = await addUser('deputy-own', 'given-password');
    await t.call('updateUser', { UserId: deputyId, role_id: 1 }, { token: admin });
    const deputy = await chooseOwnPassword(t, 'deputy-own', 'given-password', 'deputy-own-password');
    expect((await t.call('updateUser', { UserId: deputyId, password: 'deputy-new-password' }, { token: deputy })).statusCode).toBe(200);
    expect((await t.call('login', { user: 'deputy-own', pass: 'deputy-new-password' })).statusCode).toBe(200);
  });

  test('no call works for an account that must choose, even with a token it had before', async () => {
    const id = await addUser('karima', 'given-password');
    const token = await chooseOwnPassword(t, 'karima', 'given-password', 'karima-own-password');
    await t.database.db.updateTable('users').set({ must_change_password: true }).where('id', '=', id).execute();
    const response = await t.call('sessionUser', undefined, { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: SESSION_ENDED });
  });

  test('choosing is counted against the sign-in limits like signing in', async () => {
    await addUser('guessed', 'given-password');
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT; n += 1) {
      const response = await t.call(
        'choosePassword',
        { user: 'guessed', pass: `guess-${n}`, newPassword: 'attacker-password' },
        { ip: `198.51.100.${n + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await t.call(
      'choosePassword',
      { user: 'guessed', pass: 'given-password', newPassword: 'attacker-password' },
      { ip: '198.51.100.99' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ msg: TOO_MANY_ATTEMPTS });
  });
});

describe.each(testDatabases())('the first admin on %s', (_name, kind) => {
  test('a random printed password must be replaced by their own', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { adminPassword: null, seedDemo: false });
      const rows = await database.db.selectFrom('users').select(['username', 'must_change_password']).execute();
      expect(rows).toEqual([{ username: 'admin', must_change_password: true }]);
    } finally {
      await database.close();
    }
  });
});
