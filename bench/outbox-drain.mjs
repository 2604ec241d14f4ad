/**
 * The outbox draining 10,000 e-mails to a local SMTP server, on PostgreSQL:
 * the built server on a database of its own (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards) with
 * SMTP_URL pointing at an smtp-server in this process. Each run, interleaved:
 *   - the outbox: 10,000 waiting Arabic messages written to message_outbox in
 *     one statement (as 10,000 events would have queued them); the server's
 *     worker claims, renders, sends (a pool of 5 SMTP connections) and records
 *     each; timed from the first message's arrival to the last's, so the
 *     worker's 5 s polling interval is not counted;
 *   - the floor: nodemailer in this process sending the same 10,000 messages
 *     (same subject, text and HTML, same pool of 5) straight to the same
 *     server, no database; timed the same way.
 * Printed as a Markdown table: messages/s of each and the outbox ÷ floor ratio
 * (median and spread). Each message must arrive exactly once.
 *   node bench/outbox-drain.mjs [runs]   (default 5; at least 5)
 * Run after `npm run build -w @mizan/server`.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startMizan } from '../e2e/support/mizan-server.mjs';

const runs = Math.max(5, Number(process.argv[2] ?? 5));
const MESSAGES = 10_000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PUBLIC_URL = 'https://admissions.bench.example';
const FROM = 'Bench Admissions <admissions@bench.example>';
const SUBJECT = '{school}: رسالة إلى {name}';
const BODY = 'مرحبًا {name}،\n\nندعوكم إلى اليوم المفتوح يوم الخميس. التفاصيل على صفحة طلبك:\n{link}\n\n{school}';
const SCHOOL = 'مدرسة النور';

/** The SMTP server both senders deliver to: it counts arrivals per run and keeps the first and last arrival times. */
function startSmtp() {
  let run = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        const at = performance.now();
        if (run) {
          const to = session.envelope.rcptTo[0]?.address ?? '';
          run.arrived.set(to, (run.arrived.get(to) ?? 0) + 1);
          run.first ??= at;
          run.last = at;
        }
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${server.server.address().port}`,
        begin(prefix) {
          run = { prefix, arrived: new Map(), first: null, last: null };
          return run;
        },
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, word) => values[word] ?? '');
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const html = (subject, text) =>
  `<!DOCTYPE html>\n<html lang="ar" dir="rtl">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body dir="rtl">\n` +
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)}</p>`)
    .join('\n') +
  '\n</body>\n</html>';

async function waitUntil(condition, what, timeoutMs = 600_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function checkOnce(run, label) {
  const twice = [...run.arrived.values()].filter((count) => count !== 1).length;
  if (run.arrived.size !== MESSAGES || twice > 0) throw new Error(`${label}: ${run.arrived.size} recipients, ${twice} not exactly once`);
  return (MESSAGES - 1) / ((run.last - run.first) / 1000);
}

async function outboxRun(smtp, query, index) {
  const prefix = `outbox${index}-`;
  const run = smtp.begin(prefix);
  await query(
    `insert into message_outbox (event, channel, language, recipient, subject, body, values)
     select 'staff_message', 'email', 'Ar', '${prefix}' || g || '@families.example', $1, $2,
            jsonb_build_object('name', 'طالب ' || g, 'school', $3::text, 'link', '/status/bench' || g)
     from generate_series(1, ${MESSAGES}) g`,
    [SUBJECT, BODY, SCHOOL],
  );
  await waitUntil(
    async () =>
      (await query(`select count(*)::int as n from message_outbox where recipient like '${prefix}%' and state = 'sent'`))[0].n === MESSAGES,
    'the outbox to drain',
  );
  const [{ failed }] = await query(
    `select count(*)::int as failed from message_outbox where recipient like '${prefix}%' and state <> 'sent'`,
  );
  if (failed > 0) throw new Error(`${failed} outbox messages not sent`);
  return checkOnce(run, 'outbox');
}

async function floorRun(smtp, index) {
  const prefix = `direct${index}-`;
  const run = smtp.begin(prefix);
  const transport = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 5 });
  await Promise.all(
    Array.from({ length: MESSAGES }, (_, i) => {
      const values = { name: `طالب ${i + 1}`, school: SCHOOL, link: `${PUBLIC_URL}/status/bench${i + 1}` };
      const subject = fill(SUBJECT, values);
      const text = fill(BODY, values);
      return transport.sendMail({ from: FROM, to: `${prefix}${i + 1}@families.example`, subject, text, html: html(subject, text) });
    }),
  );
  transport.close();
  return checkOnce(run, 'floor');
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

const name = `mizan_bench_outbox_${process.pid}`;
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
const query = async (statement, params) => (await client.query(statement, params)).rows;
const smtp = await startSmtp();
try {
  const server = await startMizan({
    DATABASE_URL: url.toString(),
    SEED_DEMO: '0',
    SMTP_URL: smtp.url,
    SMTP_FROM: FROM,
    PUBLIC_URL,
    EXAM_REMINDER_HOURS: '0',
    LOG_LEVEL: 'warn',
  });
  await client.connect();
  const rows = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const outbox = await outboxRun(smtp, query, run);
      const floor = await floorRun(smtp, run);
      rows.push({ run, outbox, floor });
      console.error(`run ${run}: outbox ${outbox.toFixed(0)}/s, floor ${floor.toFixed(0)}/s`);
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\n### PostgreSQL: ${MESSAGES.toLocaleString('en')} Arabic e-mails per run, ${runs} interleaved runs; load average after ${load()}\n`,
  );
  console.log('| run | outbox (messages/s) | floor: nodemailer direct (messages/s) | outbox ÷ floor |');
  console.log('|---|---|---|---|');
  for (const row of rows)
    console.log(`| ${row.run} | ${row.outbox.toFixed(0)} | ${row.floor.toFixed(0)} | ${(row.outbox / row.floor).toFixed(2)} |`);
  const ratios = rows.map((row) => row.outbox / row.floor);
  console.log(
    `| **median** | **${median(rows.map((row) => row.outbox)).toFixed(0)}** | **${median(rows.map((row) => row.floor)).toFixed(0)}** | **${median(ratios).toFixed(2)}** (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
  );
  console.log(`\nEvery message of every run arrived exactly once (${(MESSAGES * runs * 2).toLocaleString('en')} in all).`);
} finally {
  await client.end().catch(() => {});
  await smtp.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
