/**
 * What one page load's Chromium trace says about its main thread, for
 * bench/page-cpu.mjs and bench/budgets.mjs. Timings are in ms from the
 * document's navigationStart; every task is a top-level task of the page's
 * renderer main thread (the one that ran the navigation).
 *
 * - ready: the bench's own `performance.mark(READY_MARK)` (page-cpu-load.mjs:
 *   the page's first screen is in the document and a frame has been drawn);
 * - interactive: ready, or later the end of the last long task (≥ 50 ms) that
 *   starts within QUIET_MS of the end so far: the first moment after ready
 *   followed by QUIET_MS without a long task (Lighthouse's TTI without its
 *   network condition, whose 5 s window would mostly measure waiting);
 * - mainThreadMs: the tasks' time from navigationStart to interactive (a task
 *   cut at both ends), Lighthouse's "main-thread work" over that window;
 * - mainThreadCpuMs: the same tasks' thread time (the trace's tdur): what the
 *   thread itself ran, 4× slowdown included (Chromium's throttler spends it on
 *   the thread), without the time it waited for a core while the machine ran
 *   other work;
 * - tbtMs: Σ (task − 50 ms) of the tasks that start between FCP and interactive
 *   (Lighthouse's TBT, to interactive as above);
 * - blockingMs: the same from navigationStart, and blockingCpuMs by the
 *   tasks' thread time (a task blocks for its thread time less 50 ms). The
 *   ratios to the floor page use these: the floor runs its script, draws and
 *   paints in one task, so its TBT from FCP is 0 by construction and a ratio
 *   to it means nothing, while the time a page blocks before its first paint
 *   is as real to the phone.
 */
import { workByKind } from './page-cpu-kinds.mjs';

export const READY_MARK = 'mizan-bench:ready';
export const QUIET_MS = 1000;
const LONG_TASK_MS = 50;
export const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'blink.user_timing',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The navigation to `url`'s main frame: its thread and navigationStart (µs, trace clock). */
function navigationOf(events, url) {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame !== false &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith(url.split('#')[0]),
  );
  const start = starts.at(-1);
  if (!start) throw new Error(`The trace has no navigationStart of ${url}`);
  return { pid: start.pid, tid: start.tid, ts: start.ts, navigationId: start.args.data.navigationId };
}

/** The thread's top-level tasks { start, end, cpu } (µs; cpu: the thread's own time, tdur), nested ones left out. */
function topLevelTasks(events, { pid, tid }) {
  const tasks = events
    .filter((event) => event.ph === 'X' && event.pid === pid && event.tid === tid && TASK_NAMES.has(event.name) && event.dur > 0)
    .map((event) => ({ start: event.ts, end: event.ts + event.dur, cpu: event.tdur ?? event.dur }))
    .sort((a, b) => a.start - b.start);
  const top = [];
  for (const task of tasks) {
    const last = top.at(-1);
    if (last && task.start < last.end) last.end = Math.max(last.end, task.end);
    else top.push(task);
  }
  return top;
}

const firstOf = (events, name, pid, after) =>
  events.filter((event) => event.name === name && event.pid === pid && event.ts >= after).sort((a, b) => a.ts - b.ts)[0];

/** The measured figures of one load, from its trace events (see the file's comment). */
export function mainThreadFigures(events, url) {
  const navigation = navigationOf(events, url);
  const ms = (us) => (us - navigation.ts) / 1000;
  const ready = firstOf(events, READY_MARK, navigation.pid, navigation.ts);
  if (!ready) throw new Error(`The trace has no ${READY_MARK} mark after navigating to ${url}`);
  const fcp = firstOf(events, 'firstContentfulPaint', navigation.pid, navigation.ts);
  const lcpCandidates = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  const tasks = topLevelTasks(events, navigation).filter(({ end }) => end > navigation.ts);

  let interactiveUs = ready.ts;
  for (const { start, end } of tasks) {
    if (start > interactiveUs + QUIET_MS * 1000) break;
    if (end - start >= LONG_TASK_MS * 1000) interactiveUs = Math.max(interactiveUs, end);
  }
  const traceEndUs = Math.max(...events.filter((event) => event.pid === navigation.pid).map((event) => event.ts + (event.dur ?? 0)));
  // Each task's part in [navigationStart, interactive]: wall time, and its thread time in proportion.
  const inWindow = tasks
    .filter(({ start }) => start < interactiveUs)
    .map((task) => {
      const wall = Math.min(task.end, interactiveUs) - Math.max(task.start, navigation.ts);
      return { ...task, wall, cpuPart: task.cpu * (wall / (task.end - task.start)) };
    });
  const sumMs = (values) => values.reduce((sum, value) => sum + value, 0) / 1000;
  const blocking = (fromUs, length) =>
    sumMs(inWindow.filter(({ start }) => start >= fromUs).map((task) => Math.max(0, length(task) - LONG_TASK_MS * 1000)));
  const wallLength = ({ start, end }) => end - start;
  return {
    readyMs: ms(ready.ts),
    interactiveMs: ms(interactiveUs),
    fcpMs: fcp ? ms(fcp.ts) : null,
    lcpMs: lcpCandidates.length ? ms(lcpCandidates.at(-1).ts) : null,
    mainThreadMs: sumMs(inWindow.map(({ wall }) => wall)),
    mainThreadCpuMs: sumMs(inWindow.map(({ cpuPart }) => cpuPart)),
    tbtMs: blocking(fcp?.ts ?? navigation.ts, wallLength),
    blockingMs: blocking(navigation.ts, wallLength),
    blockingCpuMs: blocking(navigation.ts, ({ cpu }) => cpu),
    longestTaskMs: Math.max(0, ...inWindow.map((task) => wallLength(task) / 1000)),
    tasks: inWindow.length,
    /** The trace ended before QUIET_MS without a long task: "interactive" may be later than this says. */
    cutShort: interactiveUs + QUIET_MS * 1000 > traceEndUs,
    /** The window in the trace's clock (µs), to cut the CPU profile to it. */
    windowUs: [navigation.ts, interactiveUs],
    /** ms per kind of work in that window (page-cpu-kinds.mjs). */
    kinds: workByKind(events, navigation, [navigation.ts, interactiveUs]),
  };
}
