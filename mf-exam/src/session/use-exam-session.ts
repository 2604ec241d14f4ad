import { useEffect, useState, useSyncExternalStore } from 'react';
import { ExamSession } from './exam-session';
import type { ExamSnapshot } from './exam-snapshot';

/**
 * The page's session for `hash` (the page is keyed by its hash: one session
 * per attempt), started once the page is on screen and stopped when it goes;
 * the snapshot re-renders the page on each change.
 */
export function useExamSession(hash: string): { session: ExamSession; snapshot: ExamSnapshot } {
  const [session] = useState(() => new ExamSession(hash));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  return { session, snapshot };
}
