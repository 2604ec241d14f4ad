import { startExamRequest } from './state/early-exam-request';
import { preloadAll } from './state/preload-links';

/** What the exam page needs of mf_questions, from its built manifest (webpack.config.cjs). */
declare const EXAM_PAGE_REMOTE_PRELOADS: { href: string; as: 'fetch' | 'script' }[];

// The exam view and the question views are asked for now, while this page's own code is still arriving:
// on a slow link they come in the same round instead of one after the other.
if (window.location.pathname.toLowerCase().replace(/\/$/, '') === '/assessment') {
  startExamRequest(new URLSearchParams(window.location.search).get('hash') ?? '');
  preloadAll(EXAM_PAGE_REMOTE_PRELOADS);
}

// An async boundary, so Module Federation can settle the shared libraries first.
import('./bootstrap');
