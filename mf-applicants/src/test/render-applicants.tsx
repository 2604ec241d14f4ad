import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { PermissionFlag } from '@mizan/shared';
import { AppProviders, loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { ApplicantsApp } from '../ApplicantsApp';
import { fakeServer } from './fake-api';

// jsdom has no pseudo-element styles; antd's Table asks for one to measure the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jest's jsdom has no MessageChannel; antd's Form.useWatch posts a message to run a macro task.
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

export const ALL_APPLICANT_FLAGS: PermissionFlag[] = ['updateinfo', 'interview', 'movetoschool'];

/** An unsigned token whose claims grant `flags`, as the browser decodes it. */
export function tokenWith(flags: readonly PermissionFlag[]): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims: Record<string, unknown> = {
    sub: '1',
    ver: 0,
    iat: 1,
    exp: 4102444800,
    data: { userRole: '1', UserId: 1, UserName: 'admin', Name: 'Head Office' },
  };
  for (const flag of flags) claims[flag] = '1';
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** A fresh start for each test: an empty fake server and a signed-in staff member holding `flags`. */
export function resetForTest(flags: readonly PermissionFlag[] = ALL_APPLICANT_FLAGS): void {
  store.dispatch(sessionEnded());
  fakeServer.reset();
  store.dispatch(loginSucceeded(tokenWith(flags)));
}

/** The applicants remote as the shell mounts it, at `path`. */
export function renderApplicantsApp(path = '/dashboard/Applicants') {
  window.history.pushState({}, '', path);
  // Pointer-events checks call getComputedStyle on every action; antd's styles make that slow.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  // mock="server": antd computes its styles but does not inject them into jsdom.
  const view = render(
    <StyleProvider mock="server">
      <AppProviders>
        <ApplicantsApp />
      </AppProviders>
    </StyleProvider>,
  );
  return { user, ...view };
}

/** The rows of the applicants table in view (the virtual table draws rows as divs). */
export function tableRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual .ant-table-row')];
}

/** The table row showing `text` (a name, an SSN). */
export async function findRow(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = tableRows().find((candidate) => [...candidate.querySelectorAll('.ant-table-cell')].some((cell) => cell.textContent === text));
    if (!row) throw new Error(`No row shows ${text}`);
    return row;
  });
}

/** The names in the table, top to bottom. */
export function shownNames(): string[] {
  return tableRows().map((row) => row.querySelectorAll('.ant-table-cell')[1]?.textContent ?? '');
}

/** The dialog antd opens with modal.error / modal.success, by its title. */
export async function findDialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title, .ant-modal-confirm-title *' });
  const dialog = heading.closest('.ant-modal-confirm') ?? heading.closest('.ant-modal');
  if (!dialog) throw new Error(`No dialog titled ${title}`);
  return dialog as HTMLElement;
}

/**
 * Pick `label` in an antd Select as a person does: open it and click the item
 * (antd's accessible listbox holds only the options next to the active one,
 * so the visible item is found by its title).
 */
export async function choose(person: UserEvent, select: HTMLElement, label: string): Promise<void> {
  await person.click(select);
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`;
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll(selector)].at(-1);
    if (!found) throw new Error(`The select shows no ${label}`);
    return found;
  });
  await person.click(item);
}

export { within };

/** What an antd Select shows (its chosen option's label). */
export function shownValue(select: HTMLElement): string | null {
  const content = select.closest('.ant-select')?.querySelector('.ant-select-content');
  return content?.getAttribute('title') ?? content?.textContent ?? null;
}

/** The text of each cell of a row. */
export function cellsOf(row: HTMLElement): string[] {
  return [...row.querySelectorAll('.ant-table-cell')].map((cell) => cell.textContent ?? '');
}

/**
 * The open modal titled `title`. (Under jest every antd useId is 'test-id', so
 * a dialog's aria-labelledby points at whichever element took that id first:
 * dialogs are found by their title's text instead of their accessible name.)
 */
export function queryModal(title: string): HTMLElement | null {
  const modals = [...document.querySelectorAll<HTMLElement>('.ant-modal')];
  return modals.find((modal) => modal.querySelector('.ant-modal-title')?.textContent === title && modal.closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none') !== true) ?? null;
}

export async function findModal(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const modal = queryModal(title);
    if (!modal) throw new Error(`No modal titled ${title}`);
    return modal;
  });
}
