import type { AssessmentLang } from './assessment';

/**
 * The two phrases the page shows before the rehearsal's own code loads (its
 * button, and the line while it loads); the rest of its words come with it
 * (device-check-words.ts).
 */
const OFFER = {
  En: { start: 'Check this device', running: 'Checking…' },
  Ar: { start: 'افحص هذا الجهاز', running: 'جارٍ الفحص…' },
} as const;

export function deviceCheckOfferWords(lang: AssessmentLang): { start: string; running: string } {
  return OFFER[lang];
}
