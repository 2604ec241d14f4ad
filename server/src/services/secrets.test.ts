import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

/**
 * API nodes on one PostgreSQL without JWT_SECRET still accept each
 * other's sessions, because the generated secret is kept in the database,
 * not in each node's DATA_DIR.
 */
describe.each(testDatabases())('the generated token secret on a shared database, on %s', (_name, kind) => {
  let t: TestApp;
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-node-'));
    dataDirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a token made by node A is good on node B; node A's older secret file became the shared one", async () => {
    const dataDirA = newDataDir();
    const olderSecret = 'an-older-secret-of-node-a-0123456789-abcdefghijklmnop';
    fs.writeFileSync(path.join(dataDirA, 'jwt-secret'), `${olderSecret}\n`);
    const shared = { jwtSecret: null, databaseUrl: 'postgres://the-shared-database' };
    const nodeA = await t.buildApp({ ...shared, dataDir: dataDirA });
    const nodeB = await t.buildApp({ ...shared, dataDir: newDataDir() });

    const login = await nodeA.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      payload: { sign: SIGN, data: { user: 'admin', pass: TEST_ADMIN_PASSWORD } },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ data: string }>().data;
    const onB = await nodeB.inject({
      method: 'POST',
      url: '/api/getuser',
      headers: { authorization: `Bearer ${token}` },
      payload: { sign: SIGN },
    });
    expect(onB.statusCode).toBe(200);

    const row = await t.database.db.selectFrom('server_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
    expect(row.value).toBe(olderSecret);
    expect(fs.existsSync(path.join(dataDirs[1], 'jwt-secret'))).toBe(false);
  });
});
