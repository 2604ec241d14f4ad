import type { SchoolProfile } from '@mizan/shared';
import { html, type SafeHtml } from './html';

/** The page head's brand: the school's logo and name from settings, or Mizan's name when none is set. */
export function schoolBrand(school: SchoolProfile | undefined): SafeHtml {
  const name = school?.name.trim() ?? '';
  const logo = school?.logo ?? '';
  return html`<div class="brand">${logo ? html`<img class="school-logo" src="${logo}" alt="${name ? `${name} logo` : 'School logo'}">` : ''}<span dir="auto">${name || 'Mizan'}</span></div>`;
}
