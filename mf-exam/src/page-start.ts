import { startExamRequest } from './state/early-exam-request';
import { preloadAll } from './state/preload-links';

/** What the exam page needs of mf_questions, from its built manifest (webpack.config.cjs). */
declare const EXAM_PAGE_REMOTE_PRELOADS: { href: string; as: 'fetch' | 'script' }[];

// The page's first script, a few hundred bytes that run before the main script (React, antd and the
// rest, one file) has arrived: the exam view and the question views are asked for now, so on a slow
// link they come in the same round as the page's code instead of after it.
if (window.location.pathname.toLowerCase().replace(/\/$/, '') === '/assessment') {
  startExamRequest(new URLSearchParams(window.location.search).get('hash') ?? '');
  // Where the remotes are (read by loadFederatedModule before it loads mf_questions), then mf_questions' files.
  preloadAll([{ href: '/remotes.json', as: 'fetch' }, ...EXAM_PAGE_REMOTE_PRELOADS]);
}
