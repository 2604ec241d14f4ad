import type { ComponentType, ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

/**
 * The drag-and-drop context of a question that needs one, brought with its
 * code: the applicant's page has no app-wide provider (it would load
 * react-dnd before the first question). Under AppProviders' provider (staff
 * pages) this one shares its manager: react-dnd keeps one per window while
 * react-dnd is a shared singleton, so there is still one HTML5 backend.
 */
export function DragAndDropArea({ children }: { children: ReactNode }) {
  return <DndProvider backend={HTML5Backend}>{children}</DndProvider>;
}

/** `Component` inside its own DragAndDropArea. */
export function withDragAndDrop<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithDragAndDrop(props: Props) {
    return (
      <DragAndDropArea>
        <Component {...props} />
      </DragAndDropArea>
    );
  }
  WithDragAndDrop.displayName = `WithDragAndDrop(${Component.displayName ?? Component.name})`;
  return WithDragAndDrop;
}
