/**
 * The grading cockpit's keyboard (docs/decisions.md): the arrow that points
 * forward in the page's reading direction, or Page Down, goes to the next
 * submission; the other arrow, or Page Up, to the previous one. Arrows and
 * Page keys belong to a field while one is being typed in (the score, the
 * feedback), so there only Ctrl+Enter (⌘+Enter) acts: save and go to the next.
 */
export type CockpitMove = 'next' | 'previous';

export interface CockpitKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The element the key was pressed in. */
  target: EventTarget | null;
}

/** Where typing happens: text inputs, text areas, selects, rich text, and the open list of a select. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(target.type);
  return target.getAttribute('role') === 'combobox' || target.closest('[role="listbox"]') !== null;
}

export function cockpitMoveOf(event: CockpitKey, direction: 'ltr' | 'rtl'): CockpitMove | null {
  if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') return 'next';
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || isTypingTarget(event.target)) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (event.key === forward || event.key === 'PageDown') return 'next';
  if (event.key === backward || event.key === 'PageUp') return 'previous';
  return null;
}
