import { sql } from 'kysely';
import { MASK, STUDENT_EXAMS_COUNT_CAP, maskSsn, type AttemptStatus } from '@mizan/shared';
import type { Caller } from '../services/authenticate';
import { studentExamsQueries, type StudentExamsQuery } from '../services/students-exams';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

const APPLICANTS = 3_400;
const ASSESSMENTS = 12;
const PER_APPLICANT = 3;

interface Row {
  id: number;
  examname: string;
  studentname: string;
  ssn: string;
  status: string;
}
interface Page {
  exams: Row[];
  count: number;
  countCapped: boolean;
}

/**
 * admin/getstudentsexams.php over 10,200 bulk attempts (plus the demo ones):
 * every answer is compared with a plain reference query (join, lower-case
 * substring match, no index tricks), so the indexed query of migration 0010
 * must return the same rows, in the same order, and the same count (capped
 * at STUDENT_EXAMS_COUNT_CAP). The plans are checked to use indexes.
 */
describe.each(testDatabases())('admin/getstudentsexams.php at scale on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let teacherId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn(t.accounts.teacher.username, t.accounts.teacher.password);
    teacherId = (await db.selectFrom('users').select('id').where('username', '=', t.accounts.teacher.username).executeTakeFirstOrThrow())
      .id;
    await sql`
      insert into assessments (name, lang, published)
      select (array['Mathematics', 'Science', 'English'])[1 + g % 3] || ' scale test ' || g, 'En', true from generate_series(1, ${ASSESSMENTS}) g
    `.execute(db);
    await sql`
      insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code)
      select (array['Mariam', 'Youssef', 'Nour', 'Omar'])[1 + g % 4] || ' ' || (array['Adel', 'Khalil', 'Mansour'])[1 + (g / 4) % 3] || ' ' || lpad(g::text, 5, '0'),
             '4' || lpad(g::text, 13, '0'), 'male', 'scale' || lpad(g::text, 5, '0') || '@Example.com', '011' || lpad(g::text, 8, '0'), 80, 70, 75, 'S-' || g
      from generate_series(1, ${APPLICANTS}) g
    `.execute(db);
    await sql`
      insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, started_at, submitted_at, submitted_by, percent, status, needs_grading)
      select md5('scale' || g), a.first + g / ${PER_APPLICANT}, s.first + ((g / ${PER_APPLICANT}) + (g % ${PER_APPLICANT}) * 4) % ${ASSESSMENTS}, 1, 'seed',
             now() - interval '2 days',
             case when g % 10 = 0 then null else now() - (g % 500 || ' minutes')::interval end,
             case when g % 10 = 0 then null else 'applicant' end,
             case when g % 10 = 0 then null else g % 100 end,
             case when g % 10 = 0 then 'inprogress' when g % 10 < 6 then 'submitted' else 'graded' end,
             0
      from generate_series(0, ${APPLICANTS * PER_APPLICANT - 1}) g,
           (select min(id) as first from applicants where ssn like '4%') a,
           (select min(id) as first from assessments where name like '% scale test %') s
    `.execute(db);
    // A registration never started is not a taken assessment.
    await sql`
      insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed)
      select md5('registered'), max(a.id), min(s.id), 2, 'seed' from applicants a, assessments s where a.ssn like '4%' and s.name like '% scale test %'
    `.execute(db);
    await sql`
      insert into assessment_reviewers (assessment_id, user_id)
      select id, ${teacherId} from assessments where name in ('Science scale test 1', 'English scale test 2')
    `.execute(db);
    await sql`analyze`.execute(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The plain answer: every started attempt joined to its applicant and assessment, filtered row by row. */
  async function reference(query: StudentExamsQuery, reviewer: number | null) {
    const db = t.database.db;
    const search = query.search.toLowerCase();
    const rows = await db
      .selectFrom('attempts as t')
      .innerJoin('applicants as a', 'a.id', 't.applicant_id')
      .innerJoin('assessments as s', 's.id', 't.assessment_id')
      .select(['t.id', 's.name as examname', 'a.name as studentname', 'a.ssn', 't.status'])
      .where('t.started_at', 'is not', null)
      .$if(reviewer !== null, (q) =>
        q.where(
          't.assessment_id',
          'in',
          db
            .selectFrom('assessment_reviewers')
            .select('assessment_id')
            .where('user_id', '=', reviewer as number),
        ),
      )
      .$if(query.status !== undefined, (q) => q.where('t.status', '=', query.status as AttemptStatus))
      .$if(search !== '', (q) =>
        q.where(
          sql<boolean>`(strpos(lower(a.name), ${search}) > 0 or a.ssn = ${search} or strpos(substr(a.ssn, 1, 7) || ${MASK} || substr(a.ssn, 14, 1), ${search}) > 0
            or strpos(lower(a.email), ${search}) > 0 or strpos(lower(s.name), ${search}) > 0)`,
        ),
      )
      .orderBy(sql`t.submitted_at desc nulls last`)
      .orderBy('t.id', 'desc')
      .execute();
    const start = (query.pagenumber - 1) * query.pagesize;
    return {
      exams: rows.slice(start, start + query.pagesize).map((row) => ({ ...row, ssn: maskSsn(row.ssn) })),
      count: Math.min(rows.length, STUDENT_EXAMS_COUNT_CAP),
      countCapped: rows.length > STUDENT_EXAMS_COUNT_CAP,
    };
  }

  async function page(token: string, query: StudentExamsQuery): Promise<Page> {
    const response = await t.call('studentExams', { ...query, status: query.status ?? '' }, { token });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Page }>().data;
    return {
      exams: data.exams.map(({ id, examname, studentname, ssn, status }) => ({ id, examname, studentname, ssn, status })),
      count: data.count,
      countCapped: data.countCapped,
    };
  }

  const query = (changes: Partial<StudentExamsQuery>): StudentExamsQuery => ({ pagenumber: 1, pagesize: 15, search: '', ...changes });

  test.each([
    ['the first page', query({})],
    ['a later page', query({ pagenumber: 40 })],
    ['the page after the last', query({ pagenumber: 700 })],
    ['a name (few applicants)', query({ search: 'Nour Khalil 0' })],
    ['a name in other letter case', query({ search: 'mariam ADEL' })],
    ['a whole SSN', query({ search: '40000000001234' })],
    ['an ID as the mask shows it', query({ search: `4000000${MASK}4` })],
    ['an e-mail', query({ search: 'SCALE01234@example' })],
    ['an exam name', query({ search: 'science scale test 1' })],
    ['a broad search (more than 2,000 applicants)', query({ search: 'scale' })],
    ['a broad search, page 3', query({ search: 'mar', pagenumber: 3 })],
    ['no match', query({ search: 'nobody by this name' })],
    ['a wildcard character taken literally', query({ search: '%' })],
    ['status in progress', query({ status: 'inprogress' })],
    ['status graded, page 2, with a search', query({ status: 'graded', search: 'omar', pagenumber: 2 })],
  ])('an admin: %s', async (_case, asked) => {
    expect(await page(admin, asked)).toEqual(await reference(asked, null));
  });

  test('digits hidden by the mask find nobody: a search never discloses them', async () => {
    // '000123' is inside the IDs 40000000001230…9 and 40000000000123, behind the mask, and in no name, e-mail or exam name.
    expect(await page(admin, query({ search: '000123' }))).toEqual({ exams: [], count: 0, countCapped: false });
    expect((await page(admin, query({ search: '40000000001234' }))).exams.length).toBeGreaterThan(0);
  });

  test('the masked-ID trigram index is over the very form a search compares (maskSsn’s mask)', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'applicants_masked_ssn_trgm_idx' and schemaname = current_schema()
    `.execute(t.database.db);
    expect(rows[0]?.indexdef).toContain(`'${MASK}'`);
    expect(maskSsn('29901011234567')).toBe(`2990101${MASK}7`);
  });

  test('the count stops at 10,000 and says so; under it, it is exact', async () => {
    const all = await page(admin, query({}));
    expect(all).toMatchObject({ count: STUDENT_EXAMS_COUNT_CAP, countCapped: true });
    const submitted = await page(admin, query({ status: 'submitted' }));
    expect(submitted.countCapped).toBe(false);
    expect(submitted.count).toBe((await reference(query({ status: 'submitted' }), null)).count);
    expect(submitted.count).toBeGreaterThan(5_000);
  });

  test.each([
    ['the first page', query({})],
    ['a later page', query({ pagenumber: 20 })],
    ['a search that also matches assessments they do not review', query({ search: 'scale test' })],
    ['status submitted', query({ status: 'submitted' })],
  ])('a teacher sees only the assessments they review: %s', async (_case, asked) => {
    const answer = await page(teacher, asked);
    expect(answer).toEqual(await reference(asked, teacherId));
    expect(new Set(answer.exams.map((row) => row.examname)).size).toBeGreaterThan(0);
  });

  test('a grader who reviews no assessment sees none', async () => {
    const db = t.database.db;
    const graderId = (
      await db.selectFrom('users').select('id').where('username', '=', t.accounts.grader.username).executeTakeFirstOrThrow()
    ).id;
    await db.deleteFrom('assessment_reviewers').where('user_id', '=', graderId).execute();
    const grader = await t.signIn(t.accounts.grader.username, t.accounts.grader.password);
    const response = await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: '', status: '' }, { token: grader });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Page }>().data).toEqual({ exams: [], count: 0, countCapped: false });
  });

  async function plan(caller: 'admin' | 'teacher', asked: StudentExamsQuery) {
    // Only the user's id and role shape the query.
    const user = caller === 'admin' ? { id: 1, role_id: 1 } : { id: teacherId, role_id: 2 };
    const queries = await studentExamsQueries(t.database.db, { user } as Caller, asked);
    if (queries === null) throw new Error('no query to explain');
    const lines = async (compiled: { explain(): Promise<Array<Record<string, unknown>>> }) =>
      (await compiled.explain()).map((row) => String(Object.values(row)[0])).join('\n');
    return { page: await lines(queries.page), count: await lines(queries.count) };
  }

  test.each([
    ['admin', 'the first page', query({})],
    ['admin', 'a whole SSN', query({ search: '40000000001234' })],
    ['admin', 'a name', query({ search: 'nour khalil 01' })],
    ['admin', 'status in progress', query({ status: 'inprogress' })],
    ['teacher', 'the first page', query({})],
  ] as const)('the %s query for %s reads attempts through an index', async (caller, _case, asked) => {
    const { page: pagePlan, count: countPlan } = await plan(caller, asked);
    expect(pagePlan).not.toMatch(/Seq Scan on attempts/);
    expect(pagePlan).not.toMatch(/Seq Scan on applicants/);
    expect(pagePlan).toMatch(/Index|Bitmap/);
    expect(countPlan).toMatch(/Limit/);
  });
});
