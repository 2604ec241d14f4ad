import { APPLICANT_CALLS } from '../../../shared/src/api/applicant-calls';
import { requestFingerprint } from '../../../shared/src/api/fingerprint';

/**
 * The first calls of the exam page (admin/getstudentexam.php) and of the
 * apply page (emp/getapplyexam.php), started by the page's first script
 * (src/page-start.ts) as soon as the HTML has run, while React, antd and the
 * screen's code are still on their way: on a slow phone link the answer
 * arrives in the same round of downloads as the code instead of after it.
 * Nothing here may import a shared library (they load after), only plain
 * modules of @mizan/shared by path. The page takes the answer if it is good
 * and otherwise asks again through the API client, which reports every
 * failure as usual. page-start is its own webpack entry, with its own copy
 * of this module, so the requests are kept on `window`, where the page's
 * main script finds them.
 */

export interface EarlyAnswer {
  body: unknown;
  /** performance.now() when the answer arrived: a timed exam's remaining seconds count from then. */
  receivedAt: number;
}

declare global {
  interface Window {
    mizanEarlyRequests?: Map<string, Promise<EarlyAnswer | null>>;
  }
}

function pendingRequests(): Map<string, Promise<EarlyAnswer | null>> {
  window.mizanEarlyRequests ??= new Map();
  return window.mizanEarlyRequests;
}

const examKey = (hash: string) => `studentExam ${hash}`;
const applyExamKey = (examId: string) => `applyExam ${examId}`;

function start(key: string, call: 'studentExam' | 'applyExam', data: unknown, sign: string): void {
  const requests = pendingRequests();
  if (requests.has(key)) return;
  const request = fetch(`/api/${APPLICANT_CALLS[call].path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sign, data }),
  })
    .then(async (response) => (response.ok ? { body: await response.json(), receivedAt: performance.now() } : null))
    .catch(() => null);
  requests.set(key, request);
}

/** The early request under `key`, once: null when none was started; it answers null when it failed (ask again then). */
function take(key: string): Promise<EarlyAnswer | null> | null {
  const requests = pendingRequests();
  const request = requests.get(key) ?? null;
  requests.delete(key);
  return request;
}

/**
 * Start the exam view's request for `hash`, signed with this tab's fingerprint. A tab that has none yet (the link
 * opened in a new tab or on another computer) gets it here, as the page's API client would give it a moment later:
 * the server then binds the attempt to this tab or answers that it is open elsewhere, as it would that call.
 */
export function startExamRequest(hash: string): void {
  if (hash) start(examKey(hash), 'studentExam', { id: hash }, requestFingerprint());
}

export const takeExamRequest = (hash: string) => take(examKey(hash));

/**
 * Start the apply page's request for the assessment's title and language. The apply page is where a tab gets its
 * fingerprint (SPEC §7), so it is made here, a moment before the page's API client would make it.
 */
export function startApplyExamRequest(examId: string): void {
  if (/^\d+$/.test(examId)) start(applyExamKey(examId), 'applyExam', { exam_id: examId }, requestFingerprint());
}

export const takeApplyExamRequest = (examId: string) => take(applyExamKey(examId));
