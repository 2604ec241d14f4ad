import { startApplyExamRequest, startExamRequest } from './state/early-requests';
import { preloadAll } from './state/preload-links';
import { screenPreloads } from './state/screen-preloads';

/**
 * What the exam page needs to load mf_questions through Module Federation (/remotes.json, webpack.config.cjs's
 * development page); nothing on the applicant page's build, where QuestionView is compiled in and its chunk is
 * among the screen preloads (tools/webpack/applicant-page.cjs).
 */
declare const EXAM_PAGE_REMOTE_PRELOADS: { href: string; as: 'fetch' | 'script' }[];

// The page's first script, a few hundred bytes that run before the main script (React, antd and the
// rest, one file) has arrived: what the address's screen needs is asked for now, so on a slow link it
// comes in the same round as the page's code instead of after it.
const address = window.location.pathname.toLowerCase().replace(/\/$/, '');
if (address === '/assessment') {
  startExamRequest(new URLSearchParams(window.location.search).get('hash') ?? '');
  preloadAll(EXAM_PAGE_REMOTE_PRELOADS);
}
const applying = /^\/apply\/([^/]+)$/.exec(address);
if (applying) startApplyExamRequest(decodeURIComponent(applying[1]));
// The apply form's, the sign-in page's and the exam's code and their antd parts (listed in the HTML by the build).
preloadAll(screenPreloads(address, document.getElementById('screen-preloads')?.textContent));
