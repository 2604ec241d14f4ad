import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page really downloads, for the page-weight benches: every
 * script response's body by URL, recorded from the moment this is called.
 */
export function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // a response without a body (redirect, aborted) carries no script
    }
  });
  return scripts;
}

/** Bytes once gzipped at level 9 here, so a figure does not depend on the server's compression settings. */
export function gzipBytes(body) {
  return gzipSync(body, { level: 9 }).length;
}

/** How many scripts, and their bytes raw and gzip. */
export function scriptTotals(scripts) {
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipBytes(body);
  }
  return { count: scripts.size, raw, gzip };
}
