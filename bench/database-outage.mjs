/**
 * How an API node answers while its PostgreSQL is away: the built server
 * reaches a fresh database through a TCP proxy that is cut, answer saves are
 * timed until they answer 503, then the proxy is restored and the time to
 * the first stored save is taken. Needs TEST_DATABASE_URL (or DATABASE_URL)
 * and `npm run build` first.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/database-outage.mjs [calls]
 */
import { performance } from 'node:perf_hooks';
import { assessmentIdByTitle, callApi, registerSeededApplicant, signInApi } from '../e2e/support/api.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { createScratchDatabase, postgresUrl } from '../e2e/support/scratch-database.mjs';
import { startTcpProxy } from '../e2e/support/tcp-proxy.mjs';

if (postgresUrl === '') {
  console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL this script may create a database on.');
  process.exit(1);
}
const calls = Number(process.argv[2] ?? 20);
const database = await createScratchDatabase('mizan_outage_bench');
const proxy = await startTcpProxy({ host: database.host, port: database.port });
const server = await startMizan({ DATABASE_URL: database.urlThrough(proxy.port) });
try {
  const token = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
  const examId = await assessmentIdByTitle(server.url, token, 'Demo: General Admission Test');
  const hash = await registerSeededApplicant(server.url, token, examId);
  const [question] = (await callApi(server.url, 'admin/getstudentexam.php', { id: hash })).body.data.exam.questions;
  const save = (seq) =>
    callApi(server.url, 'student/saveanswer.php', {
      hash,
      questionId: question.id,
      answer: { type: 'TrueOrFalse', optionId: 'True' },
      seq,
    });

  proxy.cut();
  const during = [];
  const statuses = new Set();
  for (let seq = 1; seq <= calls; seq += 1) {
    const started = performance.now();
    statuses.add((await save(seq)).status);
    during.push(performance.now() - started);
  }
  proxy.restore();
  const restored = performance.now();
  let seq = calls + 1;
  while ((await save(seq)).status !== 200) seq += 1;
  const recovery = performance.now() - restored;

  during.sort((a, b) => a - b);
  console.log(
    `during the outage, ${calls} saves answered ${[...statuses].join(', ')}: ` +
      `median ${during[Math.floor(calls / 2)].toFixed(1)} ms, max ${during[calls - 1].toFixed(1)} ms`,
  );
  console.log(`first stored save after the database came back: ${recovery.toFixed(1)} ms`);
} finally {
  await server.stop();
  await proxy.close();
  await database.drop();
}
