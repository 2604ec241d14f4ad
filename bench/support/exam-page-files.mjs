/**
 * The files of the cold exam page, as the built page itself asks for them:
 * headless Chromium opens /assessment?hash= of a fresh attempt and every
 * same-origin GET until the network is idle after 'Q 1' shows is kept, less
 * the API calls. That is mf-exam's own page, /remotes.json, the remotes'
 * mf-manifest.json files and every chunk the Module Federation runtime loads
 * from them for the demo's questions (every type): the manifests decide the
 * list, not a hand-written one. (Until 'Q 1' alone the list depended on how
 * fast the server answered: 11 to 23 files from one run to the next.) Each
 * one (but the page and /remotes.json) must be a file of some app's dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../e2e/support/browser.mjs';
import { KNOWN_APPS } from './built-apps.mjs';
import { registerFreshAttempt, timeToFirstQuestion } from './first-question.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function builtFile(pathname) {
  const remote = /^\/remotes\/([a-z_]+)\/(.+)$/.exec(pathname);
  const folder = remote ? KNOWN_APPS[remote[1]] : 'shell';
  return folder ? path.join(repoRoot, folder, 'dist', remote ? remote[2] : pathname.slice(1)) : null;
}

export async function examPageFiles(baseUrl, token, examId) {
  const browser = await launchBrowser();
  try {
    const attempt = await registerFreshAttempt(baseUrl, token, examId, 0);
    const { wire } = await timeToFirstQuestion(browser, baseUrl, attempt, { untilIdle: true });
    const origin = new URL(baseUrl).origin;
    const paths = [];
    for (const url of wire.urls.map((entry) => new URL(entry))) {
      if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
      const pathname = url.pathname === '/assessment' ? `/assessment?hash=${attempt.hash}` : url.pathname;
      if (paths.includes(pathname)) continue;
      if (url.pathname !== '/assessment' && url.pathname !== '/remotes.json') {
        const file = builtFile(url.pathname);
        if (!file || !fs.existsSync(file)) throw new Error(`the exam page loaded ${url.pathname}, which is no built file`);
      }
      paths.push(pathname);
    }
    return paths;
  } finally {
    await browser.close();
  }
}
