/**
 * /dashboard/StudentsExams with 100,000 attempts: the built server
 * on a scratch database (embedded PGlite, then PostgreSQL when one answers at
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, in
 * a database of its own that is dropped afterwards), seeded straight in SQL
 * with 50,000 applicants, 40 assessments and 100,000 started attempts (two per
 * applicant; 10 % in progress, 50 % submitted, 40 % graded), a teacher who
 * reviews 3 of the assessments. Then admin/getstudentsexams.php is timed
 * through HTTP, case by case, `runs` times each after a warm-up (default 50),
 * and p50/p95 are printed as a Markdown table, with the EXPLAIN of each case
 * (taken on the same database after the server stopped).
 *   npm run bench:students-exams [-- runs]
 * Run after `npm run build -w @mizan/server`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';

const runs = Number(process.argv[2] ?? 50);
const WARM_UP = 5;
const SIGN = randomBytes(32).toString('hex');
const TEACHER = { displayname: 'Bench Teacher', userName: 'benchteacher', role_id: 2, password: 'bench-teacher-pass' };
/** The teacher's own password, chosen at the first sign-in (an added account's given password works only for that). */
const TEACHER_OWN_PASSWORD = `${TEACHER.password}-own`;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SEED = `
insert into assessments (name, lang, published, created_by)
  select (array['Mathematics', 'Science', 'English', 'Arabic', 'Career Interests'])[1 + g % 5] || ' admission test ' || g, 'En', true, 1
  from generate_series(1, 40) g;
insert into assessment_reviewers (assessment_id, user_id)
  select s.id, u.id from assessments s, users u where u.username = '${TEACHER.userName}' and s.name like '% admission test %' and s.id % 40 in (1, 2, 3);
insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code)
  select (array['Mariam', 'Youssef', 'Nour', 'Omar', 'Salma', 'Karim', 'Laila', 'Hassan', 'Farida', 'Adam'])[1 + g % 10]
           || ' ' || (array['Adel', 'Khalil', 'Mansour', 'Saleh', 'Fathy', 'Nabil', 'Gamal', 'Hegazy'])[1 + (g / 10) % 8] || ' ' || lpad(g::text, 5, '0'),
         '3' || lpad(g::text, 13, '0'), case when g % 2 = 0 then 'male' else 'female' end,
         'family' || lpad(g::text, 5, '0') || '@example.com', '010' || lpad(g::text, 8, '0'), 80, 70, 75, 'B-' || g
  from generate_series(1, 50000) g;
insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, started_at, submitted_at, submitted_by, percent, status, needs_grading)
  select md5('bench' || g), a.first + (g % 50000), s.first + ((g % 50000 + (g / 50000) * 20) % 40), 1, 'seed',
         now() - (g || ' minutes')::interval - interval '1 hour',
         case when g % 10 = 0 then null else now() - (g || ' minutes')::interval end,
         case when g % 10 = 0 then null else 'applicant' end,
         case when g % 10 = 0 then null else g % 100 end,
         case when g % 10 = 0 then 'inprogress' when g % 10 < 6 then 'submitted' else 'graded' end,
         case when g % 10 between 1 and 5 then 1 else 0 end
  from generate_series(0, 99999) g,
       (select min(id) as first from applicants where ssn like '3%' and email like 'family%') a,
       (select min(id) as first from assessments where name like '% admission test %') s;
`;

const CASES = [
  { name: 'first page', as: 'admin', data: { pagenumber: 1, pagesize: 15, search: '', status: '' } },
  { name: 'page 100', as: 'admin', data: { pagenumber: 100, pagesize: 15, search: '', status: '' } },
  { name: 'search by name', as: 'admin', data: { pagenumber: 1, pagesize: 15, search: 'Nour Khalil', status: '' } },
  { name: 'search by SSN', as: 'admin', data: { pagenumber: 1, pagesize: 15, search: '30000000042424', status: '' } },
  {
    name: 'search by the ID as masked (a tenth of the applicants)',
    as: 'admin',
    data: { pagenumber: 1, pagesize: 15, search: '3000000••••••4', status: '' },
  },
  { name: 'search by exam name', as: 'admin', data: { pagenumber: 1, pagesize: 15, search: 'science admission test 1', status: '' } },
  { name: 'status in progress', as: 'admin', data: { pagenumber: 1, pagesize: 15, search: '', status: 'inprogress' } },
  { name: 'teacher, first page', as: 'teacher', data: { pagenumber: 1, pagesize: 15, search: '', status: '' } },
  { name: 'teacher, status submitted', as: 'teacher', data: { pagenumber: 1, pagesize: 15, search: '', status: 'submitted' } },
];

async function call(url, apiPath, data, token) {
  const response = await fetch(`${url}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sign: SIGN, data }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const signIn = async (url, user, pass) => (await call(url, 'auth/login.php', { user, pass })).data;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeCases(url) {
  const tokens = { admin: await signIn(url, 'admin', ADMIN_PASSWORD), teacher: await signIn(url, TEACHER.userName, TEACHER_OWN_PASSWORD) };
  const results = [];
  for (const benchCase of CASES) {
    let answer;
    for (let i = 0; i < WARM_UP; i += 1) answer = await call(url, 'admin/getstudentsexams.php', benchCase.data, tokens[benchCase.as]);
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await call(url, 'admin/getstudentsexams.php', benchCase.data, tokens[benchCase.as]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      ...benchCase,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      rows: answer.data.exams.length,
      count: answer.data.count,
    });
  }
  return results;
}

/**
 * The plans of three cases on the same data, as services/students-exams.ts
 * shapes them (the search plans are checked by students-exams-scale.test.ts).
 */
const PLANS = {
  'first page': `select t.id from attempts t join applicants a on a.id = t.applicant_id join assessments s on s.id = t.assessment_id
    where t.started_at is not null order by t.submitted_at desc nulls last, t.id desc limit 15`,
  'status in progress': `select t.id from attempts t join applicants a on a.id = t.applicant_id join assessments s on s.id = t.assessment_id
    where t.started_at is not null and t.status = 'inprogress' order by t.submitted_at desc nulls last, t.id desc limit 15`,
  'count, no filter (capped)': `select count(*) from (select 1 from attempts t where t.started_at is not null limit 10001) m`,
};

async function explainAll(query) {
  const plans = {};
  for (const [name, statement] of Object.entries(PLANS))
    plans[name] = (await query(`explain ${statement}`)).map((row) => row['QUERY PLAN']).join('\n');
  return plans;
}

function report(label, seedMs, results, plans) {
  console.log(
    `\n### ${label}: 100,000 attempts seeded in ${(seedMs / 1000).toFixed(1)} s; ${runs} calls per case; load average after the calls ${load()}\n`,
  );
  console.log('| case | p50 ms | p95 ms | rows | count |');
  console.log('|---|---|---|---|---|');
  for (const result of results)
    console.log(`| ${result.name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.rows} | ${result.count} |`);
  for (const [name, plan] of Object.entries(plans)) console.log(`\nEXPLAIN ${name}:\n${plan}`);
}

async function addTeacher(url) {
  const token = await signIn(url, 'admin', ADMIN_PASSWORD);
  await call(url, 'postusers', TEACHER, token);
  await call(url, 'auth/choosepassword.php', { user: TEACHER.userName, pass: TEACHER.password, newPassword: TEACHER_OWN_PASSWORD });
}

async function benchPglite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizan-bench-students-exams-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: '0' };
  try {
    let server = await startMizan(env);
    await addTeacher(server.url);
    await server.stop();
    const database = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
    const started = performance.now();
    await database.exec(SEED);
    await database.exec('vacuum analyze');
    const seedMs = performance.now() - started;
    await database.close();
    server = await startMizan(env);
    const results = await timeCases(server.url).finally(() => server.stop());
    const reopened = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
    const plans = await explainAll(async (statement) => (await reopened.query(statement)).rows);
    await reopened.close();
    report('PGlite', seedMs, results, plans);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `mizan_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL not reachable at ${postgresUrl} (${error.message}): skipped.`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), SEED_DEMO: '0' };
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    let server = await startMizan(env);
    await addTeacher(server.url);
    await server.stop();
    await client.connect();
    const started = performance.now();
    await client.query(SEED);
    await client.query('vacuum analyze');
    const seedMs = performance.now() - started;
    server = await startMizan(env);
    const results = await timeCases(server.url).finally(() => server.stop());
    const plans = await explainAll(async (statement) => (await client.query(statement)).rows);
    report('PostgreSQL', seedMs, results, plans);
  } finally {
    await client.end().catch(() => {});
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
console.log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; load average at start ${load()}`,
);
await benchPglite();
await benchPostgres();
