import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SortableItem } from './SortableItem';
import { visuallyHidden } from './visually-hidden';

export interface SortableListItem {
  id: string;
  /** Plain text of the item, for the move buttons' labels and the announcement. */
  label: string;
  content: ReactNode;
}

export interface SortableListProps {
  items: readonly SortableListItem[];
  /** The item at `from` is to go to `to` (the caller reorders and re-renders). */
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  direction: 'ltr' | 'rtl';
  /** The list's accessible name. */
  ariaLabel: string;
  moveUpLabel?: string;
  moveDownLabel?: string;
  /** The live announcement after a move: position is 1-based. */
  movedMessage?: (label: string, position: number, count: number) => string;
}

function englishMoved(label: string, position: number, count: number): string {
  return `${label} moved to position ${position} of ${count}`;
}

/**
 * A vertical list arranged by drag and drop (react-dnd, through the one
 * HTML5 backend of AppProviders, or of DragAndDropArea on the applicant's
 * page) and by per-item Move up / Move down buttons,
 * the keyboard and touch way. Focus stays on the moved item's button and a
 * polite live region says where it went. Each list has its own drag type,
 * so two lists on one page (two Order questions in an exam) never mix.
 */
export function SortableList(props: SortableListProps) {
  const { items, onMove, disabled = false, direction, ariaLabel } = props;
  const moveUpLabel = props.moveUpLabel ?? 'Move up';
  const moveDownLabel = props.moveDownLabel ?? 'Move down';
  const movedMessage = props.movedMessage ?? englishMoved;
  const itemType = `sortable:${useId()}`;
  const buttons = useRef(new Map<string, HTMLElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; delta: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const registerButton = useCallback((key: string, element: HTMLElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  }, []);

  const indexOf = useCallback((id: string) => items.findIndex((item) => item.id === id), [items]);

  const announce = useCallback(
    (id: string, to: number) => {
      const item = items[indexOf(id)];
      if (item) setAnnouncement(movedMessage(item.label, to + 1, items.length));
    },
    [items, indexOf, movedMessage],
  );

  const onDropHere = useCallback(
    (draggedId: string, to: number) => {
      const from = indexOf(draggedId);
      if (from < 0 || from === to) return;
      announce(draggedId, to);
      onMove(from, to);
    },
    [indexOf, announce, onMove],
  );

  const onMoveBy = useCallback(
    (id: string, delta: -1 | 1) => {
      const from = indexOf(id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= items.length) return;
      announce(id, to);
      setFocusAfterMove({ id, delta });
      onMove(from, to);
    },
    [indexOf, announce, items.length, onMove],
  );

  // After a button move the row is re-rendered in its new place; keep focus on
  // the same button, or on the other one when this one is now disabled (top or bottom).
  useEffect(() => {
    if (!focusAfterMove) return;
    const same = buttons.current.get(`${focusAfterMove.id}:${focusAfterMove.delta < 0 ? 'up' : 'down'}`);
    const other = buttons.current.get(`${focusAfterMove.id}:${focusAfterMove.delta < 0 ? 'down' : 'up'}`);
    const target = same && !same.matches(':disabled') ? same : other;
    target?.focus();
    setFocusAfterMove(null);
  }, [items, focusAfterMove]);

  return (
    <div dir={direction}>
      <ol aria-label={ariaLabel} style={{ padding: 0, margin: 0 }}>
        {items.map((item, index) => (
          <SortableItem
            key={item.id}
            itemType={itemType}
            id={item.id}
            index={index}
            count={items.length}
            label={item.label}
            disabled={disabled}
            onDropHere={onDropHere}
            onMoveBy={onMoveBy}
            buttonRef={registerButton}
            moveUpLabel={moveUpLabel}
            moveDownLabel={moveDownLabel}
          >
            {item.content}
          </SortableItem>
        ))}
      </ol>
      <div aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
