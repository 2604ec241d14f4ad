import { randomBytes } from 'node:crypto';
import { scoreSortField, type Applicant, type ScoreColumn } from '@mizan/shared';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

/**
 * The score columns: each assessment with graded attempts is a column of the
 * applicants list (percent, or a Holland code for a career assessment),
 * filterable, sortable, and in the export.
 */
describe.each(testDatabases())('assessment score columns of the applicants list on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let math: number;
  let career: number;
  let ungraded: number;
  let applicants: number[];

  const attempt = (
    applicantId: number,
    assessmentId: number,
    trial: number,
    status: 'graded' | 'submitted',
    percent: number | null,
    careerCode = '',
  ) =>
    t.database.db
      .insertInto('attempts')
      .values({
        hash: randomBytes(24).toString('base64url'),
        applicant_id: applicantId,
        assessment_id: assessmentId,
        trial,
        shuffle_seed: 'seed',
        submitted_at: '2026-01-01T10:00:00Z',
        submitted_by: 'applicant',
        status,
        percent,
        career: careerCode,
        graded_at: status === 'graded' ? `2026-01-0${trial}T10:00:00Z` : null,
      })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    const db = t.database.db;
    const add = async (name: string) =>
      (await db.insertInto('assessments').values({ name, questions: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
    math = await add('Math admission 2027');
    career = await add('Career interests');
    ungraded = await add('Essay only');
    applicants = (await db.selectFrom('applicants').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    const [first, second, third] = applicants;
    await attempt(first, math, 1, 'graded', 40);
    await attempt(first, math, 2, 'graded', 72.456); // the latest trial wins, to 2 decimals
    await attempt(second, math, 1, 'graded', 95);
    await attempt(third, math, 1, 'submitted', null); // awaiting grading: no score yet
    await attempt(first, career, 1, 'graded', 100, 'SAE');
    await attempt(third, ungraded, 1, 'submitted', null);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/getapplicant.php',
      query,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { applicants: Applicant[]; scoreColumns: ScoreColumn[] } }>().data;
  };

  test('one column per assessment with a graded attempt; each applicant carries the percent or Holland code of the latest graded attempt', async () => {
    const data = await list();
    expect(data.scoreColumns).toEqual([
      { id: math, name: 'Math admission 2027', career: false },
      { id: career, name: 'Career interests', career: true },
    ]);
    const byId = new Map(data.applicants.map((applicant) => [applicant.id, applicant.scores]));
    expect(byId.get(applicants[0])).toEqual({ [math]: 72.46, [career]: 'SAE' });
    expect(byId.get(applicants[1])).toEqual({ [math]: 95 });
    expect(byId.get(applicants[2])).toEqual({});
  });

  test('filters to applicants with a score, within a percent range, and sorts by a score column (empty last)', async () => {
    expect((await list({ took: String(math) })).applicants.map((applicant) => applicant.id)).toEqual([applicants[0], applicants[1]]);
    expect((await list({ took: String(math), score_min: '80' })).applicants.map((applicant) => applicant.id)).toEqual([applicants[1]]);
    expect((await list({ took: String(math), score_max: '80' })).applicants.map((applicant) => applicant.id)).toEqual([applicants[0]]);
    expect((await list({ took: String(career) })).applicants.map((applicant) => applicant.id)).toEqual([applicants[0]]);
    const descending = (await list({ sort: scoreSortField(math), order: 'desc' })).applicants.map((applicant) => applicant.id);
    expect(descending.slice(0, 2)).toEqual([applicants[1], applicants[0]]);
    const ascending = (await list({ sort: scoreSortField(math), order: 'asc' })).applicants.map((applicant) => applicant.id);
    expect(ascending.slice(0, 2)).toEqual([applicants[0], applicants[1]]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/getapplicant.php',
      query: { sort: 'score:abc' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('the export has a column per assessment, headed by its name, the percent as a number and the code as text', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exportapplicants?took=${math}&sort=${scoreSortField(math)}&order=desc`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0].split(',');
    expect(header.slice(-2)).toEqual(['Math admission 2027 (%)', 'Career interests (Holland code)']);
    expect(lines.slice(1).map((line) => line.split(',').slice(-2))).toEqual([
      ['95', ''],
      ['72.46', 'SAE'],
    ]);
  });
});
