/**
 * The exam view's request (admin/getstudentexam.php), started by the page's
 * entry as soon as the HTML has run, while React, antd and the questions are
 * still on their way: on a slow phone link the exam arrives in the same round
 * of downloads as the code instead of after it. Nothing here may import a
 * shared library (they load after the entry). The exam page takes the answer
 * if it is good and otherwise asks again through the API client, which
 * reports every failure as usual.
 */

interface EarlyAnswer {
  body: unknown;
  /** performance.now() when the answer arrived: a timed exam's remaining seconds count from then. */
  receivedAt: number;
}

const FINGERPRINT = /^[0-9a-f]{64}$/;
const requests = new Map<string, Promise<EarlyAnswer | null>>();

/** Start the exam view's request for `hash`, with this tab's fingerprint (without one, the page asks later as usual). */
export function startExamRequest(hash: string): void {
  const sign = window.sessionStorage.getItem('fingerprint');
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
  const request = requests.get(hash) ?? null;
  requests.delete(hash);
  return request;
}
