/**
 * Several API nodes: two built servers (separate DATA_DIRs, so
 * nothing is shared through local files) on one PostgreSQL database and one
 * Redis, as behind a load balancer without sticky sessions. An applicant
 * whose calls alternate between the nodes keeps one consistent attempt; a
 * sign-in lockout reached on node A holds on node B; a file uploaded
 * through A is served by B; the lockout is counted in Redis. HTTP only. Runs when PostgreSQL
 * (TEST_DATABASE_URL or DATABASE_URL) and Redis (REDIS_URL) answer, and
 * says why it did not run otherwise.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { assessmentIdByTitle, callApi, registerSeededApplicant, signInApi, SIGN } from './support/api.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { createScratchDatabase, postgresUrl } from './support/scratch-database.mjs';
import { redisMissing } from './support/redis-check.mjs';

const redisUrl = process.env.REDIS_URL || '';
const EXAM_TITLE = 'Demo: General Admission Test';
const SUBMITTED_BEFORE = 'This test has been submitted before!';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Why the drill cannot run here, or null when PostgreSQL and Redis both answer. */
async function missingServices() {
  if (postgresUrl === '') return 'no TEST_DATABASE_URL or DATABASE_URL is set';
  if (redisUrl === '') return 'no REDIS_URL is set';
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    return `PostgreSQL at ${new URL(postgresUrl).host} does not answer (${error.message})`;
  }
  return redisMissing(redisUrl);
}

/** An answer for each True/False and MCQ question of the exam view, with a given choice. */
function answerFor(question, choice) {
  if (question.type === 'TrueOrFalse') return { type: 'TrueOrFalse', optionId: choice % 2 === 0 ? 'True' : 'False' };
  if (question.type === 'MCQ') return { type: 'MCQ', selected: [question.options[choice % question.options.length].id] };
  return null;
}

describe('two API nodes on one PostgreSQL and Redis', () => {
  let database;
  const nodes = [];
  after(async () => {
    for (const node of nodes) await node.stop();
    await database?.drop();
  });

  it("serve one applicant alternately, share a lockout and serve each other's media", async (t) => {
    const missing = await missingServices();
    if (missing) {
      console.log(`multi-node drill not run: ${missing}`);
      t.skip(missing);
      return;
    }
    database = await createScratchDatabase('mizan_nodes');
    // A key prefix of its own, so runs sharing this Redis never see each other's lockouts.
    const redisKeyPrefix = `mizan-e2e-${randomBytes(4).toString('hex')}:`;
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix };
    // Both start at once on the empty database, as after a deploy: one migrates and seeds, the other waits for it.
    const started = await Promise.allSettled([startMizan(env), startMizan(env)]);
    for (const node of started) if (node.status === 'fulfilled') nodes.push(node.value);
    for (const node of started) if (node.status === 'rejected') throw node.reason;
    const [a, b] = nodes.map((node) => node.url);
    assert.notEqual(nodes[0].dataDir, nodes[1].dataDir);

    // A staff session made on A is good on B (no JWT_SECRET: the generated one is kept in the database).
    const token = await signInApi(a, 'admin', ADMIN_PASSWORD);
    assert.equal((await callApi(b, 'getuser', undefined, { token })).status, 200);

    // The applicant registers on A and opens the exam on B.
    const examId = await assessmentIdByTitle(b, token, EXAM_TITLE);
    const hash = await registerSeededApplicant(a, token, examId);
    const opened = await callApi(b, 'admin/getstudentexam.php', { id: hash });
    assert.equal(opened.status, 200);
    assert.equal(opened.body.data.status, 'inprogress');
    const questions = opened.body.data.exam.questions.filter((question) => answerFor(question, 0) !== null);
    assert.ok(questions.length >= 2);

    // Saves alternate between the nodes; each question is changed three times (seq 1..3).
    let turn = 0;
    for (const seq of [1, 2, 3]) {
      for (const question of questions) {
        const node = turn++ % 2 === 0 ? a : b;
        const saved = await callApi(node, 'student/saveanswer.php', {
          hash,
          questionId: question.id,
          answer: answerFor(question, seq),
          seq,
        });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.equal(saved.body.data.applied, true);
      }
    }
    // A late duplicate of an older save reaching the other node changes nothing.
    const stale = await callApi(b, 'student/saveanswer.php', {
      hash,
      questionId: questions[0].id,
      answer: answerFor(questions[0], 1),
      seq: 1,
    });
    assert.equal(stale.body.data.applied, false);
    assert.equal(stale.body.data.savedSeq, 3);

    // Both nodes see the same started time and the same answers.
    const onA = await callApi(a, 'admin/getstudentexam.php', { id: hash });
    const onB = await callApi(b, 'admin/getstudentexam.php', { id: hash });
    assert.equal(onA.body.data.startedAt, opened.body.data.startedAt);
    assert.deepEqual(onA.body.data.answers, onB.body.data.answers);
    const held = new Map(onB.body.data.answers.map((saved) => [saved.questionId, saved]));
    for (const question of questions) {
      assert.deepEqual(held.get(question.id)?.answer, answerFor(question, 3));
      assert.equal(held.get(question.id)?.seq, 3);
    }

    // Submitted on A: B refuses a second submit and both give the same result.
    const submitted = await callApi(a, 'student/submitexam.php', { id: hash });
    assert.equal(submitted.status, 200);
    assert.deepEqual(await callApi(b, 'student/submitexam.php', { id: hash }).then((again) => again.body), {
      msg: SUBMITTED_BEFORE,
      code: 'submitted_before',
    });
    const resultOnA = await callApi(a, 'student/getresult.php', { id: hash });
    const resultOnB = await callApi(b, 'student/getresult.php', { id: hash });
    assert.equal(resultOnA.status, resultOnB.status);
    assert.deepEqual(resultOnA.body, resultOnB.body);
    const savedAfterSubmit = await callApi(b, 'student/saveanswer.php', {
      hash,
      questionId: questions[0].id,
      answer: answerFor(questions[0], 4),
      seq: 4,
    });
    assert.equal(savedAfterSubmit.status, 409);

    // A file uploaded through A is served by B, byte for byte.
    const upload = await fetch(`${a}/api/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-file-name': 'dot.png', 'x-sign': SIGN },
      body: PNG,
    });
    assert.equal(upload.status, 200);
    const { url: mediaUrl } = (await upload.json()).data;
    const served = await fetch(`${b}${mediaUrl}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG);

    // Ten failed sign-ins on A lock the account on B too, even with the right password.
    for (let failure = 0; failure < 10; failure += 1) {
      const wrong = await callApi(a, 'auth/login.php', { user: 'admin', pass: `wrong-${failure}` });
      assert.equal(wrong.status, 401);
    }
    const locked = await callApi(b, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD });
    assert.equal(locked.status, 429);
    assert.match(locked.body.msg, /Too many failed sign-in attempts/);
    // The lockout was counted in Redis, not in the database.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as count from rate_limits');
    await client.end();
    assert.equal(rows[0].count, 0);
  });
});
