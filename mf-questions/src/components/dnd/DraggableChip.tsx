import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useCallback } from 'react';
import { useDrag } from 'react-dnd';

/** What a chip carries while it is dragged: the id of the thing it stands for. */
export interface ChipDragItem {
  id: string;
}

export interface DraggableChipProps {
  /** The react-dnd type of its board: chips only drop on their own board's zones. */
  itemType: string;
  id: string;
  disabled?: boolean;
  children: ReactNode;
  /** Marks the chip (e.g. a wrong or right placement in a review). */
  tone?: 'default' | 'success' | 'error';
  style?: CSSProperties;
}

/**
 * A small card dragged with the mouse onto a DropZone of the same board
 * (Match's possible answers, Label's labels). Dragging is the mouse way
 * only: every board that uses chips also offers a select per row.
 */
export function DraggableChip({ itemType, id, disabled = false, children, tone = 'default', style }: DraggableChipProps) {
  const { token } = theme.useToken();
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: itemType,
      item: (): ChipDragItem => ({ id }),
      canDrag: () => !disabled,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [itemType, id, disabled],
  );
  const chipRef = useCallback(
    (element: HTMLDivElement | null) => {
      drag(disabled ? null : element);
    },
    [drag, disabled],
  );
  const border = tone === 'success' ? token.colorSuccess : tone === 'error' ? token.colorError : token.colorBorder;
  const background = tone === 'success' ? token.colorSuccessBg : tone === 'error' ? token.colorErrorBg : token.colorBgContainer;
  return (
    <div
      ref={chipRef}
      data-testid={`chip-${id}`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXXS,
        maxWidth: '100%',
        padding: `${token.paddingXXS}px ${token.paddingXS}px`,
        border: `1px solid ${border}`,
        borderRadius: token.borderRadius,
        background,
        boxShadow: disabled ? undefined : token.boxShadowTertiary,
        cursor: disabled ? 'default' : 'grab',
        opacity: isDragging ? 0.4 : 1,
        ...style,
      }}
    >
      {!disabled && <HolderOutlined aria-hidden style={{ color: token.colorTextTertiary }} />}
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}
