/**
 * The exam view's request (admin/getstudentexam.php), started by the page's
 * first script (src/page-start.ts) as soon as the HTML has run, while React,
 * antd and the questions are still on their way: on a slow phone link the
 * exam arrives in the same round of downloads as the code instead of after
 * it. Nothing here may import a shared library (they load after). The exam
 * page takes the answer if it is good and otherwise asks again through the
 * API client, which reports every failure as usual. page-start is its own
 * webpack entry, with its own copy of this module, so the requests are kept
 * on `window`, where the page's main script finds them.
 */

interface EarlyAnswer {
  body: unknown;
  /** performance.now() when the answer arrived: a timed exam's remaining seconds count from then. */
  receivedAt: number;
}

const FINGERPRINT = /^[0-9a-f]{64}$/;

declare global {
  interface Window {
    mizanEarlyExamRequests?: Map<string, Promise<EarlyAnswer | null>>;
  }
}

function pendingRequests(): Map<string, Promise<EarlyAnswer | null>> {
  window.mizanEarlyExamRequests ??= new Map();
  return window.mizanEarlyExamRequests;
}

/** Start the exam view's request for `hash`, with this tab's fingerprint (without one, the page asks later as usual). */
export function startExamRequest(hash: string): void {
  const sign = window.sessionStorage.getItem('fingerprint');
  const requests = pendingRequests();
  if (!hash || !sign || !FINGERPRINT.test(sign) || requests.has(hash)) return;
  const request = fetch('/api/admin/getstudentexam.php', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sign, data: { id: hash } }),
  })
    .then(async (response) => (response.ok ? { body: await response.json(), receivedAt: performance.now() } : null))
    .catch(() => null);
  requests.set(hash, request);
}

/** The early request for `hash`, once: null when none was started; it answers null when it failed (ask again then). */
export function takeExamRequest(hash: string): Promise<EarlyAnswer | null> | null {
  const requests = pendingRequests();
  const request = requests.get(hash) ?? null;
  requests.delete(hash);
  return request;
}
