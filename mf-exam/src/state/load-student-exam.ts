import { applicantApi } from '@mizan/shared/browser';
import { takeExamRequest } from './early-requests';

/**
 * The exam view for `hash`: the answer the entry asked for early when it came
 * back good (a timed exam's remaining seconds less the time it waited), else
 * a fresh call through the API client.
 */
export async function loadStudentExam(hash: string) {
  // Without an early request the call goes out at once, in this same turn.
  const request = takeExamRequest(hash);
  const early = request && (await request);
  if (!early) return applicantApi.call('studentExam', { id: hash });
  const answer = early.body as Awaited<ReturnType<typeof applicantApi.call<'studentExam'>>>;
  const { remainingSeconds } = answer.data;
  if (remainingSeconds === null) return answer;
  const waited = Math.floor((performance.now() - early.receivedAt) / 1000);
  return { ...answer, data: { ...answer.data, remainingSeconds: Math.max(0, remainingSeconds - waited) } };
}
