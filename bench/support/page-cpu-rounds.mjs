/**
 * The interleaved rounds of bench/page-cpu.mjs and bench/budgets.mjs: in each
 * round the floor page, /apply and the exam page one after another (so a
 * busier moment of the machine weighs on all three alike), each a fresh
 * browser context at 4× CPU slowdown (page-cpu-load.mjs); then as many
 * rounds of Lighthouse 12 mobile, interleaved the same way, each in a
 * Chromium of its own. One unmeasured load of each page goes first (the
 * server's and the operating system's caches, as on a running exam day).
 */
import os from 'node:os';
import { selfTimeByModule } from './cpu-profile-modules.mjs';
import { lighthouse } from './lighthouse.mjs';
import { measuredLoad } from './page-cpu-load.mjs';
import { PAGE_NAMES } from './page-cpu-pages.mjs';

/** How many fresh attempts `rounds` CPU rounds and `lighthouseRounds` Lighthouse rounds use, a few loaded again included. */
export const attemptsNeeded = ({ rounds, lighthouseRounds }) => rounds + lighthouseRounds + 4;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * Answers { cpu: [{ floor, apply, exam }], lighthouse: [{ floor, apply, exam }], loadBefore, loadAfter, started, finished }:
 * per round and page the figures of page-cpu-trace.mjs (with `modules`, self ms by module, when `breakdown`)
 * and Lighthouse's (lighthouse.mjs).
 */
export async function measureAgainstFloor(browser, run, { rounds, lighthouseRounds, breakdown = false, appsDir, log = console.error }) {
  const loadBefore = load();
  const started = new Date();
  // Chromium now and then records a trace without the navigation's events (as Lighthouse's NO_NAVSTART): load again.
  const loadOf = async (name) => {
    for (let attempt = 1; ; attempt += 1) {
      const page = await run.pages[name]();
      try {
        return await measuredLoad(browser, page.url, page);
      } catch (error) {
        if (attempt === 3 || !/^The trace has no/.test(error.message)) throw error;
        log(`${name}: ${error.message}; loading it again`);
      }
    }
  };
  for (const name of PAGE_NAMES) await loadOf(name);

  const cpu = [];
  for (let round = 1; round <= rounds; round += 1) {
    const figures = {};
    for (const name of PAGE_NAMES) {
      const { profile, ...measured } = await loadOf(name);
      figures[name] = breakdown
        ? { ...measured, modules: Object.fromEntries(selfTimeByModule(profile, measured.windowUs, { appsDir })) }
        : measured;
      if (measured.cutShort) log(`round ${round}, ${name}: the trace ended before the page was quiet; "interactive" may be later`);
    }
    log(
      `CPU round ${round}/${rounds}: ${PAGE_NAMES.map((name) => `${name} ${Math.round(figures[name].mainThreadMs)} ms`).join(', ')} (load ${load()})`,
    );
    cpu.push(figures);
  }

  const lighthouseRuns = [];
  for (let round = 1; round <= lighthouseRounds; round += 1) {
    const reports = {};
    for (const name of PAGE_NAMES) reports[name] = await lighthouse(await run.lighthouseUrl(name));
    log(
      `Lighthouse round ${round}/${lighthouseRounds}: ${PAGE_NAMES.map((name) => `${name} ${reports[name].score}`).join(', ')} (load ${load()})`,
    );
    lighthouseRuns.push(reports);
  }
  return { cpu, lighthouse: lighthouseRuns, loadBefore, loadAfter: load(), started, finished: new Date() };
}
