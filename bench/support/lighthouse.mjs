/**
 * One Lighthouse 12 run (mobile, its default preset: a mid-range phone on a
 * throttled network) of a URL in Debian's Chromium, through npx so the
 * project does not carry Lighthouse's dependencies. Answers the performance
 * score (0–100), LCP, TBT and main-thread work (ms), the machine's
 * benchmarkIndex as Lighthouse measured it, and the console errors it saw (a
 * CSP violation among them).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

const RUNS_BEFORE_GIVING_UP = 3;

/** Lighthouse now and then fails to record its trace (NO_NAVSTART) on a busy machine: such a run is tried again. */
export async function lighthouse(url) {
  for (let run = 1; ; run += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (run === RUNS_BEFORE_GIVING_UP) throw error;
      console.error(`Lighthouse of ${url} failed (${String(error.message).split('\n').at(-2) ?? error.message}); running it again`);
    }
  }
}

async function lighthouseOnce(url) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mizan-lighthouse-'));
  const report = path.join(folder, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        url,
        '--quiet',
        '--only-categories=performance,best-practices',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 300_000,
      },
    );
    const result = JSON.parse(await readFile(report, 'utf8'));
    const consoleErrors = result.audits['errors-in-console']?.details?.items ?? [];
    return {
      score: Math.round(result.categories.performance.score * 100),
      lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(result.audits['total-blocking-time'].numericValue),
      mainThreadMs: Math.round(result.audits['mainthread-work-breakdown']?.numericValue ?? NaN),
      benchmarkIndex: Math.round(result.environment?.benchmarkIndex ?? NaN),
      consoleErrors: consoleErrors.map((item) => `${item.source ?? ''}: ${item.description ?? ''}`.slice(0, 200)),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
