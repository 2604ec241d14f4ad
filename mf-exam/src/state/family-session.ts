import type { FamilyLanguage } from '@mizan/shared';

/**
 * What the family's page keeps in this browser: the access code typed for a
 * status link (session storage, so a reload does not ask again but a closed
 * browser does), and the language picked on the page (local storage).
 */
const codeKey = (token: string) => `family-code:${token}`;
const LANGUAGE_KEY = 'family-language';

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export const familySession = {
  code: (token: string): string | undefined => storage('session')?.getItem(codeKey(token)) ?? undefined,
  keepCode: (token: string, code: string): void => storage('session')?.setItem(codeKey(token), code),
  forgetCode: (token: string): void => storage('session')?.removeItem(codeKey(token)),
  language: (): FamilyLanguage | null => {
    const stored = storage('local')?.getItem(LANGUAGE_KEY);
    return stored === 'Ar' || stored === 'En' ? stored : null;
  },
  keepLanguage: (lang: FamilyLanguage): void => storage('local')?.setItem(LANGUAGE_KEY, lang),
};

/** The status token of a /status/{token} address, or null. */
export function statusTokenFromPath(pathname: string): string | null {
  const match = /^\/status\/([^/]+)\/?$/i.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** A deadline as the family reads it, in the page's language (Arabic with Arabic digits). */
export function formatDeadline(iso: string, lang: FamilyLanguage): string {
  return new Intl.DateTimeFormat(lang === 'Ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}
