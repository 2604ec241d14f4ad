import type { Kysely } from 'kysely';
import type { OpenDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { testDatabases } from '../../test-support/test-databases';
import { statusLinkPath } from './status-links';

jest.setTimeout(120_000);

async function addApplicant(db: Kysely<Database>, ssn: string): Promise<number> {
  const row = await db
    .insertInto('applicants')
    .values({
      name: 'Status Link',
      ssn,
      gender: 'male',
      email: '',
      mobile: '',
      prep_mark: 0,
      math: 0,
      english: 0,
      std_code: '',
      school_id: null,
      job: null,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(testDatabases())('statusLinkPath on %s', (_name, kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  test('gives each applicant one random /status/ token, the same on every call, unrelated to the national ID', async () => {
    const db = database.db;
    const first = await addApplicant(db, '31303151200011');
    const second = await addApplicant(db, '31303151200012');

    const firstPath = await statusLinkPath(db, first);
    expect(firstPath).toMatch(/^\/status\/[A-Za-z0-9_-]{32}$/);
    expect(await statusLinkPath(db, first)).toBe(firstPath);
    const [again, secondPath] = await Promise.all([statusLinkPath(db, first), statusLinkPath(db, second)]);
    expect(again).toBe(firstPath);
    expect(secondPath).not.toBe(firstPath);
    expect(firstPath).not.toContain('31303151200011');

    const tokens = await db.selectFrom('status_links').select(['applicant_id', 'token']).orderBy('applicant_id').execute();
    expect(tokens.map((row) => `/status/${row.token}`)).toEqual([firstPath, secondPath]);
  });

  test('inside a transaction that rolls back, no token is kept', async () => {
    const db = database.db;
    const applicant = await addApplicant(db, '31303151200013');
    await expect(
      db.transaction().execute(async (trx) => {
        await statusLinkPath(trx, applicant);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await db.selectFrom('status_links').select('token').where('applicant_id', '=', applicant).executeTakeFirst()).toBeUndefined();
  });
});
