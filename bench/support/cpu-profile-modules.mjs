/**
 * Where a page's main-thread time goes, by module: the self time of a V8 CPU
 * profile (CDP Profiler), cut to a window of the trace's clock, each sample
 * given to the module whose code it was in. A sample in the built files is
 * looked up in the file's source map (<app>/sourcemaps/<file>.map, written
 * by `npm run build`, never served); a sample in the browser's own code (a
 * DOM call, a builtin) goes to the nearest caller in a built file; JSON.parse
 * and V8's garbage collector, (program) (the browser's native work outside
 * JavaScript; page-cpu-kinds.mjs splits the trace's time by kind, which
 * shows how little of it is style, layout or paint) and (idle) are their
 * own rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { KNOWN_APPS } from './built-apps.mjs';
import { WATCHER_URL } from './page-cpu-load.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');
const repoRoot = path.resolve(import.meta.dirname, '../..');

export const IDLE = '(idle)';
const SPECIAL = {
  '(idle)': IDLE,
  '(program)': "(program): the browser's native work (the trace's kinds split it)",
  '(garbage collector)': 'garbage collection',
};
const JSON_PARSING = 'JSON parsing';
const BUILDS = { mf_exam: 'mf-exam', mf_questions: 'mf-questions', mizan_floor: 'floor page' };

/** The row of an original source file ('webpack://mf_exam/../node_modules/react-dom/…'). */
export function moduleGroupOf(source) {
  const build = /^webpack:\/\/([^/]+)\//.exec(source)?.[1];
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
  if (packageName) {
    if (packageName === 'react-dom' || packageName === 'scheduler') return 'react-dom (with scheduler)';
    if (packageName === 'react') return 'react';
    if (packageName.startsWith('@module-federation/')) return 'federation runtime (@module-federation/*)';
    if (/^(antd|@ant-design\/|rc-|@rc-component\/)/.test(packageName)) return 'antd (antd, @ant-design/*, rc-*)';
    if (/^(slate|slate-react|slate-dom|slate-history|is-hotkey|immer)$/.test(packageName)) return 'slate (rich text)';
    return `other library: ${packageName}`;
  }
  if (/webpack\/runtime\/(federation|consumes|sharing|remotes|.*share)/.test(source)) return 'federation runtime (@module-federation/*)';
  // Mostly __webpack_require__ running module factories: V8 counts their lazy compilation there.
  if (/webpack\/(runtime|bootstrap)/.test(source)) return 'webpack runtime (__webpack_require__, module compilation)';
  if (source.includes('/shared/src/')) return 'shared (@mizan/shared)';
  if (source.includes('/tools/webpack/')) return 'build shims (tools/webpack)';
  if (/^webpack:\/\/[^/]+\/(\.\/)?src\//.test(source)) return BUILDS[build] ?? `own code of ${build}`;
  return `other: ${source}`;
}

/** Built file of a script URL: /remotes/mf_exam/floor/main.x.js → mf-exam/dist/floor/main.x.js and its map. */
function builtFileOf(url, appsDir) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const remote = /^\/remotes\/([a-z_]+)\/(.+)$/.exec(pathname);
  const [container, file] = remote ? [remote[1], remote[2]] : ['shell', pathname.slice(1)];
  const app = KNOWN_APPS[container];
  return app ? { map: path.join(appsDir, app, 'sourcemaps', `${file}.map`), file } : null;
}

/** Looks up (url, line, column) → row, with one source map consumer per built file. */
function sourceLookup(appsDir) {
  const consumers = new Map();
  const cache = new Map();
  const consumerOf = (url) => {
    if (!consumers.has(url)) {
      const built = builtFileOf(url, appsDir);
      consumers.set(url, built && fs.existsSync(built.map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(built.map, 'utf8'))) : null);
    }
    return consumers.get(url);
  };
  return (url, line, column) => {
    const key = `${url}:${line}:${column}`;
    if (!cache.has(key)) {
      const consumer = consumerOf(url);
      const source = consumer?.originalPositionFor({ line: line + 1, column })?.source;
      const name = new URL(url, 'http://page').pathname.split('/').pop();
      cache.set(key, source ? moduleGroupOf(source) : consumer ? `unmapped part of ${name}` : `script without a source map: ${name}`);
    }
    return cache.get(key);
  };
}

/** Each profile node's row: its own code's, else (a builtin, a DOM call) its nearest caller's with code. */
function rowsOfNodes(profile, lookup) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const rows = new Map();
  const rowOf = (id) => {
    if (rows.has(id)) return rows.get(id);
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    let row;
    if (SPECIAL[functionName]) row = SPECIAL[functionName];
    else if (!url && functionName === 'parse') row = JSON_PARSING;
    else if (url === WATCHER_URL) row = "the bench's watcher (page-cpu-load.mjs)";
    else if (url) row = lookup(url, lineNumber, columnNumber);
    else
      row =
        parentOf.has(id) && byId.get(parentOf.get(id)).callFrame.functionName !== '(root)'
          ? rowOf(parentOf.get(id))
          : 'browser code outside any script';
    rows.set(id, row);
    return row;
  };
  return rowOf;
}

/**
 * Self time (ms) per row of the profile's samples whose time falls in [startUs, endUs] (the trace's clock);
 * `appsDir`: where the served apps' sourcemaps/ are (this checkout's by default).
 */
export function selfTimeByModule(profile, [startUs, endUs], { appsDir = repoRoot } = {}) {
  const rowOf = rowsOfNodes(profile, sourceLookup(appsDir));
  const totals = new Map();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index];
    // A sample stands for the time until the next one.
    const next = index + 1 < profile.samples.length ? time + profile.timeDeltas[index + 1] : profile.endTime;
    const from = Math.max(time, startUs);
    const to = Math.min(next, endUs);
    if (to <= from) continue;
    const row = rowOf(profile.samples[index]);
    totals.set(row, (totals.get(row) ?? 0) + (to - from) / 1000);
  }
  return totals;
}
