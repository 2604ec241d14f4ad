/**
 * Whole-page navigation, kept behind one module so tests can observe it
 * (jsdom cannot reload a page).
 */
export function reloadPage(): void {
  window.location.reload();
}
