import { cachedLazy, preloadLazy } from '../lazy/cached-lazy';

const loadEditor = () => import('./RichTextEditor').then((module) => module.RichTextEditor);

/**
 * The Slate editor in its own chunk (slate, slate-react and the editor's
 * commands): pages that only show rich text (an applicant's questions) never
 * load it, and an essay answer loads it when the applicant reaches it.
 */
export const LazyRichTextEditor = cachedLazy('RichTextEditor', loadEditor);

export const preloadRichTextEditor = () => preloadLazy('RichTextEditor', loadEditor);
