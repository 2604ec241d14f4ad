import { useEffect } from 'react';
import { documentTitle } from '../domain/document-title';

/** Names the browser tab after the screen while it is shown; null leaves the title to the page inside. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    if (screen !== null) document.title = documentTitle(screen);
  }, [screen]);
}

/**
 * An Arabic assessment's pages are Arabic documents: `<html lang="ar"
 * dir="rtl">` while they are shown (screen readers pick their Arabic voice,
 * the browser's own scrollbars and form controls turn), and back to what the
 * document had when they are left.
 */
export function useDocumentDirection(direction: 'ltr' | 'rtl'): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
    root.setAttribute('lang', direction === 'rtl' ? 'ar' : 'en');
    root.setAttribute('dir', direction);
    return () => {
      for (const [name, value] of Object.entries(before)) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    };
  }, [direction]);
}
