import { startTransition, useCallback, useEffect, useState } from 'react';

/** What the first render draws of the exam: question 1, the one the applicant reads and answers first. */
export const FIRST_DRAWN_QUESTIONS = 1;

/** How long the rest waits for question 1's view: a view that cannot be shown (its code failed) holds nothing up. */
export const FIRST_VIEW_WAIT_MS = 3000;

/**
 * How many of `total` questions the exam page draws now. The first render
 * draws question 1; the rest follow once its view is drawn (`firstShown`,
 * given to question 1's QuestionView as onShown), in a transition, which
 * React renders in slices between which the page answers a tap. Drawn
 * together, the other questions' frames and their types' views took the
 * phone's main thread before question 1 could be answered: React renders a
 * transition before the retry that shows a view whose code has arrived.
 * `all` says when every question is drawn: what comes after the questions
 * (Submit exam) waits for it, so it does not move down under the
 * applicant's finger.
 */
export function useQuestionsDrawnInSteps(total: number): { drawn: number; all: boolean; firstShown: () => void } {
  const [drawn, setDrawn] = useState(FIRST_DRAWN_QUESTIONS);
  const [shown, setShown] = useState(false);
  const firstShown = useCallback(() => setShown(true), []);
  useEffect(() => {
    if (drawn >= total) return undefined;
    if (shown) {
      startTransition(() => setDrawn(total));
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), FIRST_VIEW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [drawn, total, shown]);
  return { drawn: Math.min(drawn, total), all: drawn >= total, firstShown };
}
