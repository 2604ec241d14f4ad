/**
 * Offers to 2,000 applicants in one batch, on PostgreSQL: the built server on
 * a database of its own (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards), one
 * school of 2,000 applicants seeded in SQL, each with an e-mail address and a
 * mobile (so every decision queues two messages). Each run makes a fresh
 * round of that school (300 seats) and, interleaved, times:
 *   - the baseline: admin/meritlist.php for the same 2,000 applicants;
 *   - the what-if: admin/previewdecisions.php, action 'offers' (300 offered,
 *     200 waitlisted, 1,500 not admitted);
 *   - the commit: admin/commitdecisions.php of that what-if (2,000 decisions,
 *     2,000 audit rows, 4,000 messages queued, one transaction).
 * Printed as a Markdown table with each run's times and the ratios to the
 * baseline measured in the same run (median and spread).
 *   node bench/admission-offers.mjs [runs]   (default 5)
 * Run after `npm run build -w @mizan/server`.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';

const runs = Math.max(5, Number(process.argv[2] ?? 5));
const APPLICANTS = 2000;
const SEATS = 300;
const WAITLIST = 200;
const SIGN = randomBytes(32).toString('hex');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SEED = `
insert into schools (name) values ('Bench Admissions School');
insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, interview, cmatch, std_code, school_id)
  select 'Applicant ' || lpad(g::text, 5, '0'), '3' || lpad(g::text, 13, '0'), case when g % 2 = 0 then 'male' else 'female' end,
         'family' || g || '@example.com', '010' || lpad(g::text, 8, '0'),
         50 + (g * 37) % 50, 40 + (g * 53) % 60, 45 + (g * 71) % 55, (g * 29) % 100, case when g % 3 = 0 then 'High' else 'Medium' end,
         'B-' || g, (select id from schools where name = 'Bench Admissions School')
  from generate_series(1, ${APPLICANTS}) g;
analyze;
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

async function timed(work) {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function measure(url, query) {
  const token = (await call(url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).data;
  const [{ id: schoolId }] = await query(`select id from schools where name = 'Bench Admissions School'`);
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString();
  // Warm-up: one of each, not counted.
  await call(url, 'admin/meritlist.php', { school_id: schoolId }, token);
  const rows = [];
  for (let run = 0; run <= runs; run += 1) {
    const round = (
      await call(
        url,
        'admin/saveround.php',
        {
          name: `Bench round ${run}`,
          school_id: schoolId,
          offer_deadline: deadline,
          auto_promote: true,
          seats: [{ school_id: schoolId, seats: SEATS }],
        },
        token,
      )
    ).data;
    const baseline = await timed(() => call(url, 'admin/meritlist.php', { school_id: schoolId }, token));
    const preview = await timed(() =>
      call(url, 'admin/previewdecisions.php', { roundId: round.id, action: 'offers', waitlist: WAITLIST }, token),
    );
    const commit = await timed(() =>
      call(url, 'admin/commitdecisions.php', { roundId: round.id, previewId: preview.answer.data.previewId }, token),
    );
    if (commit.answer.data.applied !== APPLICANTS) throw new Error(`The commit applied ${commit.answer.data.applied} changes.`);
    if (run === 0) continue;
    rows.push({ run, baseline: baseline.ms, preview: preview.ms, commit: commit.ms, rowsShown: preview.answer.data.rows.length });
  }
  const [{ count: queued }] = await query(`select count(*)::int as count from message_outbox`);
  return { rows, queued };
}

function report({ rows, queued }) {
  console.log(
    `\n### PostgreSQL: ${APPLICANTS} applicants, ${SEATS} seats, waitlist ${WAITLIST}; ${runs} runs (after one warm-up run); load average after ${load()}\n`,
  );
  console.log('| run | baseline: merit list (ms) | what-if (ms) | commit (ms) | what-if ÷ baseline | commit ÷ baseline |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.run} | ${row.baseline.toFixed(0)} | ${row.preview.toFixed(0)} | ${row.commit.toFixed(0)} | ${(row.preview / row.baseline).toFixed(2)} | ${(row.commit / row.baseline).toFixed(2)} |`,
    );
  const ratios = (key) => rows.map((row) => row[key] / row.baseline);
  const spread = (values) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
  console.log(
    `| **median** | **${median(rows.map((row) => row.baseline)).toFixed(0)}** | **${median(rows.map((row) => row.preview)).toFixed(0)}** | **${median(rows.map((row) => row.commit)).toFixed(0)}** | **${median(ratios('preview')).toFixed(2)}** (${spread(ratios('preview'))}) | **${median(ratios('commit')).toFixed(2)}** (${spread(ratios('commit'))}) |`,
  );
  console.log(`\nMessages queued in the outbox over all runs (warm-up included): ${queued}.`);
}

const name = `mizan_bench_admission_${process.pid}`;
const admin = new pg.Client({ connectionString: postgresUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(`PostgreSQL not reachable at ${postgresUrl} (${error.message}): nothing measured.`);
  process.exit(1);
}
console.log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; load average at start ${load()}`,
);
await admin.query(`create database ${name}`);
const url = new URL(postgresUrl);
url.pathname = `/${name}`;
const client = new pg.Client({ connectionString: url.toString() });
const query = async (statement) => (await client.query(statement)).rows;
try {
  let server = await startMizan({ DATABASE_URL: url.toString(), SEED_DEMO: '0' });
  await server.stop();
  await client.connect();
  await client.query(SEED);
  server = await startMizan({ DATABASE_URL: url.toString(), SEED_DEMO: '0' });
  try {
    report(await measure(server.url, query));
  } finally {
    await server.stop();
  }
} finally {
  await client.end().catch(() => {});
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
