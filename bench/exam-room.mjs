/**
 * The exam-day control room's refresh (admin/examroom.php) at 2,000 attempts:
 * the built server on a scratch database (embedded PGlite, then PostgreSQL
 * when one answers at BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, in a database of its own that
 * is dropped afterwards), seeded straight in SQL with one timed assessment of
 * 20 questions and 2,000 applicants' attempts in it (a quarter each
 * registered, answering with 10 saved answers, quiet for ten minutes with 3,
 * submitted with 20), beside 20,000 attempts of 10 other assessments. Then
 * the room is read through HTTP as the admin and as a teacher who reviews it,
 * `runs` times each after a warm-up (default 100), and p50/p95 are printed
 * as a Markdown table with the statement's EXPLAIN ANALYZE.
 *   node bench/exam-room.mjs [runs]
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

const runs = Number(process.argv[2] ?? 100);
const WARM_UP = 5;
const SIGN = randomBytes(32).toString('hex');
const TEACHER = { displayname: 'Bench Proctor', userName: 'benchproctor', role_id: 2, password: 'bench-proctor-pass' };
/** The teacher's own password, chosen at the first sign-in (an added account's given password works only for that). */
const TEACHER_OWN_PASSWORD = `${TEACHER.password}-own`;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOM_TITLE = 'Bench control room';

const SEED = `
insert into assessments (name, lang, published, istimed, duration, questions, created_by)
  select case when g = 0 then '${ROOM_TITLE}' else 'Other assessment ' || g end, 'En', true, 1, 60,
    (select jsonb_agg(jsonb_build_object('id', 'q' || lpad(q::text, 9, '0'), 'type', 'MCQ')) from generate_series(1, 20) q), 1
  from generate_series(0, 10) g;
insert into assessment_reviewers (assessment_id, user_id)
  select s.id, u.id from assessments s, users u where u.username = '${TEACHER.userName}' and s.name = '${ROOM_TITLE}';
insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code, school_id, extra_time_percent)
  select 'Applicant ' || lpad(g::text, 5, '0'), '3' || lpad(g::text, 13, '0'), case when g % 2 = 0 then 'male' else 'female' end,
         'family' || g || '@example.com', '010' || lpad(g::text, 8, '0'), 80, 70, 75, 'B-' || g, (select min(id) from schools) + g % 3,
         case when g % 20 = 0 then 50 else 0 end
  from generate_series(1, 22000) g;
insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, started_at, deadline, questions, submitted_at, submitted_by, status)
  select md5('bench' || a.n), a.id, s.id, 1, 'seed',
         case when a.n % 4 = 0 then null when a.n % 4 = 2 then now() - interval '20 minutes' else now() - interval '5 minutes' end,
         case when a.n % 4 = 0 then null else now() + interval '40 minutes' end,
         case when a.n % 4 = 0 then null else s.questions end,
         case when a.n % 4 = 3 then now() - interval '1 minute' end,
         case when a.n % 4 = 3 then 'applicant' end,
         case when a.n % 4 = 3 then 'submitted' else 'inprogress' end
  from (select id, row_number() over (order by id) as n from applicants where ssn like '3%' and email like 'family%') a
  join assessments s on s.name = case when a.n <= 2000 then '${ROOM_TITLE}' else 'Other assessment ' || (1 + a.n % 10) end;
insert into answers (attempt_id, question_id, answer, seq, saved_at)
  select t.id, 'q' || lpad(q::text, 9, '0'), '{"type":"MCQ","selected":["a"]}'::jsonb, 1, now() - interval '30 seconds'
  from attempts t, generate_series(1, 20) q
  where t.started_at is not null and q <= case when t.submitted_at is not null then 20 when t.started_at < now() - interval '10 minutes' then 3 else 10 end;
`;

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
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function timeRoom(url, examId) {
  const tokens = {
    admin: await signIn(url, 'admin', ADMIN_PASSWORD),
    'teacher (reviewer)': await signIn(url, TEACHER.userName, TEACHER_OWN_PASSWORD),
  };
  const results = [];
  for (const [who, token] of Object.entries(tokens)) {
    let answer;
    for (let i = 0; i < WARM_UP; i += 1) answer = await call(url, 'admin/examroom.php', { id: examId }, token);
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await call(url, 'admin/examroom.php', { id: examId }, token);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      who,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      attempts: answer.data.attempts.length,
      counts: answer.data.counts,
    });
  }
  return results;
}

/** The room's statement as services/exam-room/room-read.ts runs it (admin caller), for EXPLAIN ANALYZE. */
const ROOM_SQL = (examId) => `explain analyze
  with exam as (select id, name, coalesce(jsonb_array_length(questions), 0) as total, true as allowed from assessments where id = ${examId}),
  room as (
    select t.id, a.name, a.ssn, coalesce(s.name, '') as school, t.trial, coalesce(saved.answered, 0)::int as answered,
      floor(extract(epoch from (now() - greatest(t.started_at, saved.last_save))))::int as quiet,
      floor(extract(epoch from (t.deadline - now())))::int as left
    from exam join attempts t on t.assessment_id = exam.id and exam.allowed
    join applicants a on a.id = t.applicant_id left join schools s on s.id = a.school_id
    left join lateral (select count(*) filter (where answer is not null) as answered, max(saved_at) as last_save from answers where answers.attempt_id = t.id) saved on true
  )
  select exam.id, (select coalesce(json_agg(room order by room.name, room.trial), '[]'::json) from room) as attempts from exam`;

function report(label, seedMs, results, plan) {
  console.log(`\n### ${label}: seeded in ${(seedMs / 1000).toFixed(1)} s; ${runs} refreshes per caller; load average after ${load()}\n`);
  console.log('| caller | p50 ms | p95 ms | attempts | counts |');
  console.log('|---|---|---|---|---|');
  for (const result of results)
    console.log(
      `| ${result.who} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.attempts} | ${JSON.stringify(result.counts)} |`,
    );
  console.log(`\nEXPLAIN ANALYZE (the room's statement):\n${plan}`);
}

async function addTeacher(url) {
  await call(url, 'postusers', TEACHER, await signIn(url, 'admin', ADMIN_PASSWORD));
  await call(url, 'auth/choosepassword.php', { user: TEACHER.userName, pass: TEACHER.password, newPassword: TEACHER_OWN_PASSWORD });
}

async function measure(label, env, query, seedWith) {
  let server = await startMizan(env);
  await addTeacher(server.url);
  await server.stop();
  const started = performance.now();
  await seedWith();
  const seedMs = performance.now() - started;
  const [{ id: examId }] = await query(`select id from assessments where name = '${ROOM_TITLE}'`);
  server = await startMizan(env);
  const results = await timeRoom(server.url, examId).finally(() => server.stop());
  const plan = (await query(ROOM_SQL(examId))).map((row) => row['QUERY PLAN']).join('\n');
  report(label, seedMs, results, plan);
}

async function benchPglite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizan-bench-exam-room-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: '0' };
  // Opened only while the server is stopped: PGlite's files belong to one process at a time.
  const withDatabase = async (work) => {
    const database = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  try {
    await measure(
      'PGlite',
      env,
      (statement) => withDatabase(async (database) => (await database.query(statement)).rows),
      () =>
        withDatabase(async (database) => {
          await database.exec(SEED);
          await database.exec('vacuum analyze');
        }),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `mizan_bench_room_${process.pid}`;
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
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await measure(
      'PostgreSQL',
      { DATABASE_URL: url.toString(), SEED_DEMO: '0' },
      async (statement) => {
        if (!client._connected) await client.connect();
        return (await client.query(statement)).rows;
      },
      async () => {
        await client.connect();
        await client.query(SEED);
        await client.query('vacuum analyze');
      },
    );
  } finally {
    await client.end().catch(() => {});
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

console.log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; load average at start ${load()}`,
);
await benchPglite();
await benchPostgres();
