import { BRAND_NAME } from './roles';

/** A screen's document title: '{screen} — Mizan', so tabs, history and screen readers name the screen. */
export function documentTitle(screen: string): string {
  const name = screen.trim();
  return name === '' ? BRAND_NAME : `${name} — ${BRAND_NAME}`;
}
