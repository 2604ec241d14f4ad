import { sql } from 'kysely';
import { testDatabases } from '../test-support/test-databases';
import type { OpenDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import { SEED_GRADES, SEED_GROUPS, SEED_POSITIONS, SEED_SCHOOLS, SEED_SUBJECTS, seedDatabase } from './seed';
import { verifyPassword } from '../services/passwords';

jest.setTimeout(60_000);

describe.each(testDatabases())('database on %s', (name, kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  test('migrations run once: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  test('the first seed adds the admin with the given password, the lookup lists and the demo accounts', async () => {
    const result = await seedDatabase(database.db, { adminPassword: 'first-admin-pass', seedDemo: true });
    expect(result.seeded).toBe(true);
    if (!result.seeded) return;
    expect(result.admin.passwordGenerated).toBe(false);
    expect(result.demoAccounts.map((account) => [account.username, account.roleId])).toEqual([
      ['teacher', 2],
      ['grader', 3],
    ]);
    for (const account of result.demoAccounts) expect(account.password).toMatch(/^[A-Za-z0-9]{12}$/);

    const users = await database.db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((user) => user.username)).toEqual(['admin', 'teacher', 'grader']);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0].password_hash, 'first-admin-pass')).toBe(true);
    expect(await verifyPassword(users[1].password_hash, result.demoAccounts[0].password)).toBe(true);

    const names = async (table: 'schools' | 'positions' | 'subjects' | 'grades' | 'groups') =>
      (await database.db.selectFrom(table).select('name').orderBy('id').execute()).map((row) => row.name);
    expect(await names('schools')).toEqual(SEED_SCHOOLS);
    expect(await names('positions')).toEqual(SEED_POSITIONS);
    expect(await names('subjects')).toEqual(SEED_SUBJECTS);
    expect(await names('grades')).toEqual(SEED_GRADES);
    expect(await names('groups')).toEqual(SEED_GROUPS);
  });

  test('seeding again changes nothing, even after a demo account was removed', async () => {
    await database.db.deleteFrom('users').where('username', '=', 'grader').execute();
    expect(await seedDatabase(database.db, { adminPassword: 'another-pass', seedDemo: true })).toEqual({ seeded: false });
    const users = await database.db.selectFrom('users').select('username').orderBy('id').execute();
    expect(users.map((user) => user.username)).toEqual(['admin', 'teacher']);
    const schools = await database.db
      .selectFrom('schools')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(schools.count).toBe(SEED_SCHOOLS.length);
  });

  test('usernames are unique regardless of case', async () => {
    await expect(
      database.db.insertInto('users').values({ username: 'ADMIN', displayname: 'x', password_hash: 'x', role_id: 1, flags: [] }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  test('a failing transaction is rolled back', async () => {
    await expect(
      database.db.transaction().execute(async (transaction) => {
        await transaction.insertInto('grades').values({ name: 'Grade 13' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const row = await database.db.selectFrom('grades').select('id').where('name', '=', 'Grade 13').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  test('a query made while a transaction is open never sees its uncommitted rows', async () => {
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('grades').values({ name: 'Grade 14' }).execute();
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertDone;
    // On PGlite (one connection) this waits for the transaction; on PostgreSQL it runs beside it.
    const seen = await database.db.selectFrom('grades').select('id').where('name', '=', 'Grade 14').executeTakeFirst();
    expect(await transaction).toBe('rolled back');
    expect(seen).toBeUndefined();
  });

  test('concurrent read-modify-write transactions do not lose updates', async () => {
    if (name !== 'PGlite') return; // PostgreSQL needs row locks for this; PGlite serialises transactions.
    await database.db.insertInto('grades').values({ name: 'counter:0' }).execute();
    const bump = () =>
      database.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('grades').select(['id', 'name']).where('name', 'like', 'counter:%').executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 5));
        const next = Number(row.name.split(':')[1]) + 1;
        await trx
          .updateTable('grades')
          .set({ name: `counter:${next}` })
          .where('id', '=', row.id)
          .execute();
      });
    await Promise.all(Array.from({ length: 5 }, bump));
    const row = await database.db.selectFrom('grades').select('name').where('name', 'like', 'counter:%').executeTakeFirstOrThrow();
    expect(row.name).toBe('counter:5');
  });
});

describe.each(testDatabases())('first start without demo accounts on %s', (_name, kind) => {
  test('SEED_DEMO=0 seeds only the admin, with a generated password', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      const result = await seedDatabase(database.db, { adminPassword: null, seedDemo: false });
      expect(result.seeded).toBe(true);
      if (!result.seeded) return;
      expect(result.admin.passwordGenerated).toBe(true);
      expect(result.admin.password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(result.demoAccounts).toEqual([]);
      const users = await database.db.selectFrom('users').select('username').execute();
      expect(users.map((user) => user.username)).toEqual(['admin']);
    } finally {
      await database.close();
    }
  });
});
