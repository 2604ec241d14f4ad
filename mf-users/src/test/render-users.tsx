import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { UsersApp } from '../UsersApp';
import { fakeServer } from './fake-api';
import { chooseOption, renderRemote, setTestSessionCookies, unsignedSessionToken } from '@mizan/shared/testing';

// A test that opens a modal and types renders antd's development build dozens of times; on a
// loaded two-core machine (the whole workspace's jest run) that can pass jest's 5 s default.
jest.setTimeout(30_000);

/** A fresh start for each test: no users state, an empty fake server, a signed-in admin. */
export function resetForTest(token = 'test-token'): void {
  store.dispatch(sessionEnded());
  fakeServer.reset();
  if (!token) return;
  setTestSessionCookies(token);
  store.dispatch(loginSucceeded(token));
}

/** The users remote as the shell mounts it, at `path`. */
export function renderUsersApp(path = '/dashboard/user') {
  return renderRemote(UsersApp, path);
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
  return unsignedSessionToken({ userId, flags: ['usermanagement'] });
}

/**
 * Pick `roleName` in the dialog's Role select as a person does: open it and
 * click the item. (antd's accessible listbox holds only the options next to
 * the active one, so the visible item is found by its title.)
 */
export async function chooseRole(person: UserEvent, dialog: HTMLElement, roleName: string): Promise<void> {
  await chooseOption(person, within(dialog).getByLabelText('Role'), roleName);
}
