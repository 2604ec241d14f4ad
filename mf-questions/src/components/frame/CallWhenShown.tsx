import { useEffect, useRef } from 'react';

/**
 * Calls `onShown` once, after it is first drawn. Drawn beside a question's
 * exam view inside the view's Suspense, so it is drawn when that view is:
 * the exam page then knows question 1 can be answered (QuestionFrameProps'
 * onShown).
 */
export function CallWhenShown({ onShown }: { onShown: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onShown();
  }, [onShown]);
  return null;
}
