import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(60_000);

describe.each(testDatabases())('emp/getEmp.php on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('answers an anonymous POST with 200 and { data: null }, giving away nothing', async () => {
    const response = await t.call('applyPagePing', undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  test('is served at /api/emp/getEmp.php, as SPEC §7 names it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/emp/getEmp.php', payload: { sign: 'a'.repeat(64) } });
    expect(response.statusCode).toBe(200);
  });
});
