import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** A chip being carried by keyboard (or by tap): its id and the name read out for it. */
export interface HeldChip {
  id: string;
  name: string;
}

export interface KeyboardCarry {
  held: HeldChip | null;
  /** The live region's sentence: what was picked up, placed or put down. */
  announcement: string;
  /** Enter/Space (or a click) on a chip: pick it up, or put it down again when it is the one held. */
  toggle: (chip: HeldChip) => void;
  /** Enter/Space (or a click) on a place: `place` moves the held chip there; `where` says where, for the announcement. */
  placeHeld: (place: (id: string) => void, where: string) => void;
  /** Escape anywhere on the board puts the held chip down where it was. */
  onBoardKeyDown: (event: KeyboardEvent) => void;
  /** The board's element: the moved chip gets the focus back after a placement. */
  boardRef: RefObject<HTMLDivElement | null>;
}

/**
 * The keyboard way of a drag-and-drop board (Match, Label): Enter or Space on
 * a chip picks it up (aria-pressed), the board's places then show a button
 * each, Enter or Space on one puts the chip there, Escape puts it down. Each
 * step is announced through the board's live region, and the focus follows
 * the chip to its new place. A click works the same, so a phone (where
 * HTML5 drag and drop does not exist) can tap a chip, then a place.
 */
export function useKeyboardCarry(): KeyboardCarry {
  const [held, setHeld] = useState<HeldChip | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusChip, setFocusChip] = useState<string | null>(null);
  const boardRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (focusChip === null) return;
    const chip = boardRef.current?.querySelector<HTMLElement>(`[data-chip-id="${CSS.escape(focusChip)}"]`);
    chip?.focus();
    setFocusChip(null);
  }, [focusChip]);

  const toggle = useCallback(
    (chip: HeldChip) => {
      if (held?.id === chip.id) {
        setAnnouncement(`${chip.name}: put down.`);
        setHeld(null);
        return;
      }
      setAnnouncement(`${chip.name}: picked up. Move to a place and press Enter to put it there, or Escape to cancel.`);
      setHeld(chip);
    },
    [held],
  );

  const placeHeld = useCallback(
    (place: (id: string) => void, where: string) => {
      if (!held) return;
      place(held.id);
      setAnnouncement(`${held.name}: ${where}.`);
      setFocusChip(held.id);
      setHeld(null);
    },
    [held],
  );

  const onBoardKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !held) return;
      event.preventDefault();
      setAnnouncement(`${held.name}: put down.`);
      setFocusChip(held.id);
      setHeld(null);
    },
    [held],
  );

  return { held, announcement, toggle, placeHeld, onBoardKeyDown, boardRef };
}

/** Enter or Space on an element that acts as a button (the chips are divs: they hold rich text). */
export function isActivationKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' || event.key === ' ';
}
