import { applicantText } from '@mizan/shared';
import type { ExamSession } from './exam-session';

/** The browser's window and document as the session listens to them (fakes in unit tests). */
export interface PageEvents {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * While the exam is open (answers may still be given): leaving asks first
 * (SPEC §4) and sends what is still being typed; the network coming back
 * replays at once; hiding the page sends what is typed, and the page
 * becoming visible again re-reads the server's clock. Answers the unwatch.
 */
export function watchPage({ window: win, document: doc }: PageEvents, session: ExamSession): () => void {
  const inExam = () => session.getSnapshot().inExam;
  const beforeUnload = (event: BeforeUnloadEvent) => {
    if (!inExam()) return undefined;
    const warning = applicantText(session.getSnapshot().direction).leaveWarning;
    void session.settle();
    event.preventDefault();
    event.returnValue = warning;
    return warning;
  };
  const online = () => {
    if (inExam()) void session.online();
  };
  const leave = () => {
    if (inExam()) void session.settle();
  };
  const visibility = () => {
    if (!inExam()) return;
    if (doc.visibilityState !== 'visible') void session.settle();
    else session.resync();
  };
  win.addEventListener('beforeunload', beforeUnload);
  win.addEventListener('online', online);
  win.addEventListener('pagehide', leave);
  doc.addEventListener('visibilitychange', visibility);
  return () => {
    win.removeEventListener('beforeunload', beforeUnload);
    win.removeEventListener('online', online);
    win.removeEventListener('pagehide', leave);
    doc.removeEventListener('visibilitychange', visibility);
  };
}
