import {
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
  maskSsn,
  scoreRangeMessage,
  type Applicant,
  type RequestOf,
} from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { missingAnyFlagMessage, missingFlagMessage } from '../services/authenticate';
import { freshSsn, signInWithFlags, storedApplicant, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { APPLICATION_ADDED, APPLICATION_UPDATED } from './applicants';
import { NOTHING_TO_CHANGE } from './common-messages';
import { SCHOOL_ONLY, duplicateSsnMessage } from '../services/applicant-changes';

jest.setTimeout(120_000);

type ListAnswer = { data: { applicants: Applicant[]; schools: Array<{ id: number; name: string }> } };

describe.each(testDatabases())('applicant calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let mover: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    mover = await signInWithFlags(t, admin, 'mover', ['movetoschool']);
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

  const countApplicants = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('applicants')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('admin/updateapp.php: add', () => {
    test('adds an applicant, answers the record with its school name and "Application Added Successfully.", and audits it', async () => {
      const form = validApplicant({ name: '  سارة محمود  ', gender: 'female', prep_mark: '95.5', school_id: '3' });
      const response = await t.call('saveApplicant', form, { token: admin });
      expect(response.statusCode).toBe(200);
      const { data, msg } = response.json<{ data: Applicant; msg: string }>();
      expect(msg).toBe(APPLICATION_ADDED);
      expect(data).toMatchObject({
        name: 'سارة محمود',
        ssn: maskSsn(form.ssn as string),
        masked: ['ssn'],
        gender: 'female',
        prep_mark: 95.5,
        school_id: 3,
        school: SEED_SCHOOLS[2],
        enrolled: '',
        competent: '',
        interview: null,
        job: 5,
      });
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
      const response = await t.call(
        'saveApplicant',
        { ...validApplicant(), ...created, applicant_id: created.id, name: 'Tarek S. Hosny', math: 91.5 },
        { token: admin },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ msg: string }>().msg).toBe(APPLICATION_UPDATED);
      expect(response.json<{ data: Applicant }>().data).toMatchObject({
        id: created.id,
        name: 'Tarek S. Hosny',
        math: 91.5,
        english: created.english,
      });
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
      const response = await t.call(
        'saveApplicant',
        { ...created, applicant_id: created.id, ssn: maskSsn(created.ssn), name: 'Changed Name' },
        { token: admin },
      );
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
      expect(applicant).toEqual({
        ...seenWithoutUpdateinfo,
        ssn: maskSsn(created.ssn),
        competent: '',
        masked: ['ssn', 'competent'],
        scores: {},
      });
      expect(schools).toHaveLength(SEED_SCHOOLS.length);

      // The form sends the record as loaded without the masked ID: the stored one stays.
      const { ssn: _masked, ...loaded } = applicant;
      const response = await t.call(
        'saveApplicant',
        { ...loaded, applicant_id: created.id, school_id: 4, reason: 'Moved closer to home' },
        { token: mover },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Applicant }>().data).toMatchObject({ school_id: 4, school: SEED_SCHOOLS[3], name: created.name });
      const audit = await auditRows(created.id, 'transfer');
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toEqual({
        school_id: { from: 1, to: 4 },
        from_school: SEED_SCHOOLS[0],
        to_school: SEED_SCHOOLS[3],
        reason: 'Moved closer to home',
      });
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
      expect(response.json<{ msg: string }>().msg).toBe(
        'You need the "Add and update applicants" or "Change Specialization" permission for this.',
      );
    });
  });
});
