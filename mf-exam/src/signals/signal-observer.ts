import type { SignalKind } from '../../../shared/src/domain/signals';

/** The browser's window and document as the observer listens to them (fakes in unit tests). */
export interface SignalPage {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<
    Document,
    'addEventListener' | 'removeEventListener' | 'visibilityState' | 'fullscreenElement' | 'activeElement' | 'hasFocus'
  >;
}

export interface SignalObserverOptions {
  /** Whether a paste landed in an essay answer (the page knows its questions). */
  isEssay: (target: EventTarget | null) => boolean;
  /** Each signal as the page noticed it, with the device's time. */
  record: (kind: SignalKind, at: Date) => void;
  now?: () => Date;
}

/**
 * What the page notices (docs/decisions.md, "Signals, openly"): leaving the
 * page, by hiding it or by the window losing focus, is ONE signal per time
 * away (a tab switch fires both, blur first); it ends when the page is
 * visible and focused again. Focus moving into a frame of the page itself is
 * not leaving it. Full screen left counts only after the page was in full
 * screen; a paste counts only in an essay answer. Answers the unwatch.
 */
export function observeSignals(page: SignalPage, { isEssay, record, now = () => new Date() }: SignalObserverOptions): () => void {
  const { window: win, document: doc } = page;
  let away = false;
  let inFullscreen = doc.fullscreenElement != null;

  const leave = (kind: SignalKind) => {
    if (away) return;
    away = true;
    record(kind, now());
  };
  const blur = () => {
    if (doc.activeElement?.tagName === 'IFRAME') return;
    leave('focus-lost');
  };
  const focus = () => {
    if (doc.visibilityState === 'visible') away = false;
  };
  const visibility = () => {
    if (doc.visibilityState === 'hidden') leave('page-hidden');
    else if (doc.hasFocus()) away = false;
  };
  const fullscreen = () => {
    if (doc.fullscreenElement != null) {
      inFullscreen = true;
    } else if (inFullscreen) {
      inFullscreen = false;
      record('fullscreen-left', now());
    }
  };
  const paste = (event: Event) => {
    if (isEssay(event.target)) record('essay-paste', now());
  };

  win.addEventListener('blur', blur);
  win.addEventListener('focus', focus);
  doc.addEventListener('visibilitychange', visibility);
  doc.addEventListener('fullscreenchange', fullscreen);
  doc.addEventListener('paste', paste, true);
  return () => {
    win.removeEventListener('blur', blur);
    win.removeEventListener('focus', focus);
    doc.removeEventListener('visibilitychange', visibility);
    doc.removeEventListener('fullscreenchange', fullscreen);
    doc.removeEventListener('paste', paste, true);
  };
}
