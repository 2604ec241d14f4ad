import { sql } from 'kysely';
import { mcq } from '../../../../shared/src/questions/testing/fixtures';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { bankSharing } from './0026-bank-sharing';

jest.setTimeout(120_000);

describe.each(testDatabases())('0026-bank-sharing on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test("a question that existed before is its author's (or the first administrator's), read-only for every author; new ones default to the subject's teachers", async () => {
    const db = t.database.db;
    const teacher = await db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow();
    const firstAdmin = await db
      .selectFrom('users')
      .select(sql<number>`min(id)`.as('id'))
      .where('role_id', '=', 1)
      .executeTakeFirstOrThrow();
    await bankSharing.down?.(db as never);
    for (const [key, author] of [
      ['oldteach01', teacher.id],
      ['oldnobody1', null],
    ] as const) {
      const question = mcq({ id: key });
      await sql`insert into bank_questions (question_key, type, question, difficult, cognitive, created_by)
        values (${key}, 'MCQ', ${JSON.stringify(question)}::jsonb, 'Medium', 'Understanding', ${author})`.execute(db);
    }

    await bankSharing.up(db as never);

    const rows = await db
      .selectFrom('bank_questions')
      .select(['question_key', 'owner_id', 'shared_scope', 'shared_level'])
      .where('question_key', 'in', ['oldteach01', 'oldnobody1'])
      .orderBy('question_key', 'desc')
      .execute();
    expect(rows).toEqual([
      { question_key: 'oldteach01', owner_id: teacher.id, shared_scope: 'everyone', shared_level: 'read' },
      { question_key: 'oldnobody1', owner_id: firstAdmin.id, shared_scope: 'everyone', shared_level: 'read' },
    ]);
    await sql`insert into bank_questions (question_key, type, question, difficult, cognitive) values ('newdefault', 'MCQ', '{}'::jsonb, 'Medium', 'Understanding')`.execute(
      db,
    );
    expect(
      await db
        .selectFrom('bank_questions')
        .select(['shared_scope', 'shared_level'])
        .where('question_key', '=', 'newdefault')
        .executeTakeFirst(),
    ).toEqual({ shared_scope: 'subject', shared_level: 'read' });
  });
});
