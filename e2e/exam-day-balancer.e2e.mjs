/**
 * A node dies behind a real load balancer: three built API nodes (separate
 * DATA_DIRs) behind Debian's nginx (e2e/support/nginx-balancer.conf.template)
 * on a PostgreSQL cluster of the journey's own and the machine's Redis.
 * 300 applicants take the demo exam through nginx with the exam page's
 * outbox (balancer-applicants.mjs), two more on real phone-sized pages, and a
 * proctor keeps the control room open. One node is SIGKILLed, later
 * PostgreSQL restarts. Then: every acknowledged answer is in the database
 * with its seq, no applicant saw a save fail twice in a row (one retry at
 * most), the pages sent everything and submitted, the room kept refreshing.
 * Runs where nginx, PostgreSQL's binaries and Redis (REDIS_URL) are present,
 * and says why it did not run otherwise. Figures: bench/RESULTS.md.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { JsonClient } from '../bench/support/json-client.mjs';
import { benchSsn, importApplicants } from '../bench/support/generated-applicants.mjs';
import { assessmentIdByTitle, registerSeededApplicant, signInApi, SIGN } from './support/api.mjs';
import { SimulatedApplicant } from './support/balancer-applicants.mjs';
import { openApplicantPage, openControlRoom } from './support/balancer-pages.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { nginxMissing, startNginxBalancer } from './support/nginx-balancer.mjs';
import { privatePostgresMissing, startPrivatePostgres } from './support/private-postgres.mjs';
import { redisMissing } from './support/redis-check.mjs';

const APPLICANTS = Number(process.env.BALANCER_APPLICANTS ?? 300);
/** Each applicant changes an answer about this often (±50%). */
const THINK_MS = Number(process.env.BALANCER_THINK_MS ?? 3000);
/** The exam's timeline, from the moment everyone has opened it. */
const KILL_AT_MS = 10_000;
const POSTGRES_RESTART_AT_MS = 25_000;
const ANSWERING_ENDS_AT_MS = 45_000;
/**
 * A control room asks again 5 s after each answer: a refresh lost to the restart and the answers' own time on a
 * loaded machine make a gap of up to about 25 s; longer means it stopped.
 */
const ROOM_GAP_LIMIT_MS = 30_000;
/** After each fault every applicant hit saves again within this (the outbox retries after 1, 2, 4 and 8 s). */
const RECOVERY_LIMIT_SECONDS = 30;
const EXAM_TITLE = 'Demo: General Admission Test';
const PAGES = 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** Failures in [from, to) and how long it took each applicant hit to save again; answers the figures of one fault. */
function recoveryAfter(applicants, from, to) {
  let failures = 0;
  let hit = 0;
  let recoveredBy = from;
  for (const applicant of applicants) {
    const inWindow = applicant.failures.filter((failure) => failure.at >= from && failure.at < to);
    if (inWindow.length === 0) continue;
    failures += inWindow.length;
    hit += 1;
    const lastFailure = inWindow[inWindow.length - 1].at;
    const nextSuccess = applicant.successes.find((success) => success.at > lastFailure)?.at ?? Infinity;
    recoveredBy = Math.max(recoveredBy, nextSuccess);
  }
  const interruptions = applicants.map((applicant) => applicant.interruptions.filter(({ at }) => at >= from && at < to).length);
  return {
    failures,
    applicantsHit: hit,
    mostInterruptionsOfOneApplicant: Math.max(0, ...interruptions),
    recoverySeconds: (recoveredBy - from) / 1000,
  };
}

/** Runs of failed saves a page met (each ended by a good one): what its applicant saw as retries. */
function pageInterruptions(saves) {
  let runs = 0;
  for (const [index, save] of saves.entries()) if (save.status !== 200 && (index === 0 || saves[index - 1].status === 200)) runs += 1;
  return runs;
}

/** The longest time between two good refreshes of the room (and from the first to the end). */
function longestRoomGap(refreshes, end) {
  const good = refreshes.filter((refresh) => refresh.status === 200).map((refresh) => refresh.at);
  let longest = 0;
  for (let index = 1; index <= good.length; index += 1) longest = Math.max(longest, (good[index] ?? end) - good[index - 1]);
  return longest;
}

describe('exam day behind nginx: a node dies, PostgreSQL restarts', () => {
  const stops = [];
  after(async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.log(`cleanup: ${error.message}`));
  });

  it('loses no acknowledged answer, no applicant needs more than a retry, the room keeps refreshing', { timeout: 240_000 }, async (t) => {
    const missing = nginxMissing() ?? privatePostgresMissing() ?? (await redisMissing());
    if (missing) {
      console.log(`balancer drill not run: ${missing}`);
      t.skip(missing);
      return;
    }
    const began = performance.now();
    const drillClock = () => performance.now() - began;
    console.log(`machine: ${os.cpus().length} cores, load ${load()}`);

    const postgres = await startPrivatePostgres();
    stops.push(() => postgres.stop());
    const databaseUrl = await postgres.createDatabase('mizan_balancer');
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: `mizan-balancer-${randomBytes(4).toString('hex')}:`,
      // nginx is the only proxy: the limits count the applicants' own addresses it forwards.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'error',
    };
    const started = await Promise.allSettled([startMizan(env), startMizan(env), startMizan(env)]);
    const nodes = started.filter((node) => node.status === 'fulfilled').map((node) => node.value);
    for (const node of nodes) stops.push(() => node.stop());
    for (const node of started) if (node.status === 'rejected') throw node.reason;
    const nginx = await startNginxBalancer(nodes.map((node) => node.url));
    stops.push(() => nginx.stop());
    const browser = await launchBrowser();
    stops.push(() => browser.close());
    console.log(`three nodes, nginx and a private PostgreSQL up in ${(drillClock() / 1000).toFixed(1)} s`);

    // Everything below goes through nginx, as a school's applicants and staff would.
    const token = await signInApi(nginx.url, 'admin', ADMIN_PASSWORD);
    const examId = await assessmentIdByTitle(nginx.url, token, EXAM_TITLE);
    // The pages' applicants are seeded ones (the last of the list), registered before the import adds others.
    const pageHashes = [];
    for (let index = 0; index < PAGES; index += 1) pageHashes.push(await registerSeededApplicant(nginx.url, token, examId, index));
    await importApplicants(nginx.url, { token, sign: SIGN }, APPLICANTS);
    const client = new JsonClient(nginx.url, APPLICANTS);
    stops.push(async () => client.close());
    const applicants = Array.from(
      { length: APPLICANTS },
      (_, n) => new SimulatedApplicant({ client, ssn: benchSsn(n), clock: drillClock }),
    );
    await Promise.all(applicants.map((applicant, n) => sleep((n / APPLICANTS) * 5_000).then(() => applicant.register(examId))));
    await Promise.all(applicants.map((applicant) => applicant.open()));
    const pages = [];
    for (const hash of pageHashes) pages.push(await openApplicantPage(browser, nginx.url, hash, drillClock));
    const room = await openControlRoom(browser, nginx.url, 'admin', ADMIN_PASSWORD, examId, drillClock);
    console.log(
      `${APPLICANTS} applicants registered and started, ${PAGES} pages and the room open at ${(drillClock() / 1000).toFixed(1)} s`,
    );

    // The exam: everyone answers; a node dies; PostgreSQL restarts.
    const examStart = drillClock();
    const at = (offset) => examStart + offset;
    const over = () => drillClock() >= at(ANSWERING_ENDS_AT_MS);
    const answering = Promise.all([
      ...applicants.map((applicant) => applicant.takeExam(THINK_MS, over)),
      ...pages.map((page) => page.keepAnswering(4_000, over)),
    ]);
    await sleep(at(KILL_AT_MS) - drillClock());
    const killedAt = drillClock();
    await nodes[1].kill('SIGKILL');
    console.log(`node 2 SIGKILLed at ${((killedAt - examStart) / 1000).toFixed(1)} s of the exam; load ${load()}`);
    await sleep(at(POSTGRES_RESTART_AT_MS) - drillClock());
    const restartedAt = drillClock();
    const awayMs = await postgres.restart('fast');
    console.log(`PostgreSQL restarted at ${((restartedAt - examStart) / 1000).toFixed(1)} s (away ${awayMs} ms); load ${load()}`);
    await sleep(10_000);
    await room.page.screenshot({ path: screenshotPath('exam-day-balancer-room') });
    await pages[0].page.screenshot({ path: screenshotPath('exam-day-balancer-applicant') });
    await answering;
    const examEnd = drillClock();

    // Everyone sends what is left and hands in.
    const drained = await Promise.all(applicants.map((applicant) => applicant.drain(30_000)));
    assert.equal(drained.filter((done) => !done).length, 0, 'every applicant sent every answer');
    for (const page of pages) await page.settled(30_000);
    const submitted = await Promise.all(applicants.map((applicant) => applicant.submit()));
    for (const page of pages) await page.submit();
    const roomGapMs = longestRoomGap(room.refreshes, drillClock());
    const roomWarning = await room.warningShown();

    // The check, in the database itself.
    const reader = new pg.Client({ connectionString: databaseUrl });
    await reader.connect();
    const { rows } = await reader.query(
      `select a.hash, an.question_id, an.seq::int as seq, an.answer from answers an join attempts a on a.id = an.attempt_id
        where a.assessment_id = $1`,
      [examId],
    );
    const { rows: handedIn } = await reader.query('select hash from attempts where assessment_id = $1 and submitted_at is not null', [
      examId,
    ]);
    await reader.end();
    const held = new Map(rows.map((row) => [`${row.hash} ${row.question_id}`, row]));
    const acknowledged = applicants.flatMap((applicant) =>
      [...applicant.acknowledged].map(([questionId, seq]) => ({ key: `${applicant.hash} ${questionId}`, seq })),
    );
    const lost = acknowledged.filter(({ key, seq }) => held.get(key)?.seq !== seq);

    // What each applicant saw, and the figures.
    const saves = applicants.reduce((sum, applicant) => sum + applicant.successes.length, 0);
    const failuresPerApplicant = applicants.map((applicant) => applicant.failures.length);
    const spread = {};
    for (const count of failuresPerApplicant) spread[count] = (spread[count] ?? 0) + 1;
    const afterKill = recoveryAfter(applicants, killedAt, restartedAt);
    const afterRestart = recoveryAfter(applicants, restartedAt, Infinity);
    const accessLog = (await nginx.accessLog()).split('\n').filter(Boolean);
    const resent = accessLog.filter((line) => /upstream_status=\d+(, \d+)+/.test(line)).length;
    const pageFailures = pages.map((page) => page.saves.filter((save) => save.status !== 200).length);
    const pageRetries = pages.map((page) => pageInterruptions(page.saves));
    const figures = {
      applicants: APPLICANTS,
      savesPerSecond: Number((saves / ((examEnd - examStart) / 1000)).toFixed(1)),
      acknowledged: acknowledged.length,
      lost: lost.length,
      failuresPerApplicant: spread,
      longestFailureRun: Math.max(...applicants.map((applicant) => applicant.longestFailureRun)),
      afterKill,
      afterRestart: { ...afterRestart, postgresAwayMs: awayMs },
      nginxSentToASecondNode: resent,
      // Every node benched at once (each failure leaves a node out for fail_timeout): nginx answers 502 itself.
      nginxNoLiveUpstreams: (await nginx.errorLog()).split('no live upstreams').length - 1,
      pageFailedSaves: pageFailures,
      pageInterruptions: pageRetries,
      roomRefreshes: room.refreshes.length,
      roomLongestGapSeconds: roomGapMs / 1000,
      // Node 2 was killed; the others must have lived through the PostgreSQL restart.
      nodesRunning: nodes.map((node) => node.running()),
      drillSeconds: Number((drillClock() / 1000).toFixed(1)),
      loadAfter: load(),
    };
    console.log(`balancer drill figures: ${JSON.stringify(figures)}`);
    for (const [index, node] of nodes.entries())
      if (index !== 1 && !node.running()) console.log(`node ${index + 1} exited during the drill:\n${node.output().slice(-3000)}`);
    const failureTimes = {};
    for (const applicant of applicants)
      for (const failure of applicant.failures) {
        const key = `${failure.call} ${failure.status} at ${Math.floor((failure.at - examStart) / 5000) * 5} s`;
        failureTimes[key] = (failureTimes[key] ?? 0) + 1;
      }
    console.log(`failed calls by call, status and time into the exam: ${JSON.stringify(failureTimes)}`);
    const resentHow = {};
    for (const line of accessLog) {
      const how = /upstream_status=(\d+(?:, \d+)+)/.exec(line)?.[1];
      if (how) resentHow[how] = (resentHow[how] ?? 0) + 1;
    }
    console.log(`calls nginx sent to a second node, by the nodes' answers: ${JSON.stringify(resentHow)}`);

    assert.deepEqual(lost, [], 'every acknowledged answer is stored with its seq');
    assert.deepEqual(figures.nodesRunning, [true, false, true], 'only the killed node is down');
    assert.equal(acknowledged.length > APPLICANTS, true, 'the applicants saved answers');
    assert.deepEqual(
      applicants.flatMap((applicant) => applicant.refusals),
      [],
      'no save was refused',
    );
    // One interruption per fault at most, ended by the outbox's own retries; how many tries it took is a figure.
    for (const fault of [afterKill, afterRestart])
      assert.equal(fault.mostInterruptionsOfOneApplicant <= 1, true, 'one retry per fault at most');
    assert.equal(
      Math.max(afterKill.recoverySeconds, afterRestart.recoverySeconds) <= RECOVERY_LIMIT_SECONDS,
      true,
      'saves went through again soon',
    );
    assert.equal(submitted.every(Boolean), true, 'every applicant handed in');
    const submittedHashes = new Set(handedIn.map((row) => row.hash));
    const notSubmitted = [...applicants.map((applicant) => applicant.hash), ...pageHashes].filter((hash) => !submittedHashes.has(hash));
    assert.deepEqual(notSubmitted, [], 'every attempt of the drill is submitted in the database');
    for (const page of pages) {
      const stored = held.get(`${page.hash} ${page.questionId}`);
      const answer = typeof stored?.answer === 'string' ? JSON.parse(stored.answer) : stored?.answer;
      assert.equal(answer?.optionId, page.lastAnswer(), "the page's last answer is stored");
    }
    assert.equal(Math.max(0, ...pageRetries) <= 2, true, 'a page met one interruption per fault at most');
    assert.equal(roomGapMs <= ROOM_GAP_LIMIT_MS, true, `the room refreshed at least every ${ROOM_GAP_LIMIT_MS / 1000} s`);
    assert.equal(roomWarning, false, 'the room shows no refresh failure at the end');
    const goodAfterRestart = room.refreshes.filter((refresh) => refresh.status === 200 && refresh.at > restartedAt).length;
    assert.equal(goodAfterRestart >= 2, true, 'the room refreshed again after PostgreSQL came back');
    assert.equal(drillClock() < 180_000, true, 'the drill keeps within 3 minutes');
  });
});
