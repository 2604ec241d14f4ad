import { MASK, maskSsn, type Applicant } from '@mizan/shared';
import { freshSsn, signInWithFlags, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { missingFlagMessage } from '../services/authenticate';

jest.setTimeout(120_000);

/** Masking of the national ID and the psychological-problem flag, reveals, transfers and the history. */
describe.each(testDatabases())('applicant privacy and history on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let interviewer: string;
  let editor: string;
  let mover: string;
  let applicant: Applicant;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    interviewer = await signInWithFlags(t, admin, 'privacy-rater', ['interview']);
    editor = await signInWithFlags(t, admin, 'privacy-editor', ['updateinfo', 'download']);
    mover = await signInWithFlags(t, admin, 'privacy-mover', ['movetoschool']);
    const added = await t.call('saveApplicant', validApplicant({ name: 'Privacy Probe', ssn: freshSsn('female', '2011-04-05'), gender: 'female' }), { token: admin });
    expect(added.statusCode).toBe(200);
    applicant = added.json<{ data: Applicant }>().data;
    expect((await t.call('setCompetent', { id: applicant.id, status: 'Yes' }, { token: admin })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const details = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

  async function listed(token: string, search = 'Privacy Probe'): Promise<Applicant[]> {
    const response = await t.call('listApplicants', { search }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { applicants: Applicant[] } }>().data.applicants;
  }

  const reveals = () =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'applicant.reveal')
      .where('subject_id', '=', String(applicant.id))
      .orderBy('id')
      .execute();

  describe('masking', () => {
    test('admins and interviewers see the national ID and the flag as they are', async () => {
      for (const token of [admin, interviewer]) {
        const [row] = await listed(token);
        expect(row).toMatchObject({ id: applicant.id, ssn: applicant.ssn, competent: 'Yes' });
        expect(row.masked).toBeUndefined();
      }
    });

    test('other staff get the ID masked like 2990101••••••7 and the flag withheld, in the list; getapp.php withholds the flag', async () => {
      for (const token of [editor, mover]) {
        const [row] = await listed(token);
        expect(row.ssn).toBe(`${applicant.ssn.slice(0, 7)}${MASK}${applicant.ssn.slice(-1)}`);
        expect(row.ssn).not.toContain(applicant.ssn.slice(7, 13));
        expect(row.competent).toBe('');
        expect(row.masked).toEqual(['ssn', 'competent']);
        const one = await t.call('getApplicant', { applicant_id: applicant.id }, { token });
        expect(one.statusCode).toBe(200);
        // The edit forms send the ID back through the 14-digit check: getapp.php withholds competent only.
        expect(one.json<{ data: { applicant: Applicant } }>().data.applicant).toMatchObject({ ssn: applicant.ssn, competent: '', masked: ['competent'] });
      }
    });

    test('masked viewers find an applicant by the whole national ID, not by part of it', async () => {
      expect((await listed(editor, applicant.ssn)).map((row) => row.id)).toEqual([applicant.id]);
      expect((await listed(editor, applicant.ssn.slice(0, 12))).map((row) => row.id)).toEqual([]);
      expect((await listed(admin, applicant.ssn.slice(0, 12))).map((row) => row.id)).toContain(applicant.id);
    });

    test('the export masks the same way for a viewer with download but without the right', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/exportapplicants?format=csv&search=Privacy%20Probe', headers: { authorization: `Bearer ${editor}` } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(maskSsn(applicant.ssn));
      expect(response.body).not.toContain(applicant.ssn);
      const full = await t.app.inject({ method: 'GET', url: '/api/admin/exportapplicants?format=csv&search=Privacy%20Probe', headers: { authorization: `Bearer ${admin}` } });
      expect(full.body).toContain(applicant.ssn);
    });
  });

  describe('reveal', () => {
    test('answers the value to an interviewer and to an admin, and audits every reveal with who and which field', async () => {
      const before = (await reveals()).length;
      const ssn = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'ssn' }, { token: interviewer });
      expect(ssn.statusCode).toBe(200);
      expect(ssn.json()).toEqual({ data: { field: 'ssn', value: applicant.ssn } });
      const competent = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'competent' }, { token: admin });
      expect(competent.json()).toEqual({ data: { field: 'competent', value: 'Yes' } });
      const rows = (await reveals()).slice(before);
      const rater = await t.database.db.selectFrom('users').select('id').where('username', '=', 'privacy-rater').executeTakeFirstOrThrow();
      const root = await t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      expect(rows.map((row) => [row.actor_user_id, details(row.details)])).toEqual([
        [rater.id, { field: 'ssn' }],
        [root.id, { field: 'competent' }],
      ]);
      expect(rows.every((row) => Date.now() - new Date(row.at).getTime() < 60_000)).toBe(true);
    });

    test('is refused to staff without the right, and nothing is logged', async () => {
      const before = (await reveals()).length;
      const response = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'ssn' }, { token: editor });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ msg: missingFlagMessage('interview') });
      expect((await reveals()).length).toBe(before);
    });

    test('an unknown field is refused', async () => {
      const response = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'email' as 'ssn' }, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("The field must be 'ssn' or 'competent'");
    });
  });
});
