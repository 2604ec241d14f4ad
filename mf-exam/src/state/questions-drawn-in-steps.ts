import { startTransition, useEffect, useState } from 'react';

/** What the first render draws of the exam: a phone's first screen of questions and a little more. */
export const FIRST_DRAWN_QUESTIONS = 3;

/**
 * How many of `total` questions the exam page draws now. The first render
 * draws the first few, which is what the applicant sees first; the rest
 * follow in a transition, which React renders in slices between which the
 * page answers a tap (on a phone, drawing every question frame at once held
 * the main thread for about 100 ms more). `all` says when every question is
 * drawn: what comes after the questions (Submit exam) waits for it, so it
 * does not move down under the applicant's finger.
 */
export function useQuestionsDrawnInSteps(total: number): { drawn: number; all: boolean } {
  const [drawn, setDrawn] = useState(FIRST_DRAWN_QUESTIONS);
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn(total));
  }, [drawn, total]);
  return { drawn: Math.min(drawn, total), all: drawn >= total };
}
