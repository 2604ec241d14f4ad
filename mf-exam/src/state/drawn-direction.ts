import type { TextDirection } from '@mizan/shared';

/**
 * The direction the server drew the page in (its first screen, apply or
 * exam, is drawn in the assessment's language), read once when the exam
 * page's code starts, before React sets the document's own: a screen shown
 * before the exam is read (the proctor's gate) speaks this language. A screen
 * whose code loads later must take it from here, not read the document then.
 */
export const DRAWN_DIRECTION: TextDirection =
  typeof document !== 'undefined' && document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
