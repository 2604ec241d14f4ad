/**
 * The element single-spa applications mount into (their domElementGetter).
 * It lives outside React on purpose: single-spa may mount a remote before or
 * after the frame renders, and the frame may switch between the dashboard and
 * the bare page layout; the frame moves this one element into whichever
 * content area it draws, so a mount never finds it missing.
 */
let outlet: HTMLElement | null = null;

export function appOutlet(): HTMLElement {
  if (!outlet) {
    outlet = document.createElement('div');
    outlet.className = 'mizan-app-outlet';
    outlet.dataset.testid = 'app-outlet';
  }
  return outlet;
}
