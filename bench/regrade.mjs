/**
 * Regrading 2,000 submitted attempts, and what it does to exam-day saves: the
 * built server (server/dist/main.js) on PGlite or PostgreSQL, one published
 * assessment of 20 MCQs seeded in SQL with 2,000 graded submissions (40,000
 * answers) and SAVERS applicants taking it right now (registered and started
 * through emp/reg.php and admin/getstudentexam.php). Each run, interleaved:
 *   - saves alone: SAVERS connections save an answer closed-loop for WINDOW_MS
 *     (student/saveanswer.php), their p99;
 *   - the baseline: admin/itemanalysis.php of the same assessment (reads the
 *     same 2,000 attempts and their answers);
 *   - the dry run: admin/regradepreview.php, the first question's key moved
 *     to another option (every run flips it, so every attempt is scored again
 *     and most change);
 *   - the regrade with saves: the same closed-loop saves, and admin/regrade.php
 *     in the middle of them; the saves' p99 and the regrade's time. The saves
 *     are on attempts of the regraded assessment itself, whose snapshots the
 *     regrade rewrites in its transaction: the worst case for them.
 * Printed as Markdown tables with each run's figures and ratios (median and spread).
 *   npm run bench:regrade -- [--db pglite|postgres|both] [--runs 5]
 *                            [--postgres-url postgres://postgres@127.0.0.1:5432/postgres]
 * Run after `npm run build -w @mizan/server`.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { benchSsn, signInForBench } from './support/generated-applicants.mjs';
import { JsonClient } from './support/json-client.mjs';
import { CallStats } from './support/latency.mjs';
import { ATTEMPTS, QUESTIONS, SAVERS, TITLE, optionId, seedSql } from './support/regrade-seed.mjs';

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '5' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const RUNS = Math.max(5, Number(options.runs));
const WINDOW_MS = 3000;
const log = (line) => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function call(url, session, apiPath, data) {
  const response = await fetch(`${url}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ sign: session.sign, data }),
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
const spread = (values) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

/** The savers register and start, as their browsers would. */
async function startSavers(url, examId) {
  const client = new JsonClient(url, SAVERS);
  const savers = [];
  for (let n = 0; n < SAVERS; n += 1) {
    const sign = randomBytes(32).toString('hex');
    const registered = await client.post('emp/reg.php', sign, { exam_id: examId, ssn: benchSsn(n) });
    if (registered.status !== 200) throw new Error(`emp/reg.php: ${registered.status} ${JSON.stringify(registered.body)}`);
    const opened = await client.post('admin/getstudentexam.php', sign, { id: registered.body.data });
    if (opened.status !== 200) throw new Error(`admin/getstudentexam.php: ${opened.status} ${JSON.stringify(opened.body)}`);
    savers.push({ sign, hash: registered.body.data, seq: 0 });
  }
  return { client, savers };
}

/** Every saver saves closed-loop until `over()`; answers the saves' stats. */
async function saveLoop({ client, savers }, over) {
  const stats = new CallStats('student/saveanswer.php');
  await Promise.all(
    savers.map(async (saver) => {
      while (!over()) {
        saver.seq += 1;
        const letter = ['A', 'B', 'C', 'D'][saver.seq % 4];
        await client.post(
          'student/saveanswer.php',
          saver.sign,
          { hash: saver.hash, questionId: 'benchq0002', answer: { type: 'MCQ', selected: [optionId(2, letter)] }, seq: saver.seq },
          stats,
        );
      }
    }),
  );
  if (stats.errorCount > 0) throw new Error(`saves failed: ${JSON.stringify([...stats.errors])}`);
  return stats;
}

async function measure(url) {
  const admin = await signInForBench(url, 'admin', ADMIN_PASSWORD);
  const exams = await call(url, admin, 'admin/getexams.php', '1');
  const exam = exams.data.find((entry) => entry.title === TITLE);
  const savers = await startSavers(url, exam.id);
  // Warm-up, not counted: saves, the baseline and one dry run.
  let until = performance.now() + 1000;
  await saveLoop(savers, () => performance.now() > until);
  await call(url, admin, 'admin/itemanalysis.php', { id: exam.id });
  const rows = [];
  for (let run = 1; run <= RUNS; run += 1) {
    until = performance.now() + WINDOW_MS;
    const alone = await saveLoop(savers, () => performance.now() > until);
    const baseline = await timed(() => call(url, admin, 'admin/itemanalysis.php', { id: exam.id }));
    const current = (await call(url, admin, 'admin/getexam.php', { id: exam.id })).data.questions.find(
      (question) => question.id === 'benchq0001',
    );
    const right = run % 2 === 1 ? 'B' : 'A';
    const corrected = { ...current, options: current.options.map((option) => ({ ...option, isTrue: option.id === optionId(1, right) })) };
    const preview = await timed(() =>
      call(url, admin, 'admin/regradepreview.php', {
        id: exam.id,
        questionId: 'benchq0001',
        change: { kind: 'key', question: corrected },
        reason: `Bench run ${run}: the key is ${right}`,
      }),
    );
    let done = false;
    const during = saveLoop(savers, () => done);
    await sleep(WINDOW_MS / 3);
    const regrade = await timed(() => call(url, admin, 'admin/regrade.php', { previewId: preview.answer.data.previewId }));
    await sleep(WINDOW_MS / 3);
    done = true;
    const withRegrade = await during;
    if (preview.answer.data.attempts !== ATTEMPTS) throw new Error(`the dry run covered ${preview.answer.data.attempts} attempts`);
    rows.push({
      run,
      saveAlone: alone.percentile(99),
      saveDuring: withRegrade.percentile(99),
      savesDuring: withRegrade.latencies.length,
      baseline: baseline.ms,
      preview: preview.ms,
      regrade: regrade.ms,
      changed: regrade.answer.data.changed,
    });
  }
  savers.client.close();
  return rows;
}

function report(db, rows) {
  log(
    `\n### ${db}: ${ATTEMPTS} graded submissions × ${QUESTIONS} MCQs, ${SAVERS} applicants saving; ${RUNS} runs (after a warm-up); load average after ${load()}\n`,
  );
  log(
    '| run | save p99 alone (ms) | save p99 during the regrade (ms) | during ÷ alone | baseline: item analysis (ms) | dry run (ms) | regrade (ms) | attempts changed | regrade ÷ baseline |',
  );
  log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows)
    log(
      `| ${row.run} | ${row.saveAlone.toFixed(1)} | ${row.saveDuring.toFixed(1)} | ${(row.saveDuring / row.saveAlone).toFixed(2)} | ${row.baseline.toFixed(0)} | ${row.preview.toFixed(0)} | ${row.regrade.toFixed(0)} | ${row.changed} | ${(row.regrade / row.baseline).toFixed(2)} |`,
    );
  const saveRatios = rows.map((row) => row.saveDuring / row.saveAlone);
  const regradeRatios = rows.map((row) => row.regrade / row.baseline);
  log(
    `| **median** | **${median(rows.map((row) => row.saveAlone)).toFixed(1)}** | **${median(rows.map((row) => row.saveDuring)).toFixed(1)}** | **${median(saveRatios).toFixed(2)}** (${spread(saveRatios)}) | **${median(rows.map((row) => row.baseline)).toFixed(0)}** | **${median(rows.map((row) => row.preview)).toFixed(0)}** | **${median(rows.map((row) => row.regrade)).toFixed(0)}** | | **${median(regradeRatios).toFixed(2)}** (${spread(regradeRatios)}) |`,
  );
}

async function seeded(db) {
  if (db === 'postgres') {
    const name = `mizan_bench_regrade_${process.pid}`;
    const admin = new pg.Client({ connectionString: options['postgres-url'] });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(options['postgres-url']);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), SEED_DEMO: '0', LOG_LEVEL: 'warn' };
    await (await startMizan(env)).stop();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(seedSql());
    await client.end();
    return {
      env,
      async drop() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const first = await startMizan({ SEED_DEMO: '0', LOG_LEVEL: 'warn' });
  await first.stop({ keepData: true });
  const database = await PGlite.create(path.join(first.dataDir, 'pg'), { extensions: { pg_trgm } });
  await database.exec(seedSql());
  await database.close();
  return {
    env: { DATA_DIR: first.dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    drop: () => rm(first.dataDir, { recursive: true, force: true }),
  };
}

log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; load average at start ${load()}`,
);
for (const db of options.db === 'both' ? ['pglite', 'postgres'] : [options.db]) {
  const database = await seeded(db);
  try {
    const server = await startMizan(database.env);
    try {
      report(db === 'postgres' ? 'PostgreSQL' : 'PGlite', await measure(server.url));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
