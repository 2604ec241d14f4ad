/**
 * Exam day's bursts as ratios to the bare Fastify route measured in the same
 * run (bench/support/closed-loop.mjs), and the issue's goals for each: the
 * figures of a loaded machine and of a quiet one read the same way.
 */

/** The goals (issue 32): a burst's p99 in ms, or the essay autosave's p99 against the other saves'. */
const GOALS = {
  page: { p99Ms: 2_000, text: 'page files p99 ≤ 2 s' },
  start: { p99Ms: 1_000, text: 'start p99 < 1 s', strict: true },
  submit: { p99Ms: 1_000, text: 'submit p99 ≤ 1 s (same second)' },
  essay: { timesOtherSaves: 2, text: 'essay autosave p99 ≤ 2 × the other saves' },
};

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 0)}×` : '-');

/** One row per burst: p50/p99/max, and p99 and req/s over the bare route's. */
export function burstRows(bursts, ceiling) {
  const bare = ceiling.summary();
  return bursts.map(({ name, stats }) => {
    const summary = stats.summary();
    return {
      name,
      ok: summary.ok,
      errors: summary.errors,
      perSecond: summary.perSecond,
      p50: summary.p50,
      p99: summary.p99,
      max: summary.max,
      p99OverBare: summary.p99 / bare.p99,
      rateOverBare: summary.perSecond / bare.perSecond,
    };
  });
}

export function burstTable(rows, ceiling) {
  const bare = ceiling.summary();
  const lines = [
    `bursts against the bare route in this run (${bare.perSecond.toFixed(0)} req/s, p99 ${ms(bare.p99)} ms):`,
    '',
    '| burst | ok | errors | req/s | p50 ms | p99 ms | max ms | p99 ÷ bare p99 | req/s ÷ bare req/s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${row.ok} | ${row.errors} | ${row.perSecond.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${times(row.p99OverBare)} | ${row.rateOverBare.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

/** Each goal met or not, from the stats of page, start, submit, save and essay; `sameSecond`: the submit goal applies. */
export function goalVerdicts(stats, { sameSecond }) {
  const p99 = (key) => stats[key].percentile(99);
  const verdicts = [
    { goal: GOALS.page.text, value: p99('page'), met: p99('page') <= GOALS.page.p99Ms },
    { goal: GOALS.start.text, value: p99('start'), met: p99('start') < GOALS.start.p99Ms },
  ];
  if (sameSecond) verdicts.push({ goal: GOALS.submit.text, value: p99('submit'), met: p99('submit') <= GOALS.submit.p99Ms });
  if (stats.essay.latencies.length > 0) {
    const ratio = p99('essay') / p99('save');
    verdicts.push({ goal: GOALS.essay.text, value: ratio, met: ratio <= GOALS.essay.timesOtherSaves, ratio: true });
  }
  return verdicts;
}

export function verdictLines(verdicts) {
  return verdicts.map(
    ({ goal, value, met, ratio }) => `  ${met ? 'met    ' : 'NOT met'} ${goal}: ${ratio ? `${value.toFixed(2)} ×` : `${ms(value)} ms`}`,
  );
}

/**
 * The server's event loop in each phase (`phases`: name → [from, to] in Date.now() ms), from the per-second
 * samples bench/support/examday-event-loop.mjs wrote: the worst second's delay p99, the largest delay, and
 * the loop's mean busy share.
 */
export function eventLoopLines(seconds, phases) {
  const lines = [];
  for (const [name, [from, to]] of Object.entries(phases)) {
    const inside = seconds.filter((second) => second.at > from && second.at <= to + 1000);
    if (inside.length === 0) continue;
    const worstP99 = Math.max(...inside.map((second) => second.p99Ms));
    const max = Math.max(...inside.map((second) => second.maxMs));
    const busy = inside.reduce((sum, second) => sum + second.busy, 0) / inside.length;
    lines.push(
      `  ${name}: ${inside.length} s, event-loop delay worst second's p99 ${ms(worstP99)} ms, max ${ms(max)} ms; loop busy ${(busy * 100).toFixed(0)} % of the time`,
    );
  }
  return lines;
}
