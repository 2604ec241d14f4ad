import { EXTRA_TIME_RANGE, rawCalls, type Applicant } from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { freshSsn, validApplicant } from '../test-support/applicant-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(120_000);

/** The extra-time accommodation (applicants.extra_time_percent): the form, the import, the export and the template. */
describe.each(testDatabases())('extra time for an applicant on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stored = (ssn: string) =>
    t.database.db.selectFrom('applicants').select(['id', 'extra_time_percent']).where('ssn', '=', ssn).executeTakeFirst();
  const raw = (method: 'GET' | 'POST', url: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${admin}`, 'x-sign': SIGN, ...(payload ? { 'content-type': 'text/csv' } : {}) },
    });

  test('the applicant form sets it, answers it, and refuses a value outside 0 to 200 with nothing changed', async () => {
    const form = validApplicant({ name: 'Rana Extra', extra_time_percent: 50 });
    const added = await t.call('saveApplicant', form, { token: admin });
    expect(added.statusCode).toBe(200);
    expect(added.json<{ data: Applicant }>().data.extra_time_percent).toBe(50);
    const row = await stored(form.ssn as string);
    expect(row?.extra_time_percent).toBe(50);

    const refused = await t.call('saveApplicant', { ...form, applicant_id: row!.id, extra_time_percent: 250 }, { token: admin });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: { msg: EXTRA_TIME_RANGE } });
    expect((await stored(form.ssn as string))?.extra_time_percent).toBe(50);
    const changed = await t.call('saveApplicant', { ...form, applicant_id: row!.id, extra_time_percent: 25 }, { token: admin });
    expect(changed.statusCode).toBe(200);
    expect((await stored(form.ssn as string))?.extra_time_percent).toBe(25);
  });

  test('the import reads the Extra time (%) column, the export writes it, the template explains it', async () => {
    const ssn = freshSsn('female');
    const csv = `Name,SSN(ID),Email,Mobile,Gender,School,Prep. Score,Math. Score,Eng. Score,Unified Code,Extra time (%)\r\nHuda Imported,${ssn},huda@example.com,01099887766,female,${SEED_SCHOOLS[0]},90,91,92,IMP-1,50\r\n`;
    const imported = await raw('POST', apiUrl(rawCalls.importApplicants), csv);
    expect(imported.statusCode).toBe(200);
    expect((await stored(ssn))?.extra_time_percent).toBe(50);

    const exported = await raw('GET', `${apiUrl(rawCalls.exportApplicants)}?format=csv`);
    const lines = exported.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const headings = lines[0].split(',');
    const column = headings.indexOf('Extra time (%)');
    expect(column).toBeGreaterThan(-1);
    expect(lines.find((line) => line.includes('Huda Imported'))?.split(',')[column]).toBe('50');

    const template = await raw('GET', `${apiUrl(rawCalls.applicantTemplate)}?format=csv`);
    expect(template.body).toContain('Extra time (%)');

    const wrong = csv.replace(ssn, freshSsn('female')).replace(',50\r\n', ',300\r\n');
    const preview = await raw('POST', apiUrl(rawCalls.importApplicantsPreview), wrong);
    expect(preview.body).toContain(EXTRA_TIME_RANGE);
  });
});
