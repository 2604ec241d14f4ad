import { startApplyExamRequest, startExamRequest } from './state/early-requests';
import { preloadAll } from './state/preload-links';
import { screenPreloads } from './state/screen-preloads';

/** What the exam page needs of mf_questions, from its built manifest (webpack.config.cjs). */
declare const EXAM_PAGE_REMOTE_PRELOADS: { href: string; as: 'fetch' | 'script' }[];

// The page's first script, a few hundred bytes that run before the main script (React, antd and the
// rest, one file) has arrived: what the address's screen needs is asked for now, so on a slow link it
// comes in the same round as the page's code instead of after it.
const address = window.location.pathname.toLowerCase().replace(/\/$/, '');
if (address === '/assessment') {
  // The exam view, where the remotes are (read by loadFederatedModule before it loads mf_questions), then
  // mf_questions' files.
  startExamRequest(new URLSearchParams(window.location.search).get('hash') ?? '');
  preloadAll([{ href: '/remotes.json', as: 'fetch' }, ...EXAM_PAGE_REMOTE_PRELOADS]);
}
const applying = /^\/apply\/([^/]+)$/.exec(address);
if (applying) startApplyExamRequest(decodeURIComponent(applying[1]));
// The apply form's and the sign-in page's code and their antd parts (listed in the HTML by the build).
preloadAll(screenPreloads(address, document.getElementById('screen-preloads')?.textContent));
