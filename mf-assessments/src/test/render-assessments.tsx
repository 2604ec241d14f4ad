import { StyleProvider } from '@ant-design/cssinjs';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { AppProviders, loginSucceeded, sessionEnded, store } from '@mizan/shared/browser';
import { AssessmentsApp } from '../AssessmentsApp';
import { forgetQuestionComponents } from '../federation/questions-remote';
import { draftReset } from '../state/draft-slice';
import { fakeServer } from './fake-api';
import { resetFederation } from './federation';

// jsdom has no pseudo-element styles; antd's Table asks for one to measure the scrollbar.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jest's jsdom has no MessageChannel; antd's Form.useWatch and Select post a message to run a macro task.
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

// Rendering mf-questions' editors and antd's development build is slow on a loaded two-core machine:
// the first load of mf_questions' source in a file can take seconds, more than findBy's 1 s default.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** An unsigned token of a signed-in admin holding every flag, as the browser decodes it. */
export function adminToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: '1',
    ver: 0,
    iat: 1,
    exp: 4102444800,
    data: { userRole: '1', UserId: 1, UserName: 'admin', Name: 'Head Office' },
    exam: '1',
    ans: '1',
  };
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
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
  window.history.pushState({}, '', path);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <StyleProvider mock="server">
      <AppProviders>
        <AssessmentsApp />
      </AppProviders>
    </StyleProvider>,
  );
  return { user, ...view };
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

/** Pick `label` in the antd Select whose input is `input`, as a person does. */
export async function chooseOption(person: UserEvent, input: HTMLElement, label: string): Promise<void> {
  await person.click(input);
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`;
  const item = await waitFor(() => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`The select shows no ${label}`);
    return found;
  });
  await person.click(item);
}
