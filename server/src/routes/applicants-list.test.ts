import { maskSsn, type Applicant, type RequestOf } from '@mizan/shared';
import { SEED_POSITIONS, SEED_SCHOOLS } from '../db/seed';
import { demoApplicants } from '../db/seed-applicants';
import { storedApplicant, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

type ListAnswer = { data: { applicants: Applicant[]; schools: Array<{ id: number; name: string }> } };

describe.each(testDatabases())('applicant calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(filter: RequestOf<'listApplicants'> = {}, token = admin) {
    const response = await t.call('listApplicants', filter, { token });
    expect(response.statusCode).toBe(200);
    return response.json<ListAnswer>().data;
  }

  /** Adds an applicant; answers the stored record (the call's answer masks the ID). */
  async function add(overrides: Partial<RequestOf<'saveApplicant'>> = {}) {
    const response = await t.call('saveApplicant', validApplicant(overrides), { token: admin });
    expect(response.statusCode).toBe(200);
    const { data, msg } = response.json<{ data: Applicant; msg: string }>();
    return { data: await storedApplicant(t, data.id), msg };
  }

  async function auditRows(subjectId: number, action?: string) {
    let query = t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'applicant')
      .where('subject_id', '=', String(subjectId));
    if (action) query = query.where('action', '=', action);
    return query.orderBy('id').execute();
  }

  describe('admin/getapplicant.php', () => {
    test('answers every demo applicant with the SPEC fields and the schools, to any signed-in staff member', async () => {
      const data = await list({}, teacher);
      const demo = demoApplicants();
      expect(data.applicants).toHaveLength(demo.length);
      expect(data.schools.map((school) => school.name)).toEqual(SEED_SCHOOLS);
      const first = data.applicants[0];
      expect(Object.keys(first).sort()).toEqual(
        [
          'id',
          'name',
          'ssn',
          'gender',
          'email',
          'mobile',
          'prep_mark',
          'math',
          'english',
          'std_code',
          'school_id',
          'school',
          'career',
          'cmatch',
          'position',
          'interview',
          'enrolled',
          'competent',
          'job',
          'extra_time_percent',
          'masked',
          'scores',
        ].sort(),
      );
      // A teacher sees the national ID masked (applicants-privacy.test.ts).
      expect(first).toMatchObject({
        name: demo[0].name,
        ssn: maskSsn(demo[0].ssn),
        gender: demo[0].gender,
        prep_mark: demo[0].prep_mark,
        school: SEED_SCHOOLS[0],
      });
      expect(typeof first.math).toBe('number');
      expect(data.applicants.filter((applicant) => applicant.interview !== null).length).toBeGreaterThan(5);
      expect(data.applicants.filter((applicant) => applicant.enrolled === 'Yes').length).toBeGreaterThan(3);
    });

    test('search finds part of a name (Arabic or English, any case), the whole SSN or part of its visible digits, an e-mail or a mobile', async () => {
      const demo = demoApplicants();
      expect((await list({ search: 'أحمد' })).applicants.map((a) => a.name)).toEqual(
        demo.filter((d) => d.name.includes('أحمد')).map((d) => d.name),
      );
      expect((await list({ search: 'omar khaled' })).applicants.map((a) => a.name)).toEqual(['Omar Khaled Mansour']);
      expect((await list({ search: demo[7].ssn })).applicants.map((a) => a.name)).toEqual([demo[7].name]);
      expect((await list({ search: demo[7].ssn.slice(0, 7) })).applicants.map((a) => a.ssn)).toContain(maskSsn(demo[7].ssn));
      // Part of the hidden digits finds nothing, for every viewer (applicants-privacy.test.ts).
      expect((await list({ search: demo[7].ssn.slice(7, 13) })).applicants.map((a) => a.name)).not.toContain(demo[7].name);
      expect((await list({ search: 'APPLICANT05@' })).applicants.map((a) => a.email)).toEqual(['applicant05@families.example']);
      expect((await list({ search: demo[9].mobile })).applicants.map((a) => a.name)).toContain(demo[9].name);
      expect((await list({ search: '%' })).applicants).toEqual([]);
    });

    test('filters by school, gender, enrolled (none = not decided) and career, and combines them', async () => {
      const all = (await list()).applicants;
      const bySchool = (await list({ school_id: 2 })).applicants;
      expect(bySchool.length).toBeGreaterThan(0);
      expect(bySchool.every((a) => a.school_id === 2)).toBe(true);
      expect(bySchool).toHaveLength(all.filter((a) => a.school_id === 2).length);
      expect((await list({ gender: 'female' })).applicants).toHaveLength(all.filter((a) => a.gender === 'female').length);
      expect((await list({ enrolled: 'Yes' })).applicants).toHaveLength(all.filter((a) => a.enrolled === 'Yes').length);
      expect((await list({ enrolled: 'none' })).applicants).toHaveLength(all.filter((a) => a.enrolled === '').length);
      const career = all[0].career;
      expect((await list({ career: career.toUpperCase() })).applicants).toHaveLength(all.filter((a) => a.career === career).length);
      const combined = (await list({ gender: 'male', school_id: 1, enrolled: 'Yes' })).applicants;
      expect(combined).toEqual(all.filter((a) => a.gender === 'male' && a.school_id === 1 && a.enrolled === 'Yes'));
    });

    test('sorts by any column, both ways; empty interview scores go last', async () => {
      const byName = (await list({ sort: 'name', order: 'desc' })).applicants.map((a) => a.name.toLowerCase());
      expect(byName[0] >= byName[byName.length - 1]).toBe(true);
      const byMath = (await list({ sort: 'math' })).applicants.map((a) => a.math);
      expect(byMath).toEqual([...byMath].sort((x, y) => x - y));
      const byInterview = (await list({ sort: 'interview', order: 'desc' })).applicants.map((a) => a.interview);
      const scored = byInterview.filter((value): value is number => value !== null);
      expect(byInterview.slice(0, scored.length)).toEqual([...scored].sort((x, y) => y - x));
      expect(byInterview.slice(scored.length).every((value) => value === null)).toBe(true);
    });

    test('an unknown sort column or gender answers 400', async () => {
      const response = await t.call('listApplicants', { sort: 'password' } as never, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/^sort: /);
      expect((await t.call('listApplicants', { gender: 'x' } as never, { token: admin })).statusCode).toBe(400);
    });
  });

  test('emp/getpositions.php is public and answers positions and schools', async () => {
    const response = await t.call('applyOptions', {});
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { positions: Array<{ name: string }>; schools: Array<{ name: string }> } }>().data;
    expect(data.positions.map((p) => p.name)).toEqual(SEED_POSITIONS);
    expect(data.schools.map((s) => s.name)).toEqual(SEED_SCHOOLS);
  });

  test('admin/getapp.php answers 404 for an unknown applicant', async () => {
    const response = await t.call('getApplicant', { applicant_id: 424242 }, { token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'There is no applicant with the id 424242.' });
  });

  describe.each([
    ['setEnrolled', 'enrolled'],
    ['setCompetent', 'competent'],
  ] as const)('%s', (call, column) => {
    test(`sets ${column} to Yes, No or '' and audits each change once`, async () => {
      const created = (await add()).data;
      for (const status of ['Yes', 'No', ''] as const) {
        const response = await t.call(call, { id: created.id, status }, { token: admin });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ data: Applicant }>().data[column]).toBe(status);
      }
      await t.call(call, { id: created.id, status: '' }, { token: admin });
      const audit = await auditRows(created.id, `applicant.${column}`);
      expect(audit.map((row) => row.details)).toEqual([
        { [column]: { from: '', to: 'Yes' } },
        { [column]: { from: 'Yes', to: 'No' } },
        { [column]: { from: 'No', to: '' } },
      ]);
    });

    test('refuses another status (400) and an unknown applicant (404)', async () => {
      const bad = await t.call(call, { id: 1, status: 'Maybe' as never }, { token: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ msg: "The status must be 'Yes', 'No' or ''" });
      const unknown = await t.call(call, { id: 31337, status: 'Yes' }, { token: admin });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
