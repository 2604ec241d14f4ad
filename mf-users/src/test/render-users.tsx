import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { AppProviders, loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { UsersApp } from '../UsersApp';
import { fakeServer } from './fake-api';

// jsdom has no pseudo-element styles; antd's Table asks for one to measure the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// A test that opens a modal and types renders antd's development build dozens of times; on a
// loaded two-core machine (the whole workspace's jest run) that can pass jest's 5 s default.
jest.setTimeout(30_000);

/** A fresh start for each test: no users state, an empty fake server, a signed-in admin. */
export function resetForTest(token = 'test-token'): void {
  store.dispatch(sessionEnded());
  fakeServer.reset();
  if (token) store.dispatch(loginSucceeded(token));
}

/** The users remote as the shell mounts it, at `path`. */
export function renderUsersApp(path = '/dashboard/user') {
  window.history.pushState({}, '', path);
  // antd's CSS-in-JS fills the page with style sheets, which makes jsdom's getComputedStyle
  // slow; user-event would call it for every pointer action to check pointer-events.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  // mock="server": antd computes its styles but does not inject ~450 kB of them into jsdom,
  // whose getComputedStyle (used by every getByRole) would re-read them after each change.
  const view = render(
    <StyleProvider mock="server">
      <AppProviders>
        <UsersApp />
      </AppProviders>
    </StyleProvider>,
  );
  return { user, ...view };
}

/** The table row showing `text` (a username, say). */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

export function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** An unsigned token whose claims name the signed-in user, as the browser decodes it. */
export function tokenFor(userId: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: String(userId), ver: 0, iat: 1, exp: 4102444800, data: { userRole: '1', UserId: userId, UserName: 'admin', Name: 'Head Office' }, usermanagement: '1' };
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/**
 * Pick `roleName` in the dialog's Role select as a person does: open it and
 * click the item. (antd's accessible listbox holds only the options next to
 * the active one, so the visible item is found by its title.)
 */
export async function chooseRole(person: UserEvent, dialog: HTMLElement, roleName: string): Promise<void> {
  await person.click(within(dialog).getByLabelText('Role'));
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${roleName}"]`;
  const item = await waitFor(() => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`The Role select shows no ${roleName}`);
    return found;
  });
  await person.click(item);
}
