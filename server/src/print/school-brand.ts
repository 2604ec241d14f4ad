import type { SchoolProfile } from '@mizan/shared';
import { html, type SafeHtml } from './html';

/** The page head's brand: the school's logo and name from settings, or `fallback` (Mizan's name in the page's language) when none is set. */
export function schoolBrand(school: SchoolProfile | undefined, fallback = 'Mizan'): SafeHtml {
  const name = school?.name.trim() ?? '';
  const logo = school?.logo ?? '';
  return html`<div class="brand">${logo ? html`<img class="school-logo" src="${logo}" alt="${name ? `${name} logo` : 'School logo'}">` : ''}<span dir="auto">${name || fallback}</span></div>`;
}
