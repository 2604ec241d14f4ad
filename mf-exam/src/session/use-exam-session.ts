import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
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

/** The session of the exam page around a component (notices, holding screens, anything that watches the attempt). */
export const ExamSessionContext = createContext<ExamSession | null>(null);

/** The attempt as the exam page has it now: its hash, language, phase… (null outside the exam page). */
export function useExamAttempt(): ExamSnapshot | null {
  const session = useContext(ExamSessionContext);
  return useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getSnapshot ?? nothing);
}

const noSubscription = () => () => undefined;
const nothing = () => null;
