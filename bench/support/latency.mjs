/** Latencies of one kind of call: count, errors by status, throughput and percentiles. */
export class CallStats {
  constructor(name) {
    this.name = name;
    this.latencies = [];
    this.errors = new Map();
    this.firstStart = Infinity;
    this.lastEnd = 0;
  }

  record(startedAt, endedAt, failure) {
    this.firstStart = Math.min(this.firstStart, startedAt);
    this.lastEnd = Math.max(this.lastEnd, endedAt);
    if (failure) this.errors.set(failure, (this.errors.get(failure) ?? 0) + 1);
    else this.latencies.push(endedAt - startedAt);
  }

  get errorCount() {
    return [...this.errors.values()].reduce((sum, count) => sum + count, 0);
  }

  percentile(p) {
    const sorted = this.sorted ?? (this.sorted = [...this.latencies].sort((a, b) => a - b));
    if (sorted.length === 0) return NaN;
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  summary() {
    const seconds = (this.lastEnd - this.firstStart) / 1000;
    return {
      call: this.name,
      ok: this.latencies.length,
      errors: this.errorCount,
      perSecond: seconds > 0 ? (this.latencies.length + this.errorCount) / seconds : NaN,
      p50: this.percentile(50),
      p95: this.percentile(95),
      p99: this.percentile(99),
      max: this.percentile(100),
    };
  }
}

const ms = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)}`);

/** A markdown table of call summaries (the form bench/RESULTS.md uses). */
export function summaryTable(stats) {
  const lines = ['| call | ok | errors | req/s | p50 ms | p95 ms | p99 ms | max ms |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const { call, ok, errors, perSecond, p50, p95, p99, max } of stats.map((entry) => entry.summary())) {
    lines.push(`| ${call} | ${ok} | ${errors} | ${perSecond.toFixed(0)} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} |`);
  }
  return lines.join('\n');
}
