/**
 * The tables of bench/page-cpu.mjs and bench/budgets.mjs: for each page and
 * figure the median of the rounds and their spread (min–max), and the ratio
 * page ÷ floor page taken within each round (both loads at the same moment
 * of the machine) with its median and spread.
 */
import { IDLE } from './cpu-profile-modules.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The floor's side of a ratio is never taken under this (ms): a figure near zero would make any ratio huge. */
const SMALLEST_FLOOR = { blockingMs: 50, blockingCpuMs: 50, tbtMs: 50 };

/** Per round, `page`'s figure `key` ÷ the floor's in that round. */
export function ratiosOf(rounds, page, key) {
  return rounds.map((round) => round[page][key] / Math.max(round.floor[key], SMALLEST_FLOOR[key] ?? 0));
}

const spreadOf = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

const ms = (value) => (value == null || Number.isNaN(value) ? '–' : String(Math.round(value)));
const x = (value) => `${value.toFixed(2)}×`;
const spreadText = (values, format) => {
  const { median: middle, min, max } = spreadOf(values);
  return `${format(middle)} (${format(min)}–${format(max)})`;
};

export const CPU_FIGURES = [
  ['mainThreadCpuMs', 'main-thread work to interactive, thread time, ms'],
  ['mainThreadMs', 'main-thread work to interactive, wall time, ms'],
  ['blockingCpuMs', 'blocking time from navigation, thread time, ms'],
  ['blockingMs', 'blocking time from navigation, wall time, ms'],
  ['tbtMs', 'TBT (FCP to interactive), ms'],
  ['readyMs', "first screen drawn ('Q 1' / the form), ms"],
  ['interactiveMs', 'interactive, ms'],
  ['lcpMs', 'LCP, ms'],
];
const RATIO_FIGURES = ['mainThreadCpuMs', 'mainThreadMs', 'blockingCpuMs', 'blockingMs'];

/** Medians and spread of every figure per page, and the ratios to the floor. */
export function cpuTable(rounds, pages) {
  const lines = [
    `| figure (CPU 4× slower, ${rounds.length} rounds) | ${pages.join(' | ')} | ${pages
      .filter((page) => page !== 'floor')
      .map((page) => `${page} ÷ floor`)
      .join(' | ')} |`,
    `| --- |${' --- |'.repeat(pages.length * 2 - 1)}`,
  ];
  for (const [key, label] of CPU_FIGURES) {
    const cells = pages.map((page) =>
      spreadText(
        rounds.map((round) => round[page][key] ?? NaN),
        ms,
      ),
    );
    const ratios = pages
      .filter((page) => page !== 'floor')
      .map((page) => (RATIO_FIGURES.includes(key) ? spreadText(ratiosOf(rounds, page, key), x) : ''));
    lines.push(`| ${label} | ${cells.join(' | ')} | ${ratios.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Each round's main-thread work and ratios: the absolute figures move with the machine, the ratios should not. */
export function roundsTable(rounds, pages, key = 'mainThreadMs') {
  const others = pages.filter((page) => page !== 'floor');
  const lines = [
    `| round | ${pages.join(' | ')} | ${others.map((page) => `${page} ÷ floor`).join(' | ')} |`,
    `| --- |${' --- |'.repeat(pages.length + others.length)}`,
  ];
  rounds.forEach((round, index) => {
    const ratios = others.map((page) => x(round[page][key] / Math.max(round.floor[key], SMALLEST_FLOOR[key] ?? 0)));
    lines.push(`| ${index + 1} | ${pages.map((page) => ms(round[page][key])).join(' | ')} | ${ratios.join(' | ')} |`);
  });
  return lines.join('\n');
}

/** Lighthouse's figures per page, and the score ratio to the floor. */
export function lighthouseTable(runs, pages) {
  const lines = [`| Lighthouse 12 mobile (${runs.length} rounds) | ${pages.join(' | ')} |`, `| --- |${' --- |'.repeat(pages.length)}`];
  const row = (label, values) => lines.push(`| ${label} | ${values.join(' | ')} |`);
  row(
    'performance score',
    pages.map((page) =>
      spreadText(
        runs.map((run) => run[page].score),
        String,
      ),
    ),
  );
  row(
    'score ÷ floor',
    pages.map((page) => (page === 'floor' ? '' : spreadText(ratiosOf(runs, page, 'score'), (value) => value.toFixed(3)))),
  );
  for (const [key, label] of [
    ['tbtMs', 'TBT, ms'],
    ['lcpMs', 'LCP, ms'],
    ['mainThreadMs', 'main-thread work, ms'],
    ['benchmarkIndex', 'benchmarkIndex'],
  ])
    row(
      label,
      pages.map((page) =>
        spreadText(
          runs.map((run) => run[page][key]),
          ms,
        ),
      ),
    );
  return lines.join('\n');
}

/**
 * Mean self time per round by module (`field` 'modules', the CPU profile) or by kind of work ('kinds', the
 * trace), the (idle) row left out, largest first; % of the page's busy time.
 */
export function breakdownTable(rounds, page, field = 'modules') {
  const totals = new Map();
  for (const round of rounds)
    for (const [row, value] of Object.entries(round[page][field] ?? {})) totals.set(row, (totals.get(row) ?? 0) + value);
  totals.delete(IDLE);
  const busy = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const heading = field === 'modules' ? 'by module (CPU profile, self time)' : 'by kind of work (trace)';
  const lines = [`| ${page}: main thread ${heading} | ms per load | share |`, '| --- | --- | --- |'];
  for (const [row, value] of [...totals].sort((a, b) => b[1] - a[1])) {
    const mean = value / rounds.length;
    if (mean < 1) continue;
    lines.push(`| ${row} | ${Math.round(mean)} | ${((value / busy) * 100).toFixed(1)} % |`);
  }
  lines.push(`| all | ${Math.round(busy / rounds.length)} | 100 % |`);
  return lines.join('\n');
}
