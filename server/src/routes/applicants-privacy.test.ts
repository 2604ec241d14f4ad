import { MASK, TRANSFER_REASON_REQUIRED, maskSsn, type Applicant } from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
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

  describe('Change Specialization: a transfer with a reason', () => {
    const transfers = (id: number) =>
      t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'transfer').where('subject_id', '=', String(id)).orderBy('id').execute();

    async function fresh(): Promise<Applicant> {
      const added = await t.call('saveApplicant', validApplicant({ school_id: 1 }), { token: admin });
      expect(added.statusCode).toBe(200);
      return added.json<{ data: Applicant }>().data;
    }

    test.each([
      ['no reason', {}],
      ['a blank reason', { reason: '   ' }],
      ['a 2-character reason', { reason: 'ab' }],
      ['a 501-character reason', { reason: 'x'.repeat(501) }],
    ])('is refused with %s, and nothing changes', async (_case, extra) => {
      const created = await fresh();
      const response = await t.call('saveApplicant', { ...created, applicant_id: created.id, school_id: 2, ...extra }, { token: mover });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toContain(TRANSFER_REASON_REQUIRED);
      const [row] = await listed(admin, created.ssn);
      expect(row.school_id).toBe(1);
      expect(await transfers(created.id)).toHaveLength(0);
    });

    test('records from school, to school, reason, who and when as a transfer; an admin giving a reason makes one too', async () => {
      const created = await fresh();
      const moved = await t.call('saveApplicant', { ...created, applicant_id: created.id, school_id: 3, reason: '  Wants the applied track  ' }, { token: mover });
      expect(moved.statusCode).toBe(200);
      const again = await t.call('saveApplicant', { ...created, applicant_id: created.id, school_id: 2, reason: 'Back to languages' }, { token: admin });
      expect(again.statusCode).toBe(200);
      const rows = await transfers(created.id);
      const ids = await t.database.db.selectFrom('users').select(['id', 'username']).where('username', 'in', ['privacy-mover', 'admin']).execute();
      const idOf = (name: string) => ids.find((user) => user.username === name)?.id;
      expect(rows.map((row) => [row.actor_user_id, details(row.details)])).toEqual([
        [idOf('privacy-mover'), { school_id: { from: 1, to: 3 }, from_school: SEED_SCHOOLS[0], to_school: SEED_SCHOOLS[2], reason: 'Wants the applied track' }],
        [idOf('admin'), { school_id: { from: 3, to: 2 }, from_school: SEED_SCHOOLS[2], to_school: SEED_SCHOOLS[1], reason: 'Back to languages' }],
      ]);
      expect(rows.every((row) => Date.now() - new Date(row.at).getTime() < 60_000)).toBe(true);
    });

    test('an Update info save by an editor (no reason) stays an ordinary update', async () => {
      const created = await fresh();
      const response = await t.call('saveApplicant', { ...created, applicant_id: created.id, school_id: 2 }, { token: editor });
      expect(response.statusCode).toBe(200);
      expect(await transfers(created.id)).toHaveLength(0);
    });
  });

  describe('admin/applicanthistory.php', () => {
    type Entry = { id: number; action: string; at: string; actor: string | null; details: Record<string, unknown> };
    const history = async (id: number, token: string) => {
      const response = await t.call('applicantHistory', { applicant_id: id }, { token });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Entry[] }>().data;
    };

    test('answers every change, newest first, with before/after, the reason of a transfer, reveals and the actor display name', async () => {
      const added = await t.call('saveApplicant', validApplicant({ school_id: 1, name: 'History Probe' }), { token: admin });
      const created = added.json<{ data: Applicant }>().data;
      const id = created.id;
      expect((await t.call('saveApplicant', { ...created, applicant_id: id, mobile: '01099990000' }, { token: admin })).statusCode).toBe(200);
      expect((await t.call('setEnrolled', { id, status: 'Yes' }, { token: admin })).statusCode).toBe(200);
      expect((await t.call('setCompetent', { id, status: 'No' }, { token: admin })).statusCode).toBe(200);
      expect((await t.call('saveApplicant', { ...created, mobile: '01099990000', applicant_id: id, school_id: 2, reason: 'Prefers languages' }, { token: mover })).statusCode).toBe(200);
      const interview = Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`q${index + 1}`, 5]));
      expect((await t.call('submitInterview', { applicant_id: id, ...interview }, { token: interviewer })).statusCode).toBe(200);
      expect((await t.call('revealApplicant', { applicant_id: id, field: 'ssn' }, { token: interviewer })).statusCode).toBe(200);

      const entries = await history(id, admin);
      expect(entries.map((entry) => entry.action)).toEqual([
        'applicant.reveal',
        'applicant.interview',
        'transfer',
        'applicant.competent',
        'applicant.enrolled',
        'applicant.update',
        'applicant.add',
      ]);
      const root = await t.database.db.selectFrom('users').select('displayname').where('username', '=', 'admin').executeTakeFirstOrThrow();
      expect(entries.map((entry) => entry.actor)).toEqual([
        'privacy-rater Staff',
        'privacy-rater Staff',
        'privacy-mover Staff',
        root.displayname,
        root.displayname,
        root.displayname,
        root.displayname,
      ]);
      expect(entries[0].details).toEqual({ field: 'ssn' });
      expect(entries[2].details).toMatchObject({ from_school: SEED_SCHOOLS[0], to_school: SEED_SCHOOLS[1], reason: 'Prefers languages' });
      expect(entries[3].details).toEqual({ competent: { from: '', to: 'No' } });
      expect(entries[5].details).toEqual({ mobile: { from: created.mobile, to: '01099990000' } });
      const times = entries.map((entry) => Date.parse(entry.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      // An editor without the right sees the same history with the ID and the flag masked.
      const masked = await history(id, editor);
      expect(masked.map((entry) => entry.action)).toEqual(entries.map((entry) => entry.action));
      expect(masked[3].details).toEqual({ competent: { from: MASK, to: MASK } });
      expect(masked[6].details.ssn).toBe(maskSsn(created.ssn));
      expect(JSON.stringify(masked)).not.toContain(created.ssn);
    });

    test('is refused to staff with neither updateinfo nor interview, and an unknown applicant is a 404', async () => {
      expect((await t.call('applicantHistory', { applicant_id: applicant.id }, { token: mover })).statusCode).toBe(403);
      expect((await t.call('applicantHistory', { applicant_id: 999_999 }, { token: admin })).statusCode).toBe(404);
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
