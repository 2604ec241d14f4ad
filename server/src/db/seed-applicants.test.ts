import { interviewFormSize, nationalIdGender, nationalIdProblem, parentScore } from '@mizan/shared';
import { testDatabases } from '../test-support/test-databases';
import type { OpenDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';
import { demoApplicants, seedDemoApplicants } from './seed-applicants';

jest.setTimeout(60_000);

describe('the demo applicants', () => {
  const demo = demoApplicants();

  test('a few dozen, each with a valid national ID that agrees with the gender, all different', () => {
    expect(demo.length).toBeGreaterThanOrEqual(30);
    for (const applicant of demo) {
      expect(nationalIdProblem(applicant.ssn, { gender: applicant.gender })).toBeNull();
      expect(nationalIdGender(applicant.ssn)).toBe(applicant.gender);
      expect(applicant.mobile).toMatch(/^01[0125]\d{8}$/);
    }
    expect(new Set(demo.map((a) => a.ssn)).size).toBe(demo.length);
    expect(demo.some((a) => /[\u0600-\u06FF]/.test(a.name))).toBe(true);
    expect(demo.some((a) => /^[A-Za-z ]+$/.test(a.name))).toBe(true);
  });

  test('some enrolled (of both genders), some interviewed on each of the three forms, ratings that vary', () => {
    const enrolled = demo.filter((a) => a.enrolled === 'Yes');
    expect(new Set(enrolled.map((a) => a.gender))).toEqual(new Set(['male', 'female']));
    const interviewed = demo.filter((a) => a.ratings !== null);
    expect(new Set(interviewed.map((a) => interviewFormSize(a.job)))).toEqual(new Set([12, 7, 21]));
    for (const applicant of interviewed) expect(applicant.ratings).toHaveLength(interviewFormSize(applicant.job));
    expect(new Set(interviewed.map((a) => parentScore(a.ratings ?? []))).size).toBeGreaterThan(5);
  });
});

describe.each(testDatabases())('seeding the demo applicants on %s', (_name, kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  const count = async (table: 'applicants' | 'interviews') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('the first start adds them with their interviews and schools; seeding again adds none', async () => {
    const result = await seedDatabase(database.db, { adminPassword: 'first-admin-pass', seedDemo: true });
    expect(result.seeded).toBe(true);
    const demo = demoApplicants();
    expect(await count('applicants')).toBe(demo.length);
    expect(await count('interviews')).toBe(demo.filter((a) => a.ratings).length);
    const rows = await database.db.selectFrom('applicants').select(['ssn', 'school_id', 'interview']).orderBy('id').execute();
    expect(rows.every((row) => row.school_id !== null)).toBe(true);
    expect(rows.map((row) => (row.interview === null ? null : Number(row.interview)))).toEqual(
      demo.map((a) => (a.ratings ? parentScore(a.ratings) : null)),
    );

    expect(await seedDemoApplicants(database.db, null)).toBe(0);
    expect(await count('applicants')).toBe(demo.length);
    expect(await count('interviews')).toBe(demo.filter((a) => a.ratings).length);
  });
});

describe.each(testDatabases())('SEED_DEMO=0 on %s', (_name, kind) => {
  test('adds no applicant', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { adminPassword: 'first-admin-pass', seedDemo: false });
      const row = await database.db
        .selectFrom('applicants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
