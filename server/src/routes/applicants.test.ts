import {
  APPLICANT_ID_REQUIRED,
  GENDER_CHOICE,
  INVALID_EMAIL,
  MOBILE_DIGITS_ONLY,
  NATIONAL_ID_BAD_DATE,
  NATIONAL_ID_CENTURY,
  NATIONAL_ID_DIGITS_ONLY,
  NATIONAL_ID_FEMALE_BUT_MALE,
  NATIONAL_ID_FUTURE_DATE,
  NATIONAL_ID_GOVERNORATE,
  NATIONAL_ID_MALE_BUT_FEMALE,
  NOT_A_NUMBER,
  SCHOOL_CHOICE,
  SCORE_DECIMALS,
  interviewQuestionKeys,
  maskSsn,
  notOnFormMessage,
  ratingMissingMessage,
  ratingRangeMessage,
  scoreRangeMessage,
  type Applicant,
  type InterviewReview,
  type RequestOf,
} from '@mizan/shared';
import { SEED_POSITIONS, SEED_SCHOOLS } from '../db/seed';
import { demoApplicants } from '../db/seed-applicants';
import { missingAnyFlagMessage, missingFlagMessage } from '../services/authenticate';
import { freshSsn, signInWithFlags, storedApplicant, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import {
  APPLICATION_ADDED,
  APPLICATION_UPDATED,
  INTERVIEW_SUBMITTED,
  NOTHING_TO_CHANGE,
  SCHOOL_ONLY,
  duplicateSsnMessage,
} from './applicants';

jest.setTimeout(120_000);

type ListAnswer = { data: { applicants: Applicant[]; schools: Array<{ id: number; name: string }> } };

describe.each(testDatabases())('applicant calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let mover: string;
  let interviewer: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    mover = await signInWithFlags(t, admin, 'mover', ['movetoschool']);
    interviewer = await signInWithFlags(t, admin, 'rater', ['interview']);
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
    let query = t.database.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'applicant').where('subject_id', '=', String(subjectId));
    if (action) query = query.where('action', '=', action);
    return query.orderBy('id').execute();
  }

  const countApplicants = async () =>
    Number((await t.database.db.selectFrom('applicants').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('admin/getapplicant.php', () => {
    test('answers every demo applicant with the SPEC fields and the schools, to any signed-in staff member', async () => {
      const data = await list({}, teacher);
      const demo = demoApplicants();
      expect(data.applicants).toHaveLength(demo.length);
      expect(data.schools.map((school) => school.name)).toEqual(SEED_SCHOOLS);
      const first = data.applicants[0];
      expect(Object.keys(first).sort()).toEqual(
        ['id', 'name', 'ssn', 'gender', 'email', 'mobile', 'prep_mark', 'math', 'english', 'std_code', 'school_id', 'school', 'career', 'cmatch', 'position', 'interview', 'enrolled', 'competent', 'job', 'extra_time_percent', 'masked', 'scores'].sort(),
      );
      // A teacher sees the national ID masked (applicants-privacy.test.ts).
      expect(first).toMatchObject({ name: demo[0].name, ssn: maskSsn(demo[0].ssn), gender: demo[0].gender, prep_mark: demo[0].prep_mark, school: SEED_SCHOOLS[0] });
      expect(typeof first.math).toBe('number');
      expect(data.applicants.filter((applicant) => applicant.interview !== null).length).toBeGreaterThan(5);
      expect(data.applicants.filter((applicant) => applicant.enrolled === 'Yes').length).toBeGreaterThan(3);
    });

    test('search finds part of a name (Arabic or English, any case), the whole SSN or part of its visible digits, an e-mail or a mobile', async () => {
      const demo = demoApplicants();
      expect((await list({ search: 'أحمد' })).applicants.map((a) => a.name)).toEqual(demo.filter((d) => d.name.includes('أحمد')).map((d) => d.name));
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

  describe('admin/updateapp.php: add', () => {
    test('adds an applicant, answers the record with its school name and "Application Added Successfully.", and audits it', async () => {
      const form = validApplicant({ name: '  سارة محمود  ', gender: 'female', prep_mark: '95.5', school_id: '3' });
      const response = await t.call('saveApplicant', form, { token: admin });
      expect(response.statusCode).toBe(200);
      const { data, msg } = response.json<{ data: Applicant; msg: string }>();
      expect(msg).toBe(APPLICATION_ADDED);
      expect(data).toMatchObject({ name: 'سارة محمود', ssn: maskSsn(form.ssn as string), masked: ['ssn'], gender: 'female', prep_mark: 95.5, school_id: 3, school: SEED_SCHOOLS[2], enrolled: '', competent: '', interview: null, job: 5 });
      const audit = await auditRows(data.id, 'applicant.add');
      expect(audit).toHaveLength(1);
      expect(audit[0].actor_user_id).toBe(1);
      expect(audit[0].details).toMatchObject({ name: 'سارة محمود', ssn: form.ssn, school_id: 3 });
    });

    const SPEC_CASES: Array<[string, Partial<RequestOf<'saveApplicant'>>, string]> = [
      ['name empty', { name: '' }, 'Required'],
      ['name blank', { name: '   ' }, 'Required'],
      ['name 2 characters', { name: 'Al' }, 'Must be greater than 2 characters'],
      ['name 501 characters', { name: 'a'.repeat(501) }, 'Must be 500 characters or less'],
      ['ssn empty', { ssn: '' }, 'Required'],
      ['ssn missing', { ssn: undefined }, 'Required'],
      ['ssn 13 characters', { ssn: '3100517011237' }, 'Must be 14 characters'],
      ['ssn 15 characters', { ssn: '310051701123751' }, 'Must be 14 characters'],
      ['ssn with a letter', { ssn: '3100517011237A' }, NATIONAL_ID_DIGITS_ONLY],
      ['ssn century 1', { ssn: '11005170112375' }, NATIONAL_ID_CENTURY],
      ['ssn 30 February', { ssn: '31002300112375' }, NATIONAL_ID_BAD_DATE],
      ['ssn month 13', { ssn: '31013010112375' }, NATIONAL_ID_BAD_DATE],
      ['ssn born in 2099', { ssn: '39901010112375' }, NATIONAL_ID_FUTURE_DATE],
      ['ssn governorate 20', { ssn: '31005172012375' }, NATIONAL_ID_GOVERNORATE],
      ['ssn of a female, gender male', { ssn: '31005170112385', gender: 'male' }, NATIONAL_ID_FEMALE_BUT_MALE],
      ['ssn of a male, gender female', { ssn: '31005170112375', gender: 'female' }, NATIONAL_ID_MALE_BUT_FEMALE],
      ['email empty', { email: '' }, 'Required'],
      ['email 2 characters', { email: 'a@' }, 'Must be greater than 2 characters'],
      ['email 51 characters', { email: `${'a'.repeat(40)}@example.com` }, 'Must be 50 characters or less'],
      ['email not an address', { email: 'not-an-address' }, INVALID_EMAIL],
      ['mobile empty', { mobile: '' }, 'Required'],
      ['mobile 10 digits', { mobile: '0101234567' }, 'Must be 11 characters'],
      ['mobile 12 digits', { mobile: '010123456789' }, 'Must be 11 characters'],
      ['mobile with a letter', { mobile: '0101234567x' }, MOBILE_DIGITS_ONLY],
      ['prep_mark empty', { prep_mark: '' }, 'Required'],
      ['prep_mark text', { prep_mark: 'ninety' }, NOT_A_NUMBER],
      ['prep_mark 100.5', { prep_mark: 100.5 }, scoreRangeMessage()],
      ['prep_mark negative', { prep_mark: -1 }, scoreRangeMessage()],
      ['prep_mark 3 decimals', { prep_mark: 90.125 }, SCORE_DECIMALS],
      ['math empty', { math: '' }, 'Required'],
      ['english missing', { english: undefined }, 'Required'],
      ['std_code empty', { std_code: '' }, 'Required'],
      ['gender empty', { gender: '' }, 'Required'],
      ['gender other', { gender: 'other' as never }, GENDER_CHOICE],
      ['school empty', { school_id: '' }, 'Required'],
      ['school unknown', { school_id: 9999 }, SCHOOL_CHOICE],
    ];
    test.each(SPEC_CASES)('%s answers 400 with its message, and adds nothing', async (_case, overrides, message) => {
      const before = await countApplicants();
      const form = { ...validApplicant(), ...overrides };
      const response = await t.call('saveApplicant', form, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: message });
      expect(await countApplicants()).toBe(before);
    });

    test('a national ID already used answers 409 naming who holds it, and adds nothing', async () => {
      const first = (await add({ name: 'Original Holder' })).data;
      const before = await countApplicants();
      const response = await t.call('saveApplicant', validApplicant({ name: 'Second Try', ssn: first.ssn }), { token: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ msg: duplicateSsnMessage(first.ssn, { id: first.id, name: 'Original Holder' }) });
      expect(response.json<{ msg: string }>().msg).toBe(
        `An applicant with the national ID ${first.ssn} already exists: Original Holder (#${first.id}). One person can apply only once.`,
      );
      expect(await countApplicants()).toBe(before);
    });
  });

  describe('admin/updateapp.php: update', () => {
    test('changes the given fields, answers "Application Updated Successfully." and audits exactly what changed', async () => {
      const created = (await add()).data;
      const response = await t.call('saveApplicant', { ...validApplicant(), ...created, applicant_id: created.id, name: 'Tarek S. Hosny', math: 91.5 }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ msg: string }>().msg).toBe(APPLICATION_UPDATED);
      expect(response.json<{ data: Applicant }>().data).toMatchObject({ id: created.id, name: 'Tarek S. Hosny', math: 91.5, english: created.english });
      const audit = await auditRows(created.id, 'applicant.update');
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toEqual({ name: { from: 'Tarek Samir Hosny', to: 'Tarek S. Hosny' }, math: { from: 88, to: 91.5 } });
    });

    test('sending the record unchanged answers "Nothing to change." and writes no audit row', async () => {
      const created = (await add()).data;
      const response = await t.call('saveApplicant', { ...created, applicant_id: created.id }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ msg: string }>().msg).toBe(NOTHING_TO_CHANGE);
      expect(await auditRows(created.id, 'applicant.update')).toHaveLength(0);
    });

    test("changing the national ID to another applicant's answers 409 and changes nothing", async () => {
      const one = (await add({ name: 'First Person' })).data;
      const two = (await add({ name: 'Second Person' })).data;
      const response = await t.call('saveApplicant', { ...two, applicant_id: two.id, ssn: one.ssn }, { token: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ msg: duplicateSsnMessage(one.ssn, { id: one.id, name: 'First Person' }) });
      const listed = (await list({ search: two.ssn })).applicants;
      expect(listed.map((a) => a.id)).toEqual([two.id]);
    });

    test('an update without the national ID keeps the stored one, as the edit form sends it (getapp.php answers it masked)', async () => {
      const created = (await add()).data;
      const { ssn: _kept, ...withoutId } = created;
      const response = await t.call('saveApplicant', { ...withoutId, applicant_id: created.id, mobile: '01111111111' }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Applicant }>().data).toMatchObject({ ssn: maskSsn(created.ssn), mobile: '01111111111' });
      expect(await storedApplicant(t, created.id)).toEqual({ ...created, mobile: '01111111111' });
      expect((await auditRows(created.id, 'applicant.update'))[0].details).toEqual({ mobile: { from: created.mobile, to: '01111111111' } });
    });

    test('without the national ID, a gender that disagrees with the stored ID is refused with its message, and nothing changes', async () => {
      const created = (await add({ gender: 'male' })).data;
      const { ssn: _kept, ...withoutId } = created;
      const response = await t.call('saveApplicant', { ...withoutId, applicant_id: created.id, gender: 'female' }, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: NATIONAL_ID_MALE_BUT_FEMALE });
      expect(await storedApplicant(t, created.id)).toEqual(created);
    });

    test('the masked ID sent back as if it were the ID is refused, and nothing changes', async () => {
      const created = (await add()).data;
      const response = await t.call('saveApplicant', { ...created, applicant_id: created.id, ssn: maskSsn(created.ssn), name: 'Changed Name' }, { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: NATIONAL_ID_DIGITS_ONLY });
      expect(await storedApplicant(t, created.id)).toEqual(created);
    });

    test('an unknown applicant_id answers 404', async () => {
      const response = await t.call('saveApplicant', { ...validApplicant(), applicant_id: 987654 }, { token: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'There is no applicant with the id 987654.' });
    });
  });

  describe('movetoschool without updateinfo (Change Specialization)', () => {
    test('may read an applicant with admin/getapp.php and change its school; the change is audited as a specialization change', async () => {
      const created = (await add({ school_id: 1 })).data;
      const got = await t.call('getApplicant', { applicant_id: created.id, spe_only: true }, { token: mover });
      expect(got.statusCode).toBe(200);
      const { applicant, schools } = got.json<{ data: { applicant: Applicant; schools: unknown[] } }>().data;
      // Access codes are for updateinfo holders only (docs/security.md).
      const { access_code: _code, ...seenWithoutUpdateinfo } = created;
      expect(applicant).toEqual({ ...seenWithoutUpdateinfo, ssn: maskSsn(created.ssn), competent: '', masked: ['ssn', 'competent'], scores: {} });
      expect(schools).toHaveLength(SEED_SCHOOLS.length);

      // The form sends the record as loaded without the masked ID: the stored one stays.
      const { ssn: _masked, ...loaded } = applicant;
      const response = await t.call('saveApplicant', { ...loaded, applicant_id: created.id, school_id: 4, reason: 'Moved closer to home' }, { token: mover });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Applicant }>().data).toMatchObject({ school_id: 4, school: SEED_SCHOOLS[3], name: created.name });
      const audit = await auditRows(created.id, 'transfer');
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toEqual({ school_id: { from: 1, to: 4 }, from_school: SEED_SCHOOLS[0], to_school: SEED_SCHOOLS[3], reason: 'Moved closer to home' });
    });

    test.each([
      ['name', { name: 'Someone Else' }],
      ['math', { math: 12 }],
      ['national ID', { ssn: freshSsn('male') }],
      ['career', { career: 'Artistic' }],
    ])('may not change the %s (403), even with the school; nothing changes', async (_field, change) => {
      const created = (await add({ school_id: 1 })).data;
      const response = await t.call('saveApplicant', { ...created, applicant_id: created.id, school_id: 2, ...change }, { token: mover });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ msg: SCHOOL_ONLY });
      expect(await storedApplicant(t, created.id)).toEqual(created);
    });

    test('may not add an applicant, set enrolled or competent, or rate interviews (403)', async () => {
      const added = await t.call('saveApplicant', validApplicant(), { token: mover });
      expect(added.statusCode).toBe(403);
      expect(added.json()).toEqual({ msg: missingFlagMessage('updateinfo') });
      const applicantId = (await list()).applicants[0].id;
      expect((await t.call('setEnrolled', { id: applicantId, status: 'Yes' }, { token: mover })).statusCode).toBe(403);
      expect((await t.call('setCompetent', { id: applicantId, status: 'Yes' }, { token: mover })).statusCode).toBe(403);
      expect((await t.call('applicantInterview', { appId: applicantId }, { token: mover })).statusCode).toBe(403);
    });

    test('staff with neither flag may not read one applicant through admin/getapp.php', async () => {
      const response = await t.call('getApplicant', { applicant_id: 1 }, { token: teacher });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ msg: missingAnyFlagMessage(['updateinfo', 'movetoschool']) });
      expect(response.json<{ msg: string }>().msg).toBe('You need the "Add and update applicants" or "Change Specialization" permission for this.');
    });
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

  describe('interviews', () => {
    const ratings = (count: number, pattern: number[]) => Object.fromEntries(interviewQuestionKeys(count as 7 | 12 | 21).map((key, i) => [key, pattern[i % pattern.length]]));

    test.each([
      [0, 12],
      [2, 12],
      [3, 7],
      [11, 7],
      [12, 21],
      [40, 21],
    ])('job %d takes the %d-criterion form: fewer answers say which is missing, more say which is not on it', async (job, size) => {
      const created = (await add({ job })).data;
      const missing = await t.call('submitInterview', { applicant_id: created.id, ...ratings(size - 1, [4]) }, { token: interviewer });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ msg: ratingMissingMessage(`q${size}`) });
      const extra = await t.call('submitInterview', { applicant_id: created.id, ...ratings(size, [4]), [`q${size + 1}`]: 4 }, { token: interviewer });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toEqual({ msg: notOnFormMessage(`q${size + 1}`, size as 7 | 12 | 21) });
      const ok = await t.call('submitInterview', { applicant_id: created.id, ...ratings(size, [4]) }, { token: interviewer });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ data: { review: InterviewReview } }>().data.review.form).toBe(size);
    });

    test('a rating outside 1..5 answers 400 naming the criterion', async () => {
      const created = (await add({ job: 5 })).data;
      for (const bad of [0, 6, 2.5, 'x']) {
        const response = await t.call('submitInterview', { applicant_id: created.id, ...ratings(7, [3]), q3: bad }, { token: interviewer });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ msg: ratingRangeMessage('q3') });
      }
    });

    test('no review yet answers null; submitting answers data.parent (2 decimals), stores it on the applicant, and the review then prefills', async () => {
      const created = (await add({ job: 7 })).data;
      const before = await t.call('applicantInterview', { appId: created.id }, { token: interviewer });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ data: null });

      // 7 criteria: 5+4+3+5+4+3+5 = 29 of 35 → 82.857… → 82.86
      const answers = { q1: 5, q2: '4', q3: 3, q4: 5, q5: 4, q6: 3, q7: 5 };
      const response = await t.call('submitInterview', { applicant_id: created.id, notes: 'Calm and clear', ...answers }, { token: interviewer });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ data: { parent: number; review: InterviewReview }; msg: string }>();
      expect(body.msg).toBe(INTERVIEW_SUBMITTED);
      expect(body.data.parent).toBe(82.86);
      expect((await list({ search: created.ssn })).applicants[0].interview).toBe(82.86);

      for (const request of [{ appId: created.id }, { id: created.id }]) {
        const prefill = await t.call('applicantInterview', request, { token: interviewer });
        const review = prefill.json<{ data: InterviewReview }>().data;
        expect(review).toMatchObject({ applicant_id: created.id, form: 7, parent: 82.86, notes: 'Calm and clear', reviewer: 'rater Staff' });
        expect(review.answers).toEqual({ q1: 5, q2: 4, q3: 3, q4: 5, q5: 4, q6: 3, q7: 5 });
        expect(Number.isNaN(Date.parse(review.at))).toBe(false);
      }
      const audit = await auditRows(created.id, 'applicant.interview');
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toMatchObject({ form: 7, interview: { from: null, to: 82.86 } });
    });

    test('submitting again replaces the review (one per applicant) and the score', async () => {
      const created = (await add({ job: 1 })).data;
      await t.call('submitInterview', { applicant_id: created.id, ...ratings(12, [5]) }, { token: admin });
      const again = await t.call('submitInterview', { applicant_id: created.id, ...ratings(12, [1, 2]) }, { token: admin });
      // 6 ones and 6 twos: 18 of 60 → 30.00
      expect(again.json<{ data: { parent: number } }>().data.parent).toBe(30);
      const rows = await t.database.db.selectFrom('interviews').selectAll().where('applicant_id', '=', created.id).execute();
      expect(rows).toHaveLength(1);
      expect((await list({ search: created.ssn })).applicants[0].interview).toBe(30);
    });

    test('all 5s give 100, all 1s give 20', async () => {
      const created = (await add({ job: 20 })).data;
      const high = await t.call('submitInterview', { applicant_id: created.id, ...ratings(21, [5]) }, { token: admin });
      expect(high.json<{ data: { parent: number } }>().data.parent).toBe(100);
      const low = await t.call('submitInterview', { applicant_id: created.id, ...ratings(21, [1]) }, { token: admin });
      expect(low.json<{ data: { parent: number } }>().data.parent).toBe(20);
    });

    test('without appId or id answers 400; an unknown applicant 404; without the interview flag 403', async () => {
      const none = await t.call('applicantInterview', {}, { token: admin });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ msg: APPLICANT_ID_REQUIRED });
      expect((await t.call('applicantInterview', { id: 777777 }, { token: admin })).statusCode).toBe(404);
      expect((await t.call('submitInterview', { applicant_id: 777777, ...ratings(12, [3]) }, { token: admin })).statusCode).toBe(404);
      const forbidden = await t.call('submitInterview', { applicant_id: 1, ...ratings(12, [3]) }, { token: teacher });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ msg: missingFlagMessage('interview') });
    });
  });
});
