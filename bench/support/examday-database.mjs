/**
 * The database side of bench/examday.mjs: a scratch PostgreSQL database
 * created and dropped per run, and the check afterwards, read directly
 * (PostgreSQL, or the stopped server's PGlite folder).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export async function scratchPostgres(postgresUrl) {
  const name = `mizan_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
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

/** What the database holds after the run: from `database` (scratchPostgres) or else the PGlite folder under `dataDir`. */
export async function readStored(database, dataDir, examId) {
  if (database) {
    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    try {
      return await storedAnswers(async (text) => (await reader.query(text)).rows, examId);
    } finally {
      await reader.end();
    }
  }
  const reader = await PGlite.create(path.join(dataDir, 'pg'));
  try {
    return await storedAnswers(async (text) => (await reader.query(text)).rows, examId);
  } finally {
    await reader.close();
  }
}
