import { useEffect, useState } from 'react';
import { applicantApi } from '@mizan/shared/browser';
import { takeApplyExamRequest } from './early-requests';

type ApplyExamAnswer = Awaited<ReturnType<typeof applicantApi.call<'applyExam'>>>;
type ApplyExam = ApplyExamAnswer['data'];

/**
 * How long the apply page's first paint waits for the assessment's title and language once its code is there. The
 * page's first script asked for them before the code started downloading, so on any link they normally arrive
 * first; the wait only matters when the server is slow, and then the form shows with a general heading.
 */
export const FIRST_PAINT_WAIT_MS = 1500;

/**
 * The apply page's assessment title and language: the answer the page's first script asked for early when it came
 * back good, else a fresh call through the API client (whose refusals the page reads as usual).
 */
export async function loadApplyExam(examId: string): Promise<ApplyExamAnswer> {
  const request = takeApplyExamRequest(examId);
  const early = request && (await request);
  if (early) return early.body as ApplyExamAnswer;
  return applicantApi.call('applyExam', { exam_id: examId });
}

interface ApplyExamLoad {
  /** The assessment, or null when it cannot be had (unknown or closed): the heading then stays general. */
  answer: Promise<ApplyExam | null>;
  /** The same assessment if it comes within FIRST_PAINT_WAIT_MS of being asked for here, else null. */
  beforeFirstPaint: Promise<ApplyExam | null>;
}

function startLoadingApplyExam(examId: string): ApplyExamLoad {
  const answer = loadApplyExam(examId).then(
    (loaded) => loaded.data ?? null,
    () => null,
  );
  const beforeFirstPaint = Promise.race([answer, new Promise<null>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS, null))]);
  return { answer, beforeFirstPaint };
}

/** What the apply page paints with: the assessment if it is here, and the answer still to come when it is not. */
export interface AssessmentToApplyFor {
  exam: ApplyExam | null;
  later: Promise<ApplyExam | null>;
}

/**
 * The apply page's assessment, so that the page paints with it: its title in the heading and, for an Arabic
 * assessment, right to left from the first frame, instead of a general English heading that is then replaced and
 * flipped. Null until it is here or FIRST_PAINT_WAIT_MS has passed (the page shows nothing until then).
 */
export function useAssessmentToApplyFor(examId: string): AssessmentToApplyFor | null {
  const [load] = useState(() => startLoadingApplyExam(examId));
  const [exam, setExam] = useState<{ loaded: ApplyExam | null } | null>(null);
  useEffect(() => {
    let current = true;
    load.beforeFirstPaint.then((loaded) => current && setExam({ loaded }));
    return () => {
      current = false;
    };
  }, [load]);
  return exam && { exam: exam.loaded, later: load.answer };
}
