/**
 * Exam day at scale: the built server (server/dist/main.js) in its
 * own process on a free port with its own data, N simulated applicants
 * driving the real calls, and afterwards a count in the database that every
 * acknowledged answer is stored. Run after `npm run build -w @mizan/server`:
 *
 *   npm run bench:examday -- [--applicants 2000] [--db pglite|postgres] [--think-ms 5000] [--saves 20]
 *                            [--essay-bursts 30] [--burst-every-ms 6000]
 *                            [--postgres-url postgres://postgres@127.0.0.1:5432/postgres] [--cpu-prof DIR]
 *                            [--room-every-ms 5000]
 *
 * Each applicant has their own connection and fingerprint (as their own
 * browser would). The run:
 *   1. ceiling: a bare Fastify route (bench/support/bare-fastify-server.mjs)
 *      driven closed-loop, so the figures below read as a ratio of what this
 *      machine can do right now;
 *   2. the baseline of this server on this machine now: GET /api/health
 *      closed-loop (the same connections, the same 5 s);
 *   3. seed: the demo data (its "Demo: General Admission Test" is published);
 *      the exam page's file list is read off the built page in headless
 *      Chromium (bench/support/exam-page-files.mjs), then N generated
 *      applicants are imported through admin/importapplicants;
 *   4. the room opens the page: every applicant at once fetches every file of
 *      the cold exam page with `Accept-Encoding: br, gzip` (pages/s, bytes/page);
 *   5. emp/reg.php for every applicant, arriving evenly over 10 s;
 *   6. the synchronized start: every applicant's admin/getstudentexam.php at once;
 *   7. `--saves` student/saveanswer.php each, a think time of 0.5–1.5 × `--think-ms`
 *      before each, cycling over the choice and order questions; meanwhile the
 *      essay is typed: `--essay-bursts` bursts of keystrokes about every
 *      `--burst-every-ms`, each sent once typing pauses, as mf-exam's autosave
 *      does (one save per pause, the whole text so far);
 *      with `--room-every-ms`, a proctor's control room (admin/examroom.php) is
 *      read that often meanwhile, as the page polls it;
 *   8. student/submitexam.php;
 *   9. the check: the server is stopped and the database read directly.
 * With `--db postgres` a scratch database is created and dropped; the
 * server's pool stays at its default size.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { CEILING_CONNECTIONS, closedLoopGets, measureCeiling } from './support/closed-loop.mjs';
import { examPageFiles } from './support/exam-page-files.mjs';
import { benchSsn, importApplicants, signInForBench } from './support/generated-applicants.mjs';
import { JsonClient } from './support/json-client.mjs';
import { CallStats, summaryTable } from './support/latency.mjs';
import { choiceAnswers } from '../e2e/support/choice-answers.mjs';

const { values: options } = parseArgs({
  options: {
    applicants: { type: 'string', default: '2000' },
    db: { type: 'string', default: 'pglite' },
    'think-ms': { type: 'string', default: '5000' },
    saves: { type: 'string', default: '20' },
    'room-every-ms': { type: 'string', default: '0' },
    'essay-bursts': { type: 'string', default: '30' },
    'burst-every-ms': { type: 'string', default: '6000' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'cpu-prof': { type: 'string' },
  },
});
const APPLICANTS = Number(options.applicants);
const THINK_MS = Number(options['think-ms']);
const SAVES = Number(options.saves);
const ROOM_EVERY_MS = Number(options['room-every-ms']);
const ESSAY_BURSTS = Number(options['essay-bursts']);
const BURST_EVERY_MS = Number(options['burst-every-ms']);
/** mf-exam's autosave sends a typed answer once typing pauses this long (ExamPage TYPING_PAUSE_MS). */
const TYPING_PAUSE_MS = 1500;
const BURST_WORDS = 10;
/** What a phone's browser says it accepts. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip', accept: '*/*' };
const REGISTRATION_WINDOW_MS = 10_000;
const DEMO_ASSESSMENT = 'Demo: General Admission Test';
if (!['pglite', 'postgres'].includes(options.db)) throw new Error('--db must be pglite or postgres');
if (!(APPLICANTS > 0 && SAVES > 0 && THINK_MS >= 0)) throw new Error('--applicants and --saves must be positive, --think-ms 0 or more');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const newSign = () => randomBytes(32).toString('hex');
const log = (line) => process.stdout.write(`${line}\n`);

/** The room opens the page at once: each applicant fetches every file of the cold page over its own connection. */
async function fetchExamPages(client, files, applicants, stats) {
  let bytes = 0;
  const encodings = {};
  const started = performance.now();
  await Promise.all(
    applicants.map(async () => {
      for (const file of files) {
        const accept = file.startsWith('/assessment') ? 'text/html,application/xhtml+xml,*/*;q=0.8' : '*/*';
        const response = await client.get(file, { ...BROWSER_ENCODINGS, accept }, stats);
        bytes += response.bytes;
        encodings[response.encoding] = (encodings[response.encoding] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, bytesPerPage: bytes / applicants.length, encodings };
}

async function scratchPostgres() {
  const name = `mizan_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: options['postgres-url'] });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(options['postgres-url']);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: options['postgres-url'] });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Rows (hash, question_id, seq) of every stored answer of the assessment, and the hashes of its submitted attempts. */
async function storedAnswers(query, examId) {
  const answers = await query(
    `select a.hash, an.question_id, an.seq::text as seq from answers an join attempts a on a.id = an.attempt_id where a.assessment_id = ${Number(examId)}`,
  );
  const submitted = await query(`select hash from attempts where assessment_id = ${Number(examId)} and submitted_at is not null`);
  return { answers, submitted: new Set(submitted.map((row) => row.hash)) };
}

/** Choice answers with think time between them. */
async function answerChoiceQuestions(client, applicant, stats, acknowledged) {
  await sleep(Math.random() * THINK_MS);
  for (let index = 0; index < SAVES; index += 1) {
    const choices = choiceAnswers(applicant.questions, index);
    const { questionId, answer } = choices[index % choices.length];
    const seq = index + 1;
    const saved = await client.post(
      'student/saveanswer.php',
      applicant.sign,
      { hash: applicant.hash, questionId, answer, seq },
      stats.save,
    );
    if (saved.status === 200 && saved.body.data.applied) acknowledged.set(`${applicant.hash} ${questionId}`, seq);
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

/** The essay, typed in bursts: each burst is sent once typing pauses (the autosave), the whole text so far. */
async function typeEssay(client, applicant, stats, acknowledged) {
  const essay = applicant.questions.find((question) => question.type === 'EssayComponent');
  if (!essay) return;
  // Within the essay's word limit: past it the applicant is revising (the newest words replace the oldest).
  const wordLimit = essay.allowOverLimit || !(essay.wordlimit > 0) ? Infinity : essay.wordlimit;
  let words = [];
  await sleep(Math.random() * BURST_EVERY_MS);
  for (let burst = 1; burst <= ESSAY_BURSTS; burst += 1) {
    const typing = BURST_EVERY_MS * (0.25 + Math.random() * 0.5);
    await sleep(typing + TYPING_PAUSE_MS);
    words = [...words, ...Array.from({ length: BURST_WORDS }, (_, n) => `word${burst}.${n}`)].slice(-wordLimit);
    const answer = { type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: words.join(' ') }] }] };
    const saved = await client.post(
      'student/saveanswer.php',
      applicant.sign,
      { hash: applicant.hash, questionId: essay.id, answer, seq: burst },
      stats.essay,
    );
    if (saved.status === 200 && saved.body.data.applied) acknowledged.set(`${applicant.hash} ${essay.id}`, burst);
    await sleep(Math.max(0, BURST_EVERY_MS - typing - TYPING_PAUSE_MS));
  }
}

/** One applicant's morning after the synchronized start: choice saves and the essay side by side, then the submit. */
async function takeExam(client, applicant, stats, acknowledged) {
  await Promise.all([
    answerChoiceQuestions(client, applicant, stats, acknowledged),
    ESSAY_BURSTS > 0 ? typeEssay(client, applicant, stats, acknowledged) : null,
  ]);
  await client.post('student/submitexam.php', applicant.sign, { id: applicant.hash }, stats.submit);
}

/** A proctor's control room, read every ROOM_EVERY_MS (after each answer) until the exam is over. */
async function watchRoom(url, staff, examId, stats, over) {
  while (!over()) {
    const started = performance.now();
    let failure = null;
    try {
      const response = await fetch(`${url}/api/admin/examroom.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ sign: staff.sign, data: { id: examId } }),
      });
      await response.arrayBuffer();
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error.message;
    }
    stats.record(started, performance.now(), failure);
    await sleep(ROOM_EVERY_MS);
  }
}

async function main() {
  log(
    `exam day: ${APPLICANTS} applicants on ${options.db}, ${SAVES} saves each, think ${THINK_MS} ms ±50%; essay: ${ESSAY_BURSTS} bursts about every ${BURST_EVERY_MS} ms`,
  );
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );

  const ceiling = await measureCeiling();
  const database = options.db === 'postgres' ? await scratchPostgres() : null;
  const serverEnv = {
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const nodeArgs = options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options['cpu-prof'])}`] : [];
  const mizan = await startMizan(serverEnv, { nodeArgs });
  let stopped = false;
  try {
    const health = await closedLoopGets(mizan.url, 'GET /api/health (this server, same run)', BROWSER_ENCODINGS);
    const staff = await signInForBench(mizan.url, 'admin', ADMIN_PASSWORD);
    const exams = await (
      await fetch(`${mizan.url}/api/admin/getexams.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ sign: staff.sign, data: '1' }),
      })
    ).json();
    const exam = exams.data.find((entry) => entry.title === DEMO_ASSESSMENT);
    if (!exam) throw new Error(`the demo seed has no "${DEMO_ASSESSMENT}"`);
    // Before the import: the file list is read with a demo applicant (the last of the list).
    const pageFiles = await examPageFiles(mizan.url, staff.token, exam.id);
    log(
      `the cold exam page: ${pageFiles.length} files (${pageFiles.filter((file) => file.endsWith('.js')).length} scripts, ${pageFiles.filter((file) => file.endsWith('mf-manifest.json')).length} manifests)`,
    );
    const importMs = await importApplicants(mizan.url, staff, APPLICANTS);
    log(`seeded ${APPLICANTS} applicants through admin/importapplicants in ${(importMs / 1000).toFixed(1)} s`);

    const client = new JsonClient(mizan.url, APPLICANTS);
    const stats = {
      register: new CallStats('emp/reg.php (register)'),
      start: new CallStats('admin/getstudentexam.php (synchronized start)'),
      page: new CallStats('GET a file of the exam page'),
      save: new CallStats('student/saveanswer.php'),
      essay: new CallStats('student/saveanswer.php (essay autosave)'),
      submit: new CallStats('student/submitexam.php'),
      ...(ROOM_EVERY_MS > 0 ? { room: new CallStats(`admin/examroom.php (control room, every ${ROOM_EVERY_MS} ms)`) } : {}),
    };
    const applicants = Array.from({ length: APPLICANTS }, (_, n) => ({ ssn: benchSsn(n), sign: newSign(), hash: null, questions: [] }));

    const pages = await fetchExamPages(client, pageFiles, applicants, stats.page);
    log(
      `the room opened the page: ${APPLICANTS} cold exam pages in ${pages.seconds.toFixed(1)} s = ${(APPLICANTS / pages.seconds).toFixed(0)} pages/s, ` +
        `${(pages.bytesPerPage / 1024).toFixed(1)} KiB per page on the wire, encodings ${JSON.stringify(pages.encodings)}`,
    );

    const registrationStart = performance.now();
    await Promise.all(
      applicants.map(async (applicant, n) => {
        await sleep((n / APPLICANTS) * REGISTRATION_WINDOW_MS - (performance.now() - registrationStart));
        const registered = await client.post('emp/reg.php', applicant.sign, { exam_id: exam.id, ssn: applicant.ssn }, stats.register);
        applicant.hash = registered.status === 200 ? registered.body.data : null;
      }),
    );
    const registered = applicants.filter((applicant) => applicant.hash);
    log(`registered ${registered.length} of ${APPLICANTS}`);

    await Promise.all(
      registered.map(async (applicant) => {
        const opened = await client.post('admin/getstudentexam.php', applicant.sign, { id: applicant.hash }, stats.start);
        if (opened.status === 200) applicant.questions = opened.body.data.exam.questions;
      }),
    );
    const started = registered.filter((applicant) => applicant.questions.length > 0);
    log(
      `started ${started.length}; exam view of ${started[0]?.questions.length ?? 0} questions, ${JSON.stringify(started[0]?.questions ?? []).length} bytes of JSON`,
    );

    const acknowledged = new Map();
    let examOver = false;
    const proctor = stats.room ? watchRoom(mizan.url, staff, exam.id, stats.room, () => examOver) : null;
    await Promise.all(started.map((applicant) => takeExam(client, applicant, stats, acknowledged)));
    examOver = true;
    await proctor;
    client.close();

    await mizan.stop({ keepData: true });
    stopped = true;
    let stored;
    if (database) {
      const reader = new pg.Client({ connectionString: database.url });
      await reader.connect();
      stored = await storedAnswers(async (text) => (await reader.query(text)).rows, exam.id);
      await reader.end();
    } else {
      const reader = await PGlite.create(path.join(mizan.dataDir, 'pg'));
      stored = await storedAnswers(async (text) => (await reader.query(text)).rows, exam.id);
      await reader.close();
    }
    const held = new Map(stored.answers.map((row) => [`${row.hash} ${row.question_id}`, Number(row.seq)]));
    const lost = [...acknowledged].filter(([key, seq]) => held.get(key) !== seq);
    const submitted = started.filter((applicant) => stored.submitted.has(applicant.hash)).length;

    const all = [ceiling, health, ...Object.values(stats)];
    log('');
    log(summaryTable(all));
    log('');
    const errors = Object.values(stats).reduce((sum, entry) => sum + entry.errorCount, 0);
    for (const entry of Object.values(stats)) for (const [failure, count] of entry.errors) log(`  ${entry.name}: ${count} × ${failure}`);
    const saveRatio = stats.save.percentile(99) / ceiling.summary().p99;
    log(`errors: ${errors}`);
    log(
      `acknowledged answers (latest per applicant and question): ${acknowledged.size}; stored with that seq: ${acknowledged.size - lost.length}; lost: ${lost.length}`,
    );
    log(`the bench's attempts submitted in the database: ${submitted} of ${APPLICANTS}`);
    log(
      `save p99 is ${saveRatio.toFixed(1)} × the bare route's p99 (${ceiling.summary().perSecond.toFixed(0)} req/s closed-loop, ${CEILING_CONNECTIONS} connections)`,
    );
    log(
      `pages: ${(APPLICANTS / pages.seconds).toFixed(0)} cold exam pages/s (${pages.seconds.toFixed(1)} s for ${APPLICANTS}), ${(pages.bytesPerPage / 1024).toFixed(1)} KiB/page; ` +
        `the same server's /api/health ${health.summary().perSecond.toFixed(0)} req/s closed-loop before the room arrived`,
    );
    log(
      `load after: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}`,
    );
    if (errors > 0 || lost.length > 0 || submitted !== APPLICANTS) process.exitCode = 1;
  } finally {
    if (!stopped) await mizan.stop({ keepData: true });
    await rm(mizan.dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

await main();
