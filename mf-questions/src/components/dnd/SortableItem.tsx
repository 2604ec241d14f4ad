import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useDrag, useDrop } from 'react-dnd';

/** What a sortable item carries while it is dragged. */
export interface SortableDragItem {
  id: string;
}

export interface SortableItemProps {
  /** The react-dnd type of its list: items only drop within their own list. */
  itemType: string;
  id: string;
  index: number;
  count: number;
  /** The item's text, for the buttons' labels ("Move up: …"). */
  label: string;
  children: ReactNode;
  disabled: boolean;
  /** Another item of the list was dropped on this one. */
  onDropHere: (draggedId: string, index: number) => void;
  onMoveBy: (id: string, delta: -1 | 1) => void;
  /** Registers the move buttons, so the list can keep focus on the moved item. */
  buttonRef: (key: string, element: HTMLElement | null) => void;
  moveUpLabel: string;
  moveDownLabel: string;
}

/**
 * One row of a SortableList: drag it (the whole row, by mouse through the
 * HTML5 backend) onto another row to put it there, or use its Move up / Move
 * down buttons (keyboard and touch).
 */
export function SortableItem(props: SortableItemProps) {
  const { itemType, id, index, count, label, children, disabled, onDropHere, onMoveBy, buttonRef } = props;
  const { token } = theme.useToken();

  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: itemType,
      item: (): SortableDragItem => ({ id }),
      canDrag: () => !disabled,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [itemType, id, disabled],
  );

  const [{ isOver }, drop] = useDrop(
    () => ({
      accept: itemType,
      canDrop: (dragged: SortableDragItem) => !disabled && dragged.id !== id,
      drop: (dragged: SortableDragItem) => onDropHere(dragged.id, index),
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.canDrop() }),
    }),
    [itemType, id, index, disabled, onDropHere],
  );

  const rowRef = useCallback(
    (element: HTMLLIElement | null) => {
      // A disabled list is not draggable at all (no draggable attribute, no drag image).
      if (disabled) {
        drag(null);
        drop(element);
      } else drag(drop(element));
    },
    [drag, drop, disabled],
  );

  return (
    <li
      ref={rowRef}
      data-testid={`sortable-item-${id}`}
      aria-roledescription="sortable item"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        marginBottom: token.marginXS,
        border: `${isOver ? 2 : 1}px ${isOver ? 'dashed' : 'solid'} ${isOver ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: isOver ? token.colorPrimaryBg : token.colorBgContainer,
        opacity: isDragging ? 0.4 : 1,
        cursor: disabled ? 'default' : 'grab',
        listStyle: 'none',
      }}
    >
      {!disabled && <HolderOutlined aria-hidden style={{ color: token.colorTextTertiary }} />}
      <span aria-hidden style={{ minWidth: '1.5em', fontWeight: 600, color: token.colorTextSecondary }}>
        {index + 1}.
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {!disabled && (
        <span style={{ display: 'inline-flex', gap: token.marginXXS }}>
          <Button
            ref={(element) => buttonRef(`${id}:up`, element)}
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${props.moveUpLabel}: ${label}`}
            title={props.moveUpLabel}
            disabled={index === 0}
            onClick={() => onMoveBy(id, -1)}
          />
          <Button
            ref={(element) => buttonRef(`${id}:down`, element)}
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${props.moveDownLabel}: ${label}`}
            title={props.moveDownLabel}
            disabled={index === count - 1}
            onClick={() => onMoveBy(id, 1)}
          />
        </span>
      )}
    </li>
  );
}
