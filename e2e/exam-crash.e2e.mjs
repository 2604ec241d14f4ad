/**
 * Crash test: answers the server acknowledged before its process is
 * killed with SIGKILL (no shutdown, no flush) are all there after a restart,
 * on the embedded PGlite and, when TEST_DATABASE_URL or DATABASE_URL names
 * one, on PostgreSQL (a fresh database, dropped afterwards). The attempt then
 * submits once, and a second submit is refused. No browser: HTTP only.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import pg from 'pg';
import { seededApplicant } from './support/api.mjs';
import { freePort } from './support/free-port.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const ADMIN_PASSWORD = 'e2e-crash-admin-password';
const SIGN = 'cd'.repeat(32);

/** Start the built server on `dataDir` (and `databaseUrl`, when given); answers its URL and process. */
async function startServer(dataDir, databaseUrl, port) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function killHard(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(url, apiPath, data, token) {
  const response = await fetch(`${url}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sign: SIGN, data }),
  });
  return { status: response.status, body: await response.json() };
}

/** An answer for each MCQ, True/False and RIASEC question of the exam view (the first option). */
function answersFor(questions) {
  return questions.flatMap((question) => {
    if (question.type === 'MCQ') return [{ questionId: question.id, answer: { type: 'MCQ', selected: [question.options[0].id] } }];
    if (question.type === 'TrueOrFalse') return [{ questionId: question.id, answer: { type: 'TrueOrFalse', optionId: 'False' } }];
    if (question.type === 'RIASEC') return [{ questionId: question.id, answer: { type: 'RIASEC', optionId: question.options[1].id } }];
    return [];
  });
}

async function crashJourney(databaseUrl) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizan-crash-'));
  const port = await freePort();
  let server = await startServer(dataDir, databaseUrl, port);
  try {
    const login = await call(server.url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD });
    assert.equal(login.status, 200);
    const token = login.body.data;
    const exams = await call(server.url, 'admin/getexams.php', '1', token);
    const english = exams.body.data.find((exam) => exam.title === 'Demo: General Admission Test');
    assert.ok(english, 'the demo assessment is seeded');
    const { ssn } = await seededApplicant(server.url, token);

    const registered = await call(server.url, 'emp/reg.php', { exam_id: english.id, ssn });
    assert.equal(registered.status, 200);
    const hash = registered.body.data;
    const opened = await call(server.url, 'admin/getstudentexam.php', { id: hash });
    assert.equal(opened.status, 200);
    const answers = answersFor(opened.body.data.exam.questions);
    assert.ok(answers.length >= 3, 'the demo assessment has choice questions to answer');

    // Acknowledged saves, the last one answered a moment before the kill; each question saved twice (seq 1, then 2).
    for (const seq of [1, 2]) {
      for (const entry of answers) {
        const saved = await call(server.url, 'student/saveanswer.php', { hash, questionId: entry.questionId, answer: entry.answer, seq });
        assert.equal(saved.status, 200);
        assert.equal(saved.body.data.applied, true);
      }
    }
    await killHard(server.child);

    server = await startServer(dataDir, databaseUrl, port);
    const after = await call(server.url, 'admin/getstudentexam.php', { id: hash });
    assert.equal(after.status, 200);
    assert.equal(after.body.data.status, 'inprogress');
    assert.equal(after.body.data.startedAt, opened.body.data.startedAt);
    const held = new Map(after.body.data.answers.map((saved) => [saved.questionId, saved]));
    for (const entry of answers) {
      assert.deepEqual(held.get(entry.questionId)?.answer, entry.answer, `answer to ${entry.questionId} survived`);
      assert.equal(held.get(entry.questionId)?.seq, 2);
    }
    assert.equal(after.body.data.answers.length, answers.length);

    const submitted = await call(server.url, 'student/submitexam.php', { id: hash });
    assert.equal(submitted.status, 200);
    const again = await call(server.url, 'student/submitexam.php', { id: hash });
    assert.deepEqual(again, { status: 409, body: { msg: 'This test has been submitted before!', code: 'submitted_before' } });
  } finally {
    await killHard(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

describe('exam answers survive a SIGKILL of the server', () => {
  it('on the embedded PGlite', async () => {
    await crashJourney(null);
  });

  it('on PostgreSQL', { skip: postgresUrl === '' ? 'no TEST_DATABASE_URL or DATABASE_URL' : false }, async () => {
    const name = `mizan_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      await crashJourney(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
