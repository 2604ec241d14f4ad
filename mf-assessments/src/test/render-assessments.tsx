import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { AssessmentsApp } from '../AssessmentsApp';
import { forgetQuestionComponents } from '../federation/questions-remote';
import { draftReset } from '../state/draft-slice';
import { fakeServer } from './fake-api';
import { resetFederation } from './federation';
import { renderRemote, unsignedSessionToken } from '@mizan/shared/testing';

// Rendering mf-questions' editors and antd's development build is slow on a loaded two-core machine:
// the first load of mf_questions' source in a file can take seconds, more than findBy's 1 s default.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** An unsigned token of a signed-in admin holding every flag, as the browser decodes it. */
export function adminToken(): string {
  return unsignedSessionToken({ flags: ['exam', 'ans'] });
}

/** A fresh start for each test: empty fake server, no draft, mf_questions reachable, a signed-in admin. */
export function resetForTest(): void {
  store.dispatch(sessionEnded());
  store.dispatch(draftReset());
  fakeServer.reset();
  resetFederation();
  forgetQuestionComponents();
  document.body.innerHTML = '';
  window.localStorage.clear();
  store.dispatch(loginSucceeded(adminToken()));
}

/** The assessments remote as the shell mounts it, at `path`. */
export function renderAssessmentsApp(path: string) {
  return renderRemote(AssessmentsApp, path);
}

/** The table row whose cells include `text`. */
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

export function columnTitles(): string[] {
  return screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
}

/** The open antd confirm dialog (modal.confirm/success/error) of `kind`. */
export async function findConfirm(kind: 'confirm' | 'success' | 'error'): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-modal-confirm-${kind}`);
    if (!found) throw new Error(`No ${kind} dialog is open`);
    return found;
  });
}

export function dialogTitle(dialog: HTMLElement): string {
  return dialog.querySelector('.ant-modal-confirm-title')?.textContent ?? '';
}

export function dialogContent(dialog: HTMLElement): string {
  return dialog.querySelector('.ant-modal-confirm-content')?.textContent ?? '';
}

/** Let pending promises and timers (the store's save to localStorage) run. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export { chooseOption } from '@mizan/shared/testing';
