import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { maskSsn, type Applicant } from '@mizan/shared';
import { demoApplicants } from '../db/seed-applicants';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

const BULK = 20_000;

/**
 * The applicant list with 20,000 applicants: inserted in one statement
 * (generate_series), then listed, filtered and sorted through the real
 * route, gzip included. The time limits are loose (this machine is shared);
 * the measured numbers are printed for bench notes.
 */
describe.each(testDatabases())('admin/getapplicant.php with 20,000 applicants on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let bulkExam: number;
  const total = BULK + demoApplicants().length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    // Names in Arabic and English, national IDs 3 + 13 digits (unique), scores spread over 0..100.
    await sql`
      insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code, school_id, career, cmatch, position, interview, enrolled, competent, job)
      select
        case when i % 2 = 0 then 'Bulk Applicant ' || i else 'متقدم رقم ' || i end,
        '3' || lpad(i::text, 13, '0'),
        case when i % 2 = 0 then 'male' else 'female' end,
        'bulk' || i || '@families.example',
        '010' || lpad(i::text, 8, '0'),
        (i % 10001) / 100.0,
        (i * 7 % 10001) / 100.0,
        (i * 13 % 10001) / 100.0,
        'BULK-' || i,
        1 + i % 5,
        (array['Realistic','Investigative','Artistic','Social','Enterprising','Conventional'])[1 + i % 6],
        'Medium',
        'Grade ' || (7 + i % 6),
        case when i % 3 = 0 then (i % 8001) / 100.0 + 20 else null end,
        (array['Yes','No',''])[1 + i % 3],
        '',
        i % 15
      from generate_series(1, ${BULK}) as i
    `.execute(t.database.db);
    // Every bulk applicant took the admission test and was graded: its score column is part of the list's cost.
    bulkExam = (
      await t.database.db
        .insertInto('assessments')
        .values({ name: 'Bulk admission', questions: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await sql`
      insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, submitted_at, submitted_by, status, percent, graded_at)
      select md5('bulk-attempt-' || a.id), a.id, ${bulkExam}, 1, 'seed', now(), 'applicant', 'graded', (substr(a.ssn, 2)::bigint % 101), now()
      from applicants as a where a.std_code like 'BULK-%'
    `.execute(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('answers all of them, correctly and compressed (the time it took is printed; bench/ measures it)', async () => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/getapplicant.php',
      headers: { authorization: `Bearer ${admin}`, 'accept-encoding': 'gzip' },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const raw = gunzipSync(response.rawPayload);
    const applicants = (JSON.parse(raw.toString('utf8')) as { data: { applicants: Applicant[] } }).data.applicants;
    expect(applicants).toHaveLength(total);
    const sample = applicants.find((a) => a.name === 'متقدم رقم 12345');
    expect(sample).toEqual({
      id: expect.any(Number),
      name: 'متقدم رقم 12345',
      ssn: maskSsn('30000000012345'),
      masked: ['ssn'],
      gender: 'female',
      email: 'bulk12345@families.example',
      mobile: '01000012345',
      prep_mark: 23.44,
      math: 64.07, // 12345 × 7 mod 10001 = 6407
      english: 4.69, // 12345 × 13 mod 10001 = 469
      std_code: 'BULK-12345',
      school_id: 1,
      school: expect.any(String),
      career: 'Social', // 12345 mod 6 = 3
      cmatch: 'Medium',
      position: 'Grade 10',
      interview: 63.44, // 12345 mod 3 = 0: 4344 / 100 + 20
      enrolled: 'Yes',
      competent: '',
      job: 0,
      extra_time_percent: 0,
      access_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      scores: { [bulkExam]: 23 }, // 12345 mod 101
    });
    process.stdout.write(
      `\n[20,000 applicants, ${kind.name}] ${total} rows: JSON ${raw.length} bytes, gzip ${response.rawPayload.length} bytes, ${elapsed.toFixed(0)} ms through inject\n`,
    );
  });

  test('search, filters and sort still answer the right rows', async () => {
    const response = await t.call('listApplicants', { search: 'BULK1999', gender: 'male', sort: 'name', order: 'desc' }, { token: admin });
    const applicants = response.json<{ data: { applicants: Applicant[] } }>().data.applicants;
    // bulk1999@…, bulk19990@ … bulk19998@ (even numbers are male)
    expect(applicants.map((a) => a.email)).toEqual([
      'bulk19998@families.example',
      'bulk19996@families.example',
      'bulk19994@families.example',
      'bulk19992@families.example',
      'bulk19990@families.example',
    ]);
    const bySchool = await t.call('listApplicants', { school_id: 3, enrolled: 'Yes', sort: 'prep_mark', order: 'desc' }, { token: admin });
    const list = bySchool.json<{ data: { applicants: Applicant[] } }>().data.applicants;
    expect(list.length).toBeGreaterThan(1000);
    expect(list.every((a) => a.school_id === 3 && a.enrolled === 'Yes')).toBe(true);
    expect(list.map((a) => a.prep_mark)).toEqual([...list.map((a) => a.prep_mark)].sort((x, y) => y - x));
  });
});
