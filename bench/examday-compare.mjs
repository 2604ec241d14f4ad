/**
 * Several runs of `bench:examday -- --json FILE` side by side: for each group
 * of runs, each burst's p99 and its p99 ÷ the bare route's p99 of the same
 * run, as the median with the lowest and highest, the cold pages per second,
 * the load before each run, and the errors and lost answers summed. A group
 * is named by its files: `postgres-after-1.json` and `postgres-after-2.json`
 * are the group `postgres-after`.
 *
 *   node bench/examday-compare.mjs /tmp/runs/*.json
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('give the JSON files of bench:examday runs');

const groups = new Map();
for (const file of files) {
  const name = path.basename(file, '.json').replace(/-\d+$/, '');
  const runs = groups.get(name) ?? [];
  runs.push(JSON.parse(readFileSync(file, 'utf8')));
  groups.set(name, runs);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values, digits) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const out = (line) => process.stdout.write(`${line}\n`);
for (const [name, runs] of groups) {
  out(`\n### ${name}: ${runs.length} runs, ${runs[0].applicants} applicants on ${runs[0].db}`);
  out(`load before each run: ${runs.map((run) => run.loadBefore?.[0]?.toFixed?.(2) ?? run.loadBefore).join(', ')}`);
  out(
    `bare route: ${spread(
      runs.map((run) => run.bare.perSecond),
      0,
    )} req/s, p99 ${spread(
      runs.map((run) => run.bare.p99),
      1,
    )} ms`,
  );
  out(
    `cold exam pages/s: ${spread(
      runs.map((run) => run.pagesPerSecond),
      0,
    )}`,
  );
  out(
    `errors ${runs.reduce((sum, run) => sum + run.errors, 0)}, lost ${runs.reduce((sum, run) => sum + run.lost, 0)}, submitted ${runs.map((run) => run.submitted).join(', ')}`,
  );
  out('');
  out('| burst | p99 ms, median (min–max) | p99 ÷ bare p99 | goal met in |');
  out('| --- | --- | --- | --- |');
  for (const burst of runs[0].bursts) {
    const same = runs.map((run) => run.bursts.find((entry) => entry.name === burst.name)).filter(Boolean);
    const verdicts = runs.map((run) => run.verdicts.find((verdict) => goalOf(verdict.goal) === burstGoal(burst.name))).filter(Boolean);
    const met = verdicts.length ? `${verdicts.filter((verdict) => verdict.met).length} of ${verdicts.length}` : '';
    out(
      `| ${burst.name} | ${spread(
        same.map((entry) => entry.p99),
        0,
      )} | ${spread(
        same.map((entry) => entry.p99OverBare),
        0,
      )}× | ${met} |`,
    );
  }
}

/** The goal a verdict checks, by the first word of its text (page, start, submit, essay). */
function goalOf(text) {
  return text.split(' ')[0];
}

/** The goal a burst of the report is held to, if any. */
function burstGoal(name) {
  if (name.startsWith('the room opens the page')) return 'page';
  if (name === 'the synchronized start') return 'start';
  if (name.startsWith('the hand-in')) return 'submit';
  if (name === 'essay autosave') return 'essay';
  return null;
}
