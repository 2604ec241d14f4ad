import { applyPath } from '@mizan/shared';

/** The public apply link of an assessment (SPEC §2 "Publish also opens the public apply link"). */
export function applyLink(id: number): string {
  return `${window.location.origin}${applyPath(id)}`;
}

/**
 * A new tab opened at once, inside the click, so the browser's popup
 * blocker lets it through; it is pointed at the link once the server has
 * answered (or closed when it refused). Null when the browser blocked it.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers do not let a script change opener; the page opened is our own.
    }
  }
  return tab;
}
