import { ExamApp } from '../ExamApp';
import { fakeServer } from './fake-api';
import { renderRemote } from '@mizan/shared/testing';

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
