import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useCallback } from 'react';
import { useDrop } from 'react-dnd';
import type { ChipDragItem } from './DraggableChip';

export interface DropZoneProps {
  itemType: string;
  /** A chip of this board was dropped here. */
  onDrop: (id: string) => void;
  disabled?: boolean;
  children?: ReactNode;
  style?: CSSProperties;
  /** Extra style while a chip is held over the zone. */
  overStyle?: CSSProperties;
  testId?: string;
  ariaLabel?: string;
}

/** Where a DraggableChip of the same board can be dropped (a match slot, a spot, the pool). */
export function DropZone({ itemType, onDrop, disabled = false, children, style, overStyle, testId, ariaLabel }: DropZoneProps) {
  const { token } = theme.useToken();
  const [{ isOver }, drop] = useDrop(
    () => ({
      accept: itemType,
      canDrop: () => !disabled,
      drop: (item: ChipDragItem) => onDrop(item.id),
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.canDrop() }),
    }),
    [itemType, disabled, onDrop],
  );
  const zoneRef = useCallback(
    (element: HTMLDivElement | null) => {
      drop(element);
    },
    [drop],
  );
  return (
    <div
      ref={zoneRef}
      data-testid={testId}
      role={ariaLabel ? 'group' : undefined}
      aria-label={ariaLabel}
      style={{
        ...style,
        ...(isOver
          ? { outline: `2px dashed ${token.colorPrimary}`, outlineOffset: 2, background: token.colorPrimaryBg, ...overStyle }
          : null),
      }}
    >
      {children}
    </div>
  );
}
