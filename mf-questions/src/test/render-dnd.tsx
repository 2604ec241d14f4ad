import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

/**
 * Renders a question body as AppProviders would for drag and drop: one
 * HTML5 backend and antd's direction. Pointer-events checks are off because
 * antd's CSS-in-JS makes jsdom's getComputedStyle slow.
 */
export function renderWithDnd(ui: ReactElement, direction: 'ltr' | 'rtl' = 'ltr', options?: RenderOptions) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider direction={direction}>
      <DndProvider backend={HTML5Backend}>{children}</DndProvider>
    </ConfigProvider>
  );
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
