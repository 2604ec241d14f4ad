import { screen, waitFor } from '@testing-library/react';
import type { PermissionFlag } from '@mizan/shared';
import { loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { ApplicantsApp } from '../ApplicantsApp';
import { fakeServer } from './fake-api';
import { chooseOption, renderRemote, setTestSessionCookies, unsignedSessionToken } from '@mizan/shared/testing';

export const ALL_APPLICANT_FLAGS: PermissionFlag[] = ['updateinfo', 'interview', 'movetoschool'];

/** An unsigned token whose claims grant `flags`, as the browser decodes it. */
export function tokenWith(flags: readonly PermissionFlag[]): string {
  return unsignedSessionToken({ flags });
}

/** A fresh start for each test: an empty fake server and a signed-in staff member holding `flags`. */
export function resetForTest(flags: readonly PermissionFlag[] = ALL_APPLICANT_FLAGS): void {
  store.dispatch(sessionEnded());
  fakeServer.reset();
  setTestSessionCookies(tokenWith(flags));
  store.dispatch(loginSucceeded(tokenWith(flags)));
}

/** The applicants remote as the shell mounts it, at `path`. */
export function renderApplicantsApp(path = '/dashboard/Applicants') {
  return renderRemote(ApplicantsApp, path);
}

/** The rows of the applicants table in view (the virtual table draws rows as divs). */
export function tableRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-table-tbody-virtual .ant-table-row')];
}

/** The table row showing `text` (a name, an SSN). */
export async function findRow(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = tableRows().find((candidate) =>
      [...candidate.querySelectorAll('.ant-table-cell')].some((cell) => cell.textContent === text),
    );
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

/** Pick `label` in an antd Select as a person does. */
export const choose = chooseOption;

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
  return (
    modals.find(
      (modal) =>
        modal.querySelector('.ant-modal-title')?.textContent === title &&
        modal.closest('.ant-modal-wrap')?.getAttribute('style')?.includes('display: none') !== true,
    ) ?? null
  );
}

export async function findModal(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const modal = queryModal(title);
    if (!modal) throw new Error(`No modal titled ${title}`);
    return modal;
  });
}
