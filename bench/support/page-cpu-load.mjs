/**
 * One measured page load for bench/page-cpu.mjs and bench/budgets.mjs: a
 * fresh browser context (nothing cached, no service worker, new profile),
 * the processor slowed 4× (CDP Emulation.setCPUThrottlingRate, DevTools'
 * "4× slowdown"), a Chromium trace and a V8 CPU profile (CDP Profiler) from
 * before the navigation until the page has been interactive for QUIET_MS.
 *
 * The page says when its first screen is there by a selector (`ready`): the
 * bench's script, added before any of the page's own, looks for it whenever
 * the document changes and, once it is there, marks READY_MARK after the
 * next frame (requestAnimationFrame, then a task): "drawn". The script is
 * named mizan-bench-watcher.js in the CPU profile (its own row in the
 * breakdown). page-cpu-trace.mjs takes "interactive" from there.
 */
import { mainThreadFigures, QUIET_MS, READY_MARK, TRACE_CATEGORIES } from './page-cpu-trace.mjs';

export const CPU_SLOWDOWN = 4;
export const WATCHER_URL = 'mizan-bench-watcher.js';
const TIMEOUT_MS = 180_000;

/**
 * Runs in the page before its own scripts: the ready mark, and the long tasks' ends (page time) to know when to
 * stop. It looks for the selector when the document changes (a MutationObserver: a React commit is one change
 * record batch), not on every frame, so that it costs the page next to nothing.
 */
function watchForReady({ selector, mark }) {
  const state = { ready: null, lastLongTaskEnd: 0 };
  Object.defineProperty(window, '__mizanBench', { value: state });
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const drawn = () => {
    performance.mark(mark);
    state.ready = performance.now();
  };
  const watcher = new window.MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    watcher.disconnect();
    window.requestAnimationFrame(() => setTimeout(drawn));
  });
  watcher.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
}

/** Waits until the page marked ready and then ran QUIET_MS (page time) without a long task. */
async function untilQuietAfterReady(page) {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const quiet = await page.evaluate((quietMs) => {
      const state = window.__mizanBench;
      return state?.ready != null && performance.now() - Math.max(state.ready, state.lastLongTaskEnd) >= quietMs;
    }, QUIET_MS);
    // The trace counts every task of the main thread, the page's observer only those it is told of: a little longer.
    if (quiet) return page.waitForTimeout(QUIET_MS / 2);
    if (Date.now() > deadline) throw new Error(`${page.url()} was not ready and quiet within ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Loads `url` once, measured. `prepare(context)` readies the context first (an applicant's fingerprint);
 * `ready` is the first screen's selector. Answers mainThreadFigures(…), `cspViolations` (the console's
 * Content-Security-Policy messages) and `profile` (the V8 CPU profile).
 */
export async function measuredLoad(browser, url, { ready, prepare }) {
  const context = await browser.newContext();
  let tracing = false;
  try {
    if (prepare) await prepare(context);
    const watcher = `(${watchForReady})(${JSON.stringify({ selector: ready, mark: READY_MARK })});`;
    await context.addInitScript({ content: `${watcher}\n//# sourceURL=${WATCHER_URL}` });
    const page = await context.newPage();
    const cspViolations = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text().slice(0, 200));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    tracing = true;
    await cdp.send('Profiler.start');
    const response = await page.goto(url, { timeout: TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}: is a build writing dist/ right now?`);
    await untilQuietAfterReady(page);
    const { profile } = await cdp.send('Profiler.stop');
    tracing = false;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return { ...mainThreadFigures(trace.traceEvents ?? trace, page.url()), cspViolations, profile };
  } finally {
    if (tracing) await browser.stopTracing().catch(() => {});
    await context.close();
  }
}
