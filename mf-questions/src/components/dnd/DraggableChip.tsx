import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { isActivationKey, type KeyboardCarry } from './keyboard-carry';
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
  /** The keyboard way (the board's useKeyboardCarry) and the chip's spoken name. */
  carry?: { keyboard: KeyboardCarry; name: string };
}

/**
 * A small card dragged with the mouse onto a DropZone of the same board
 * (Match's possible answers, Label's labels). With `carry` it is also a
 * button: Enter, Space or a click picks it up (aria-pressed) and the board's
 * places take it (keyboard-carry.ts); every board also offers a select per row.
 */
export function DraggableChip({ itemType, id, disabled = false, children, tone = 'default', style, carry }: DraggableChipProps) {
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
  const operable = carry && !disabled;
  const held = operable ? carry.keyboard.held?.id === id : false;
  const toggle = () => carry?.keyboard.toggle({ id, name: carry.name });
  return (
    <div
      ref={chipRef}
      data-testid={`chip-${id}`}
      data-chip-id={id}
      {...(operable
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-pressed': held,
            'aria-label': carry.name,
            onClick: toggle,
            onKeyDown: (event) => {
              if (!isActivationKey(event)) return;
              event.preventDefault();
              toggle();
            },
          }
        : {})}
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
        ...(held ? { outline: `2px solid ${token.colorPrimary}`, outlineOffset: 2, background: token.colorPrimaryBg } : null),
        ...style,
      }}
    >
      {!disabled && <HolderOutlined aria-hidden style={{ color: token.colorTextTertiary }} />}
      <div style={{ minWidth: 0 }}>{children}</div>
    </div>
  );
}
