import { DEFAULT_FLAGS_BY_ROLE, ROLE_REQUIRED, type RequestOf, type User } from '@mizan/shared';
import { SEED_POSITIONS, SEED_SCHOOLS } from '../db/seed';
import { SESSION_ENDED, missingFlagMessage } from '../services/authenticate';
import { chooseOwnPassword } from '../test-support/first-sign-in';
import { TEST_ADMIN_PASSWORD, claimsOf, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { CANNOT_DEMOTE_YOURSELF, CANNOT_REMOVE_OWN_USER_MANAGEMENT, duplicateUsernameMessage } from '../services/user-changes';

jest.setTimeout(60_000);

describe.each(testDatabases())('user management and lookups on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function listUsers(filter: RequestOf<'listUsers'>) {
    const response = await t.call('listUsers', filter, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: User[] }>().data;
  }

  async function addUser(userName: string, role_id: number, password = 'a-good-password') {
    const response = await t.call('addUser', { displayname: `${userName} Person`, userName, role_id, password }, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: User }>().data;
  }

  test("admin/getusers.php with '1' lists every account with its role and flags, never a password hash", async () => {
    const response = await t.call('listUsers', '1', { token: admin });
    expect(response.statusCode).toBe(200);
    const users = response.json<{ data: User[] }>().data;
    expect(users.slice(0, 3)).toEqual([
      { id: 1, displayname: 'Administrator', userName: 'admin', role_id: 1, flags: [...DEFAULT_FLAGS_BY_ROLE[1]] },
      expect.objectContaining({ userName: 'teacher', role_id: 2, flags: ['exam', 'ans'] }),
      expect.objectContaining({ userName: 'grader', role_id: 3, flags: ['ans'] }),
    ]);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  test('the list narrows by role and by text', async () => {
    expect((await listUsers({ role_id: 2 })).map((user) => user.userName)).toEqual(['teacher']);
    expect((await listUsers({ search: 'SALMA' })).map((user) => user.userName)).toEqual(['teacher']);
    expect(await listUsers({ search: '%' })).toEqual([]);
  });

  test("postusers adds an account with its role's default flags; it signs in with a password of its own; the addition is audited without the password", async () => {
    const added = await addUser('nadia', 2, 'nadia-password');
    expect(added).toMatchObject({ userName: 'nadia', displayname: 'nadia Person', role_id: 2, flags: ['exam', 'ans'] });
    expect((await listUsers('1')).map((user) => user.userName)).toContain('nadia');
    const claims = claimsOf(await chooseOwnPassword(t, 'nadia', 'nadia-password', 'nadia-own-password'));
    expect(claims.exam).toBe('1');
    expect(claims.usermanagement).toBeUndefined();

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.add')
      .where('subject_id', '=', String(added.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(1);
    expect(JSON.stringify(audit[0].details)).not.toMatch(/nadia-password|argon2/);
  });

  test('a username already taken, in any case, answers 409 with a clear message', async () => {
    const response = await t.call(
      'addUser',
      { displayname: 'Another', userName: 'TEACHER', role_id: 2, password: 'a-good-password' },
      { token: admin },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: duplicateUsernameMessage('TEACHER') });
    expect(response.json<{ msg: string }>().msg).toBe('A user with the username "TEACHER" already exists.');
  });

  test.each([
    [{ displayname: '', userName: 'valid-name', role_id: 2, password: 'a-good-password' }, 'Required'],
    [{ displayname: 'Valid', userName: 'ab', role_id: 2, password: 'a-good-password' }, 'Must be greater than 2 characters'],
    [{ displayname: 'Valid', userName: 'valid-name', role_id: 9, password: 'a-good-password' }, ROLE_REQUIRED],
    [{ displayname: 'Valid', userName: 'valid-name', role_id: 2, password: 'short' }, 'Must be greater than 7 characters'],
  ])('postusers %j answers 400 "%s"', async (data, message) => {
    const response = await t.call('addUser', data, { token: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: message });
  });

  test("putusers changes the display name; a role change resets the flags to the new role's defaults; explicit flags win", async () => {
    const user = await addUser('karim', 3);
    let response = await t.call('updateUser', { UserId: user.id, displayname: 'Karim Adel' }, { token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: User }>().data).toMatchObject({ displayname: 'Karim Adel', role_id: 3, flags: ['ans'] });

    response = await t.call('updateUser', { UserId: user.id, role_id: 2 }, { token: admin });
    expect(response.json<{ data: User }>().data).toMatchObject({ role_id: 2, flags: ['exam', 'ans'] });

    response = await t.call('updateUser', { UserId: user.id, role_id: 3, flags: ['ans', 'download', 'st'] }, { token: admin });
    expect(response.json<{ data: User }>().data).toMatchObject({ role_id: 3, flags: ['ans', 'download', 'st'] });

    response = await t.call('updateUser', { UserId: user.id, flags: ['interview'] }, { token: admin });
    expect(response.json<{ data: User }>().data).toMatchObject({ role_id: 3, flags: ['interview'] });

    // Saving without a change writes nothing.
    response = await t.call('updateUser', { UserId: user.id, displayname: 'Karim Adel', flags: ['interview'] }, { token: admin });
    expect(response.statusCode).toBe(200);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'user.update')
      .where('subject_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(audits.map((audit) => Object.keys(audit.details as object).sort())).toEqual([
      ['displayname'],
      ['flags', 'role_id'],
      ['flags', 'role_id'],
      ['flags'],
    ]);
  });

  test('an unknown UserId answers 404', async () => {
    const response = await t.call('updateUser', { UserId: 987_654, displayname: 'Nobody' }, { token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ msg: string }>().msg).toMatch(/no user/i);
  });

  test('an unknown flag answers 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/putusers',
      headers: { authorization: `Bearer ${admin}` },
      payload: { sign: 'ab'.repeat(32), data: { UserId: 2, flags: ['root'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'Unknown permission' });
  });

  test('an admin cannot remove their own User Management flag or their own admin role', async () => {
    const withoutFlag = await t.call('updateUser', { UserId: 1, flags: ['exam', 'ans'] }, { token: admin });
    expect(withoutFlag.statusCode).toBe(400);
    expect(withoutFlag.json()).toEqual({ msg: CANNOT_REMOVE_OWN_USER_MANAGEMENT });
    const demoted = await t.call('updateUser', { UserId: 1, role_id: 2, flags: ['usermanagement'] }, { token: admin });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json()).toEqual({ msg: CANNOT_DEMOTE_YOURSELF });
    // Nothing changed.
    expect((await listUsers({ search: 'admin' }))[0]).toMatchObject({ role_id: 1, flags: [...DEFAULT_FLAGS_BY_ROLE[1]] });
  });

  test('a password reset ends the sessions the account had; the new password signs in (to choose one of its own), the old one does not', async () => {
    const user = await addUser('layla', 2, 'old-password');
    const oldToken = await chooseOwnPassword(t, 'layla', 'old-password', 'layla-own-password');
    expect((await t.call('sessionUser', undefined, { token: oldToken })).statusCode).toBe(200);

    const reset = await t.call('updateUser', { UserId: user.id, password: 'new-password' }, { token: admin });
    expect(reset.statusCode).toBe(200);

    const afterReset = await t.call('sessionUser', undefined, { token: oldToken });
    expect(afterReset.statusCode).toBe(401);
    expect(afterReset.json()).toEqual({ msg: SESSION_ENDED });
    expect((await t.call('login', { user: 'layla', pass: 'layla-own-password' }, { ip: '10.9.0.1' })).statusCode).toBe(401);
    const newToken = await chooseOwnPassword(t, 'layla', 'new-password', 'layla-second-own');
    expect((await t.call('sessionUser', undefined, { token: newToken })).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'user.update')
      .where('subject_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).not.toMatch(/new-password|argon2/);
  });

  test('a removed flag takes effect at the next call with the same token; updateroles then answers a token without it', async () => {
    const deputy = await addUser('deputy', 1, 'deputy-password');
    const token = await chooseOwnPassword(t, 'deputy', 'deputy-password', 'deputy-own-password');
    expect((await t.call('listUsers', '1', { token })).statusCode).toBe(200);

    const removed = await t.call('updateUser', { UserId: deputy.id, flags: ['exam', 'ans'] }, { token: admin });
    expect(removed.statusCode).toBe(200);

    const denied = await t.call('listUsers', '1', { token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ msg: missingFlagMessage('usermanagement') });
    // The session itself goes on, and a refreshed token shows the new flags.
    const refreshed = await t.call('refreshRoles', {}, { token });
    expect(refreshed.statusCode).toBe(200);
    const claims = claimsOf(refreshed.json<{ data: string }>().data);
    expect(claims.usermanagement).toBeUndefined();
    expect(claims.exam).toBe('1');
  });

  test('GetRoles answers the three roles, role 1 under the brand name', async () => {
    const response = await t.call('roles', undefined, { token: admin });
    expect(response.json()).toEqual({
      data: [
        { id: 1, name: 'Mizan' },
        { id: 2, name: 'Teacher' },
        { id: 3, name: 'Exam grader' },
      ],
    });
  });

  test('GetSchools and GetPositions answer the seeded lists', async () => {
    const schools = (await t.call('schools', undefined, { token: admin })).json<{ data: { id: number; name: string }[] }>().data;
    expect(schools.map((school) => school.name)).toEqual(SEED_SCHOOLS);
    const positions = (await t.call('positions', undefined, { token: admin })).json<{ data: { id: number; name: string }[] }>().data;
    expect(positions.map((position) => position.name)).toEqual(SEED_POSITIONS);
  });

  test('GetTeachers answers the users with role 2 as {id, displayname}', async () => {
    const response = await t.call('teachers', undefined, { token: admin });
    const teachers = response.json<{ data: { id: number; displayname: string }[] }>().data;
    const expected = (await listUsers({ role_id: 2 })).map((user) => ({ id: user.id, displayname: user.displayname }));
    expect(teachers).toHaveLength(expected.length);
    expect(teachers).toEqual(expect.arrayContaining(expected));
    expect(teachers.every((teacher) => Object.keys(teacher).sort().join() === 'displayname,id')).toBe(true);
    expect(teachers.map((teacher) => teacher.displayname)).toContain('Salma Hassan');
  });
});
