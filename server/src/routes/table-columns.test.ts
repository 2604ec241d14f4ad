import { UNKNOWN_COLUMN } from '@mizan/shared';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { TABLE_COLUMNS_SAVED } from './table-columns';

jest.setTimeout(120_000);

describe.each(testDatabases())('each staff member keeps their own columns on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let clerk: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    clerk = await signInWithFlags(t, admin, 'column-clerk', []);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (token: string) => {
    const response = await t.call('getTableColumns', { table: 'applicants' }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { columns: unknown } }>().data.columns;
  };

  test('the default is null; a saved choice comes back to the same person only, a second save replaces it, null resets it', async () => {
    expect(await read(teacher)).toBeNull();
    const choice = { order: ['school', 'score:12', 'email', 'email'], hidden: ['ssn', 'mobile'] };
    const saved = await t.call('saveTableColumns', { table: 'applicants', columns: choice }, { token: teacher });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { table: 'applicants', columns: { order: ['school', 'score:12', 'email'], hidden: ['ssn', 'mobile'] } },
      msg: TABLE_COLUMNS_SAVED,
    });
    expect(await read(teacher)).toEqual({ order: ['school', 'score:12', 'email'], hidden: ['ssn', 'mobile'] });
    // Another account on the same computer keeps its own (the default here).
    expect(await read(clerk)).toBeNull();

    await t.call('saveTableColumns', { table: 'applicants', columns: { order: ['career'], hidden: [] } }, { token: teacher });
    expect(await read(teacher)).toEqual({ order: ['career'], hidden: [] });
    await t.call('saveTableColumns', { table: 'applicants', columns: { order: ['email'], hidden: ['email'] } }, { token: clerk });
    expect(await read(teacher)).toEqual({ order: ['career'], hidden: [] });

    const reset = await t.call('saveTableColumns', { table: 'applicants', columns: null }, { token: teacher });
    expect(reset.statusCode).toBe(200);
    expect(await read(teacher)).toBeNull();
    expect(await read(clerk)).toEqual({ order: ['email'], hidden: ['email'] });
  });

  test('a column the table does not have, an unknown table or a NUL is refused with a sentence and nothing is kept', async () => {
    await t.call('saveTableColumns', { table: 'applicants', columns: { order: ['email'], hidden: [] } }, { token: admin });
    const refused = [
      { table: 'applicants', columns: { order: ['password_hash'], hidden: [] } },
      { table: 'applicants', columns: { order: [], hidden: ['score:abc'] } },
      { table: 'applicants', columns: { order: ['email\u0000'], hidden: [] } },
      { table: 'users', columns: { order: ['email'], hidden: [] } },
      { table: 'applicants', columns: { order: Array.from({ length: 201 }, (_, index) => `score:${index + 1}`), hidden: [] } },
    ];
    for (const payload of refused) {
      const response = await t.call('saveTableColumns', payload as never, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ msg: string }>().msg).toBe('string');
    }
    const unknown = await t.call('saveTableColumns', refused[0] as never, { token: admin });
    expect(unknown.json<{ msg: string }>().msg).toContain(UNKNOWN_COLUMN);
    expect(await read(admin)).toEqual({ order: ['email'], hidden: [] });
  });

  test('an account removed takes its choice with it', async () => {
    const leaver = await signInWithFlags(t, admin, 'column-leaver', []);
    await t.call('saveTableColumns', { table: 'applicants', columns: { order: ['mobile'], hidden: [] } }, { token: leaver });
    const user = await t.database.db.selectFrom('users').select('id').where('username', '=', 'column-leaver').executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    const left = await t.database.db.selectFrom('staff_table_columns').select('user_id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
  });
});
