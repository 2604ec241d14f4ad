import { MASK, REVEAL_FLAGS, TRANSFER_REASON_REQUIRED, maskSsn, type Applicant, type RequestOf } from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { freshSsn, signInWithFlags, storedApplicant, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { missingAnyFlagMessage } from '../services/authenticate';

jest.setTimeout(120_000);

/** Masking of the national ID and the psychological-problem flag, reveals, transfers and the history. */
describe.each(testDatabases())('applicant privacy and history on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let interviewer: string;
  let editor: string;
  let mover: string;
  let reporter: string;
  let applicant: Applicant;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    interviewer = await signInWithFlags(t, admin, 'privacy-rater', ['interview']);
    editor = await signInWithFlags(t, admin, 'privacy-editor', ['updateinfo', 'download']);
    mover = await signInWithFlags(t, admin, 'privacy-mover', ['movetoschool']);
    reporter = await signInWithFlags(t, admin, 'privacy-reporter', ['download']);
    const added = await t.call(
      'saveApplicant',
      validApplicant({ name: 'Privacy Probe', ssn: freshSsn('female', '2011-04-05'), gender: 'female' }),
      { token: admin },
    );
    expect(added.statusCode).toBe(200);
    applicant = await storedApplicant(t, added.json<{ data: Applicant }>().data.id);
    expect((await t.call('setCompetent', { id: applicant.id, status: 'Yes' }, { token: admin })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const details = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

  async function listed(token: string, search = 'Privacy Probe', filter: RequestOf<'listApplicants'> = {}): Promise<Applicant[]> {
    const response = await t.call('listApplicants', { ...filter, search }, { token });
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
    const hidden = () => applicant.ssn.slice(7, 13);

    test('every viewer gets the national ID masked like 2990101••••••7 in the list; the flag only updateinfo holders get as it is', async () => {
      for (const [token, competent, masked] of [
        [admin, 'Yes', ['ssn']],
        [editor, 'Yes', ['ssn']],
        [interviewer, '', ['ssn', 'competent']],
        [mover, '', ['ssn', 'competent']],
        [reporter, '', ['ssn', 'competent']],
      ] as const) {
        const [row] = await listed(token);
        expect(row).toMatchObject({
          id: applicant.id,
          ssn: `${applicant.ssn.slice(0, 7)}${MASK}${applicant.ssn.slice(-1)}`,
          competent,
          masked,
        });
        expect(JSON.stringify(row)).not.toContain(hidden());
      }
    });

    test('admin/getapp.php and the answers of updateapp.php, enrolled.php and competent.php mask the same way', async () => {
      for (const token of [admin, editor, mover]) {
        const one = await t.call('getApplicant', { applicant_id: applicant.id, spe_only: token === mover }, { token });
        expect(one.statusCode).toBe(200);
        expect(one.json<{ data: { applicant: Applicant } }>().data.applicant.ssn).toBe(maskSsn(applicant.ssn));
        expect(one.body).not.toContain(hidden());
      }
      const mover_ = await t.call('getApplicant', { applicant_id: applicant.id }, { token: mover });
      expect(mover_.json<{ data: { applicant: Applicant } }>().data.applicant).toMatchObject({
        competent: '',
        masked: ['ssn', 'competent'],
      });
      const enrolled = await t.call('setEnrolled', { id: applicant.id, status: 'No' }, { token: editor });
      expect(enrolled.json<{ data: Applicant }>().data).toMatchObject({ enrolled: 'No', competent: 'Yes', ssn: maskSsn(applicant.ssn) });
      const competent = await t.call('setCompetent', { id: applicant.id, status: 'Yes' }, { token: editor });
      expect(competent.body).not.toContain(hidden());
      const { ssn: _masked, ...stored } = await storedApplicant(t, applicant.id);
      const saved = await t.call('saveApplicant', { ...stored, applicant_id: applicant.id, mobile: '01200000001' }, { token: editor });
      expect(saved.statusCode).toBe(200);
      expect(saved.body).not.toContain(hidden());
    });

    test('any viewer finds an applicant by the whole national ID or the visible digits, never by part of the hidden ones', async () => {
      for (const token of [admin, editor, reporter]) {
        expect((await listed(token, applicant.ssn)).map((row) => row.id)).toEqual([applicant.id]);
        expect((await listed(token, applicant.ssn.slice(0, 7))).map((row) => row.id)).toContain(applicant.id);
        expect((await listed(token, applicant.ssn.slice(0, 12))).map((row) => row.id)).toEqual([]);
        expect((await listed(token, hidden())).map((row) => row.id)).not.toContain(applicant.id);
      }
    });

    test('a viewer who gets the flag masked can neither filter nor sort by it', async () => {
      expect((await listed(admin, 'Privacy Probe', { competent: 'No' })).map((row) => row.id)).toEqual([]);
      for (const token of [interviewer, reporter]) {
        expect((await listed(token, 'Privacy Probe', { competent: 'No' })).map((row) => row.id)).toEqual([applicant.id]);
      }
      const byCompetent = await t.call('listApplicants', { sort: 'competent' }, { token: reporter });
      const byId = await t.call('listApplicants', {}, { token: reporter });
      expect(byCompetent.json<{ data: { applicants: Applicant[] } }>().data.applicants.map((row) => row.id)).toEqual(
        byId.json<{ data: { applicants: Applicant[] } }>().data.applicants.map((row) => row.id),
      );
    });

    test('the export holds whole IDs for staff who may reveal them and audits that; staff with download alone get them masked', async () => {
      const exportAs = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/admin/exportapplicants?format=csv&search=Privacy%20Probe',
          headers: { authorization: `Bearer ${token}` },
        });
      const exports = () =>
        t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'applicant.export').orderBy('id').execute();
      const before = (await exports()).length;
      const masked = await exportAs(reporter);
      expect(masked.statusCode).toBe(200);
      expect(masked.body).toContain(maskSsn(applicant.ssn));
      expect(masked.body).not.toContain(applicant.ssn);
      expect(await exports()).toHaveLength(before);
      const whole = await exportAs(editor);
      expect(whole.body).toContain(applicant.ssn);
      const rows = (await exports()).slice(before);
      const editorId = (
        await t.database.db.selectFrom('users').select('id').where('username', '=', 'privacy-editor').executeTakeFirstOrThrow()
      ).id;
      expect(rows.map((row) => [row.actor_user_id, details(row.details)])).toEqual([
        [editorId, { format: 'csv', count: 1, filter: { search: 'Privacy Probe' }, fields: ['ssn', 'competent', 'access_code'] }],
      ]);
    });
  });

  describe('Change Specialization: a transfer with a reason', () => {
    const transfers = (id: number) =>
      t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'transfer')
        .where('subject_id', '=', String(id))
        .orderBy('id')
        .execute();

    async function fresh(): Promise<Applicant> {
      const added = await t.call('saveApplicant', validApplicant({ school_id: 1 }), { token: admin });
      expect(added.statusCode).toBe(200);
      return storedApplicant(t, added.json<{ data: Applicant }>().data.id);
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
      const moved = await t.call(
        'saveApplicant',
        { ...created, applicant_id: created.id, school_id: 3, reason: '  Wants the applied track  ' },
        { token: mover },
      );
      expect(moved.statusCode).toBe(200);
      const again = await t.call(
        'saveApplicant',
        { ...created, applicant_id: created.id, school_id: 2, reason: 'Back to languages' },
        { token: admin },
      );
      expect(again.statusCode).toBe(200);
      const rows = await transfers(created.id);
      const ids = await t.database.db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username', 'in', ['privacy-mover', 'admin'])
        .execute();
      const idOf = (name: string) => ids.find((user) => user.username === name)?.id;
      expect(rows.map((row) => [row.actor_user_id, details(row.details)])).toEqual([
        [
          idOf('privacy-mover'),
          { school_id: { from: 1, to: 3 }, from_school: SEED_SCHOOLS[0], to_school: SEED_SCHOOLS[2], reason: 'Wants the applied track' },
        ],
        [
          idOf('admin'),
          { school_id: { from: 3, to: 2 }, from_school: SEED_SCHOOLS[2], to_school: SEED_SCHOOLS[1], reason: 'Back to languages' },
        ],
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
      const created = await storedApplicant(t, added.json<{ data: Applicant }>().data.id);
      const id = created.id;
      expect((await t.call('saveApplicant', { ...created, applicant_id: id, mobile: '01099990000' }, { token: admin })).statusCode).toBe(
        200,
      );
      expect((await t.call('setEnrolled', { id, status: 'Yes' }, { token: admin })).statusCode).toBe(200);
      expect((await t.call('setCompetent', { id, status: 'No' }, { token: admin })).statusCode).toBe(200);
      expect(
        (
          await t.call(
            'saveApplicant',
            { ...created, mobile: '01099990000', applicant_id: id, school_id: 2, reason: 'Prefers languages' },
            { token: mover },
          )
        ).statusCode,
      ).toBe(200);
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

      // The ID is masked in the history for every viewer; the flag too for those who get it masked in the list.
      expect(entries[6].details.ssn).toBe(maskSsn(created.ssn));
      expect(JSON.stringify(entries)).not.toContain(created.ssn);
      const masked = await history(id, interviewer);
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
    test('answers the value to an interviewer, an editor and an admin, and audits every reveal with who and which field', async () => {
      const before = (await reveals()).length;
      const ssn = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'ssn' }, { token: interviewer });
      expect(ssn.statusCode).toBe(200);
      expect(ssn.json()).toEqual({ data: { field: 'ssn', value: applicant.ssn } });
      const byEditor = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'ssn' }, { token: editor });
      expect(byEditor.json()).toEqual({ data: { field: 'ssn', value: applicant.ssn } });
      const competent = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'competent' }, { token: admin });
      expect(competent.json()).toEqual({ data: { field: 'competent', value: 'Yes' } });
      const rows = (await reveals()).slice(before);
      const idOf = async (username: string) =>
        (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
      expect(rows.map((row) => [row.actor_user_id, details(row.details)])).toEqual([
        [await idOf('privacy-rater'), { field: 'ssn' }],
        [await idOf('privacy-editor'), { field: 'ssn' }],
        [await idOf('admin'), { field: 'competent' }],
      ]);
      expect(rows.every((row) => Date.now() - new Date(row.at).getTime() < 60_000)).toBe(true);
    });

    test('is refused (403) to staff with neither updateinfo nor interview, and nothing is logged', async () => {
      const before = (await reveals()).length;
      for (const token of [mover, reporter]) {
        const response = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'ssn' }, { token });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ msg: missingAnyFlagMessage(REVEAL_FLAGS) });
      }
      expect((await reveals()).length).toBe(before);
    });

    test('an unknown field is refused', async () => {
      const response = await t.call('revealApplicant', { applicant_id: applicant.id, field: 'email' as 'ssn' }, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("The field must be 'ssn' or 'competent'");
    });
  });
});
