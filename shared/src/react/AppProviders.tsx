import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { ProvidersWithoutDragAndDrop, type ProvidersProps } from './ProvidersWithoutDragAndDrop';

/**
 * Everything a Mizan React root needs (ARCHITECTURE §4): each single-spa app
 * is its own React root and inherits nothing from the shell, so every root
 * wraps itself in these: redux, antd theme, antd's App, router,
 * error boundary (ProvidersWithoutDragAndDrop) and drag and drop. react-dnd
 * keeps one HTML5 backend per window across providers as long as it is a
 * shared singleton.
 */
export function AppProviders({ children }: ProvidersProps) {
  return (
    <ProvidersWithoutDragAndDrop>
      <DndProvider backend={HTML5Backend}>{children}</DndProvider>
    </ProvidersWithoutDragAndDrop>
  );
}
