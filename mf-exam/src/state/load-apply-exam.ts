import { applicantApi } from '@mizan/shared/browser';
import { takeApplyExamRequest } from './early-requests';

type ApplyExamAnswer = Awaited<ReturnType<typeof applicantApi.call<'applyExam'>>>;

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
