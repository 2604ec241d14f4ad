import { cleanup, waitFor } from '@testing-library/react';
import { ExamApp } from '../ExamApp';
import { fakeServer } from './fake-api';
import { renderRemote } from '@mizan/shared/testing';
import { applicantPage } from '../state/page-address';

export function resetForTest(): void {
  fakeServer.reset();
  window.localStorage.clear();
  document.body.innerHTML = '';
}

/** The exam remote at `path`, as the standalone page (or the shell) mounts it. */
export function renderExamApp(path: string, options: { advanceTimers?: (ms: number) => unknown } = {}) {
  return renderRemote(ExamApp, path, options);
}

/** The open antd confirm/error/success dialog. */
export function openDialog(): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')];
  return dialogs[dialogs.length - 1] ?? null;
}

/**
 * Around every test of a page of the exam remote: before it, a fresh fake
 * server, storage and page, window.close and page loads spied (the page closes the
 * window after a submit); after it, unmount and run what React's scheduler
 * left pending under fake timers (its MessageChannel is setTimeout-backed,
 * jest.setup.ts) before the real timers return, or it would wait forever.
 * Answers the current test's window.close spy.
 */
export function prepareEachExamTest(): () => jest.SpyInstance {
  let closeWindow: jest.SpyInstance;
  beforeEach(() => {
    resetForTest();
    closeWindow = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    // jsdom cannot load a page: the addresses asked for are kept (pagesOpened) and the page stays.
    opened = jest.spyOn(applicantPage, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    if (jest.isMockFunction(setTimeout) || 'clock' in setTimeout) jest.runOnlyPendingTimers();
    jest.useRealTimers();
    closeWindow.mockRestore();
    opened.mockRestore();
  });
  return () => closeWindow;
}

let opened: jest.SpyInstance<void, [string]>;

/** The addresses the page asked the browser to load (as the next page), in order. */
export function pagesOpened(): string[] {
  return opened.mock.calls.map(([path]) => path);
}

/** The same once drawn: the page draws the questions after the first once question 1's view is there. */
export const drawnQuestionSection = (id: string): Promise<HTMLElement> => waitFor(() => questionSection(id));

/** The exam page's section of one question, by its id. */
export function questionSection(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-question-id="${id}"]`);
  if (!found) throw new Error(`no question ${id}`);
  return found;
}
