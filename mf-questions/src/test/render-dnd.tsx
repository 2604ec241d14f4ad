import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

// jest's jsdom has no MessageChannel; antd's Select schedules work through one.
// A timer does the same job without holding the process open the way Node's ports would.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data } as MessageEvent), 0);
      },
    };
  }
  globalThis.MessageChannel = TimerMessageChannel as unknown as typeof MessageChannel;
}

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
