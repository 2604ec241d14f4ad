/**
 * Exam day at scale: the built server (server/dist/main.js) in its
 * own process on a free port with its own data, N simulated applicants
 * driving the real calls, and afterwards a count in the database that every
 * acknowledged answer is stored. Run after `npm run build -w @mizan/server`:
 *
 *   npm run bench:examday -- [--applicants 2000] [--db pglite|postgres] [--think-ms 5000] [--saves 20]
 *                            [--essay-bursts 30] [--burst-every-ms 6000]
 *                            [--postgres-url postgres://postgres@127.0.0.1:5432/postgres] [--cpu-prof DIR]
 *                            [--room-every-ms 5000] [--same-second-submit] [--json FILE]
 *                            [--server-bundle server/dist/other-main.js] [--addresses 1]
 *
 * Each applicant has their own connection and fingerprint (as their own
 * browser would), from one address (a room behind one NAT) or spread over
 * `--addresses` loopback addresses 127.0.0.1… The run:
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
 *   8. student/submitexam.php, each applicant right after their last save; with
 *      `--same-second-submit` every applicant's at the same moment, once all
 *      have saved (the bell of a timed exam);
 *   9. the check: the server is stopped and the database read directly.
 * The report gives each burst (the page's files, the start, the hand-in, the
 * essay autosaves, the other saves) as p50/p99/max and as ratios to the bare
 * route of the same run (bench/support/examday-report.mjs), and whether the
 * issue's goals were met; `--json FILE` writes the same as JSON. For the
 * room's burst of new connections it also gives each file's connect time
 * apart from its response time, the listen queue (bench/support/examday-listen-queue.mjs)
 * and the server's event-loop delay per phase (bench/support/examday-event-loop.mjs,
 * loaded into the server with `--import`).
 * With `--db postgres` a scratch database is created and dropped; the
 * server's pool stays at its default size.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { CEILING_CONNECTIONS, closedLoopGets, measureCeiling } from './support/closed-loop.mjs';
import { examPageFiles } from './support/exam-page-files.mjs';
import { BROWSER_ENCODINGS, PAGE_FILE_KINDS, fetchExamPages, sleep, takeExams, watchRoom } from './support/examday-applicant.mjs';
import { readStored, scratchPostgres } from './support/examday-database.mjs';
import { listenQueueLine, watchListenQueue } from './support/examday-listen-queue.mjs';
import { burstRows, burstTable, eventLoopLines, goalVerdicts, verdictLines } from './support/examday-report.mjs';
import { benchSsn, importApplicants, signInForBench } from './support/generated-applicants.mjs';
import { JsonClient } from './support/json-client.mjs';
import { CallStats, summaryTable } from './support/latency.mjs';

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
    'same-second-submit': { type: 'boolean', default: false },
    json: { type: 'string' },
    'server-bundle': { type: 'string' },
    addresses: { type: 'string', default: '1' },
  },
});
const APPLICANTS = Number(options.applicants);
const SAME_SECOND = options['same-second-submit'];
const ADDRESSES = Number(options.addresses);
const ROOM_EVERY_MS = Number(options['room-every-ms']);
const PLAN = {
  thinkMs: Number(options['think-ms']),
  saves: Number(options.saves),
  essayBursts: Number(options['essay-bursts']),
  burstEveryMs: Number(options['burst-every-ms']),
};
const REGISTRATION_WINDOW_MS = 10_000;
const DEMO_ASSESSMENT = 'Demo: General Admission Test';
if (!['pglite', 'postgres'].includes(options.db)) throw new Error('--db must be pglite or postgres');
if (!(Number.isInteger(ADDRESSES) && ADDRESSES >= 1 && ADDRESSES <= 254)) throw new Error('--addresses must be 1 to 254');
if (!(APPLICANTS > 0 && PLAN.saves > 0 && PLAN.thinkMs >= 0))
  throw new Error('--applicants and --saves must be positive, --think-ms 0 or more');

const newSign = () => randomBytes(32).toString('hex');
const log = (line) => process.stdout.write(`${line}\n`);
const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The demo's "General Admission Test", as staff see it. */
async function demoExam(url, staff) {
  const exams = await (
    await fetch(`${url}/api/admin/getexams.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({ sign: staff.sign, data: '1' }),
    })
  ).json();
  const exam = exams.data.find((entry) => entry.title === DEMO_ASSESSMENT);
  if (!exam) throw new Error(`the demo seed has no "${DEMO_ASSESSMENT}"`);
  return exam;
}

/** emp/reg.php for every applicant, arriving evenly over REGISTRATION_WINDOW_MS; sets each one's hash. */
async function registerAll(applicants, examId, stats) {
  const registrationStart = performance.now();
  await Promise.all(
    applicants.map(async (applicant, n) => {
      await sleep((n / applicants.length) * REGISTRATION_WINDOW_MS - (performance.now() - registrationStart));
      const registered = await applicant.client.post('emp/reg.php', applicant.sign, { exam_id: examId, ssn: applicant.ssn }, stats);
      applicant.hash = registered.status === 200 ? registered.body.data : null;
    }),
  );
  return applicants.filter((applicant) => applicant.hash);
}

/** The synchronized start: every registered applicant's admin/getstudentexam.php at once. */
async function startAll(registered, stats) {
  await Promise.all(
    registered.map(async (applicant) => {
      const opened = await applicant.client.post('admin/getstudentexam.php', applicant.sign, { id: applicant.hash }, stats);
      if (opened.status === 200) applicant.questions = opened.body.data.exam.questions;
    }),
  );
  return registered.filter((applicant) => applicant.questions.length > 0);
}

function newStats() {
  return {
    register: new CallStats('emp/reg.php (register)'),
    start: new CallStats('admin/getstudentexam.php (synchronized start)'),
    page: new CallStats('GET a file of the exam page'),
    save: new CallStats('student/saveanswer.php (choice and order)'),
    essay: new CallStats('student/saveanswer.php (essay autosave)'),
    submit: new CallStats(`student/submitexam.php${SAME_SECOND ? ' (all in the same second)' : ''}`),
    ...(ROOM_EVERY_MS > 0 ? { room: new CallStats(`admin/examroom.php (control room, every ${ROOM_EVERY_MS} ms)`) } : {}),
  };
}

async function main() {
  const loadBefore = loadNow();
  log(
    `exam day: ${APPLICANTS} applicants on ${options.db}, ${PLAN.saves} saves each, think ${PLAN.thinkMs} ms ±50%; essay: ${PLAN.essayBursts} bursts about every ${PLAN.burstEveryMs} ms; hand-in ${SAME_SECOND ? 'all in the same second' : 'as each finishes'}`,
  );
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load ${loadBefore}`,
  );

  const ceiling = await measureCeiling();
  const database = options.db === 'postgres' ? await scratchPostgres(options['postgres-url']) : null;
  const eventLoopFile = path.join(os.tmpdir(), `examday-event-loop-${process.pid}.json`);
  const serverEnv = { LOG_LEVEL: 'warn', EXAMDAY_EVENT_LOOP_FILE: eventLoopFile, ...(database ? { DATABASE_URL: database.url } : {}) };
  const nodeArgs = ['--import', path.join(import.meta.dirname, 'support/examday-event-loop.mjs')];
  if (options['cpu-prof']) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(options['cpu-prof'])}`);
  const phases = {};
  const during = async (name, work) => {
    const from = Date.now();
    try {
      return await work();
    } finally {
      phases[name] = [from, Date.now()];
    }
  };
  // --server-bundle: another build of the server (a before/after pair from one tree); it serves this tree's apps.
  const entry = options['server-bundle'] ? path.resolve(options['server-bundle']) : undefined;
  if (entry) serverEnv.APPS_DIR = path.resolve(import.meta.dirname, '..');
  const mizan = await startMizan(serverEnv, { nodeArgs, entry });
  let stopped = false;
  try {
    const health = await closedLoopGets(mizan.url, 'GET /api/health (this server, same run)', BROWSER_ENCODINGS);
    const staff = await signInForBench(mizan.url, 'admin', ADMIN_PASSWORD);
    const exam = await demoExam(mizan.url, staff);
    // Before the import: the file list is read with a demo applicant (the last of the list).
    const pageFiles = await examPageFiles(mizan.url, staff.token, exam.id);
    log(
      `the cold exam page: ${pageFiles.length} files (${pageFiles.filter((file) => file.endsWith('.js')).length} scripts, ${pageFiles.filter((file) => file.endsWith('mf-manifest.json')).length} manifests)`,
    );
    log(`  without a content hash: ${pageFiles.filter((file) => !/[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(file)).join(', ')}`);
    const importMs = await importApplicants(mizan.url, staff, APPLICANTS);
    log(`seeded ${APPLICANTS} applicants through admin/importapplicants in ${(importMs / 1000).toFixed(1)} s`);

    // Each applicant's connections come from one of ADDRESSES loopback addresses (127.0.0.1…): one address is a room behind one NAT.
    const clients = Array.from(
      { length: ADDRESSES },
      (_, k) => new JsonClient(mizan.url, Math.ceil(APPLICANTS / ADDRESSES), { localAddress: `127.0.0.${k + 1}` }),
    );
    const stats = newStats();
    const applicants = Array.from({ length: APPLICANTS }, (_, n) => ({
      ssn: benchSsn(n),
      sign: newSign(),
      hash: null,
      questions: [],
      client: clients[n % ADDRESSES],
    }));

    const pageTiming = {
      connect: new CallStats('connect (page burst)'),
      response: new CallStats('response (page burst)'),
      kinds: Object.fromEntries(Object.entries(PAGE_FILE_KINDS).map(([kind, name]) => [kind, new CallStats(`· ${name}`)])),
    };
    const listenQueue = await watchListenQueue(new URL(mizan.url).port);
    const pages = await during('the room opens the page', () => fetchExamPages(pageFiles, applicants, stats.page, pageTiming));
    const queue = await listenQueue.stop();
    log(
      `the room opened the page: ${APPLICANTS} cold exam pages in ${pages.seconds.toFixed(1)} s = ${(APPLICANTS / pages.seconds).toFixed(0)} pages/s, ` +
        `${(pages.bytesPerPage / 1024).toFixed(1)} KiB per page on the wire, encodings ${JSON.stringify(pages.encodings)}`,
    );

    const registered = await registerAll(applicants, exam.id, stats.register);
    log(`registered ${registered.length} of ${APPLICANTS}`);
    const started = await during('the synchronized start', () => startAll(registered, stats.start));
    log(
      `started ${started.length}; exam view of ${started[0]?.questions.length ?? 0} questions, ${JSON.stringify(started[0]?.questions ?? []).length} bytes of JSON`,
    );

    const acknowledged = new Map();
    let examOver = false;
    const proctor = stats.room ? watchRoom(mizan.url, staff, exam.id, ROOM_EVERY_MS, stats.room, () => examOver) : null;
    const bell = await during('answering and the hand-in', () =>
      takeExams(started, PLAN, stats, acknowledged, { sameSecond: SAME_SECOND }),
    );
    if (bell)
      log(`the bell: ${started.length} hand-ins written in ${bell.sentMs.toFixed(0)} ms, all answered in ${bell.seconds.toFixed(1)} s`);
    examOver = true;
    await proctor;
    for (const client of clients) client.close();

    await mizan.stop({ keepData: true });
    const serverStoppedAt = Date.now();
    stopped = true;
    const stored = await readStored(database, mizan.dataDir, exam.id);
    const held = new Map(stored.answers.map((row) => [`${row.hash} ${row.question_id}`, Number(row.seq)]));
    const lost = [...acknowledged].filter(([key, seq]) => held.get(key) !== seq);
    const submitted = started.filter((applicant) => stored.submitted.has(applicant.hash)).length;

    log('');
    log(summaryTable([ceiling, health, ...Object.values(stats)]));
    log('');
    const bursts = burstRows(
      [
        { name: 'the room opens the page (each file)', stats: stats.page },
        ...Object.values(pageTiming.kinds).map((kind) => ({ name: kind.name, stats: kind })),
        { name: 'the synchronized start', stats: stats.start },
        { name: SAME_SECOND ? 'the hand-in, all in the same second' : 'the hand-in, as each finishes', stats: stats.submit },
        { name: 'essay autosave', stats: stats.essay },
        { name: 'the other saves', stats: stats.save },
      ],
      ceiling,
    );
    log(burstTable(bursts, ceiling));
    log('');
    const connects = pageTiming.connect.summary();
    const responses = pageTiming.response.summary();
    log(
      `the page's files split: connect (${connects.ok} new connections) p50 ${connects.p50.toFixed(1)} / p99 ${connects.p99.toFixed(1)} / max ${connects.max.toFixed(1)} ms; ` +
        `response (connected socket to last byte) p50 ${responses.p50.toFixed(1)} / p99 ${responses.p99.toFixed(1)} / max ${responses.max.toFixed(1)} ms`,
    );
    // A SYN dropped by a full listen queue is sent again after 1 s, then 2, 4, 8 s more: connects of about 1, 3, 7, 15 s.
    const slowConnects = [1_000, 3_000, 7_000, 15_000].map((floor) => [
      floor,
      pageTiming.connect.latencies.filter((ms) => ms >= floor).length,
    ]);
    log(`connects taking at least 1 / 3 / 7 / 15 s: ${slowConnects.map(([, count]) => count).join(' / ')}`);
    log(listenQueueLine(queue));
    const eventLoop = JSON.parse(await readFile(eventLoopFile, 'utf8').catch(() => '[]'));
    if (bell)
      phases['the hand-in (bell)'] = [phases['answering and the hand-in'][1] - bell.seconds * 1000, phases['answering and the hand-in'][1]];
    log("the server's event loop (bench/support/examday-event-loop.mjs):");
    for (const line of eventLoopLines(eventLoop, phases)) log(line);
    log('');
    const verdicts = goalVerdicts(stats, { sameSecond: SAME_SECOND });
    log('goals:');
    for (const line of verdictLines(verdicts)) log(line);
    const errors = Object.values(stats).reduce((sum, entry) => sum + entry.errorCount, 0);
    for (const entry of Object.values(stats)) for (const [failure, count] of entry.errors) log(`  ${entry.name}: ${count} × ${failure}`);
    log(`errors: ${errors}`);
    log(
      `acknowledged answers (latest per applicant and question): ${acknowledged.size}; stored with that seq: ${acknowledged.size - lost.length}; lost: ${lost.length}`,
    );
    log(`the bench's attempts submitted in the database: ${submitted} of ${APPLICANTS}`);
    log(
      `bare route: ${ceiling.summary().perSecond.toFixed(0)} req/s closed-loop (${CEILING_CONNECTIONS} connections); the same server's /api/health ${health.summary().perSecond.toFixed(0)} req/s before the room arrived`,
    );
    log(
      `pages: ${(APPLICANTS / pages.seconds).toFixed(0)} cold exam pages/s (${pages.seconds.toFixed(1)} s for ${APPLICANTS}), ${(pages.bytesPerPage / 1024).toFixed(1)} KiB/page`,
    );
    const loadAfter = loadNow();
    log(`load after: ${loadAfter}`);
    if (options.json) {
      const report = {
        applicants: APPLICANTS,
        db: options.db,
        sameSecond: SAME_SECOND,
        addresses: ADDRESSES,
        bare: ceiling.summary(),
        health: health.summary(),
        pagesPerSecond: APPLICANTS / pages.seconds,
        pageTiming: { connect: connects, response: responses, slowConnects },
        listenQueue: queue,
        eventLoop: eventLoopLines(eventLoop, phases),
        phases,
        serverStoppedAt,
        bursts,
        verdicts,
        errors,
        acknowledged: acknowledged.size,
        lost: lost.length,
        submitted,
        loadBefore,
        loadAfter,
      };
      await writeFile(options.json, `${JSON.stringify(report, null, 2)}\n`);
    }
    if (errors > 0 || lost.length > 0 || submitted !== APPLICANTS) process.exitCode = 1;
  } finally {
    if (!stopped) await mizan.stop({ keepData: true });
    await rm(mizan.dataDir, { recursive: true, force: true });
    await rm(eventLoopFile, { force: true });
    await database?.drop();
  }
}

await main();
