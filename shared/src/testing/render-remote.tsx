import { StyleProvider } from '@ant-design/cssinjs';
import { render, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { AppProviders } from '../react/AppProviders';

/**
 * A remote's root component rendered as the shell mounts it (inside
 * AppProviders) at `path`, with a user-event instance to drive it.
 */
export function renderRemote(App: ComponentType, path: string, options: { advanceTimers?: (ms: number) => unknown } = {}) {
  window.history.pushState({}, '', path);
  // Pointer-events checks call getComputedStyle on every action; antd's styles make that slow in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
  // mock="server": antd computes its styles but does not inject them into jsdom, whose
  // getComputedStyle (used by every getByRole) would otherwise re-read them after each change.
  const view = render(
    <StyleProvider mock="server">
      <AppProviders>
        <App />
      </AppProviders>
    </StyleProvider>,
  );
  return { user, ...view };
}

/**
 * Pick `label` in an antd Select as a person does: open it and click the
 * item. (antd's accessible listbox holds only the options next to the
 * active one, so the visible item is found by its title.)
 */
export async function chooseOption(person: UserEvent, select: HTMLElement, label: string): Promise<void> {
  await person.click(select);
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`;
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll(selector)].at(-1);
    if (!found) throw new Error(`The select shows no ${label}`);
    return found;
  });
  await person.click(item);
}
