/**
 * Loaded into the server by bench/examday.mjs (`node --import` this file) to
 * see its event loop during the bursts: each second, the event-loop delay
 * (perf_hooks.monitorEventLoopDelay: how late a 10 ms timer fired: p50, p99,
 * max) and the loop's utilisation (busy share of that second), written as
 * JSON to EXAMDAY_EVENT_LOOP_FILE when the process exits. Nothing of it is in
 * the server: it is the bench's instrument.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const file = process.env.EXAMDAY_EVENT_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const seconds = [];
  let utilisation = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    seconds.push({
      at: Date.now(),
      p50Ms: delay.percentile(50) / 1e6,
      p99Ms: delay.percentile(99) / 1e6,
      maxMs: delay.max / 1e6,
      busy: performance.eventLoopUtilization(now, utilisation).utilization,
    });
    utilisation = now;
    delay.reset();
  }, 1000);
  timer.unref();
  process.on('exit', () => writeFileSync(file, JSON.stringify(seconds)));
}
