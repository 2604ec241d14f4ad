import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AppProviders } from '@mizan/shared/browser';
import { ExamApp } from '../ExamApp';
import { fakeServer } from './fake-api';

// jsdom has no pseudo-element styles; antd asks for one to measure the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

export function resetForTest(): void {
  fakeServer.reset();
  window.localStorage.clear();
  document.body.innerHTML = '';
}

/** The exam remote at `path`, as the standalone page (or the shell) mounts it. */
export function renderExamApp(path: string, { advanceTimers }: { advanceTimers?: (ms: number) => unknown } = {}) {
  window.history.pushState({}, '', path);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...(advanceTimers ? { advanceTimers } : {}) });
  const view = render(
    <StyleProvider mock="server">
      <AppProviders>
        <ExamApp />
      </AppProviders>
    </StyleProvider>,
  );
  return { user, ...view };
}

/** The open antd confirm/error/success dialog. */
export function openDialog(): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')];
  return dialogs[dialogs.length - 1] ?? null;
}
