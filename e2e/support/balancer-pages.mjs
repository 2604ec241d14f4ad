/**
 * The load-balancer drill's real pages, through nginx: applicants on a
 * phone-sized exam page who keep changing their first answer (a True/False
 * question), and a proctor's control room left open. Each page's calls are
 * watched as the browser makes them, so the drill can say what a page saw:
 * failed saves, and when the room last refreshed.
 */
import { applicantContext } from './api.mjs';
import { screenshotPath } from './browser.mjs';
import { APPLICANT_TEXT_EN, expectSuccess, submitWithConfirm } from './exam-page.mjs';
import { staffPageAt } from './session.mjs';

const PHONE = { width: 390, height: 844 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const callOf = (url) => new URL(url).pathname.replace(/^\/api\//, '');

/** Record each answer to `call` the page receives ({ at, status }; status 0 when no answer came). */
function watchCall(page, call, clock) {
  const seen = [];
  page.on('response', (response) => {
    if (callOf(response.url()) === call) seen.push({ at: clock(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    if (callOf(request.url()) === call) seen.push({ at: clock(), status: 0 });
  });
  return seen;
}

/** An applicant's exam page at `hash` (registered with api.mjs's SIGN) on a phone; answers its handle. */
export async function openApplicantPage(browser, baseUrl, hash, clock) {
  const context = await applicantContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  page.on('dialog', (dialog) => void dialog.accept());
  const saves = watchCall(page, 'student/saveanswer.php', clock);
  await page.goto(`${baseUrl}/assessment?hash=${hash}`);
  const first = page.locator('section[data-question-id]').first();
  await first.getByRole('radio', { name: 'True', exact: true }).waitFor({ timeout: 60_000 });
  const questionId = await first.getAttribute('data-question-id');
  let last = null;
  return {
    page,
    saves,
    hash,
    questionId,
    /** The True/False answer last given on the page. */
    lastAnswer: () => last,
    /** Change the first answer every `everyMs` until `until()`. */
    async keepAnswering(everyMs, until) {
      for (let turn = 0; !until(); turn += 1) {
        last = turn % 2 === 0 ? 'True' : 'False';
        try {
          await first.getByRole('radio', { name: last, exact: true }).check();
        } catch (error) {
          await page.screenshot({ path: screenshotPath(`exam-day-balancer-page-stuck-${hash.slice(0, 6)}`) });
          throw error;
        }
        await sleep(everyMs);
      }
    },
    /** The page's own status under the first question once it has sent everything. */
    async settled(timeout) {
      await first.locator('[data-save-status="saved"]').waitFor({ timeout });
    },
    async submit() {
      await submitWithConfirm(page, APPLICANT_TEXT_EN);
      await expectSuccess(page, 30_000, APPLICANT_TEXT_EN);
    },
    close: () => context.close(),
  };
}

/** The proctor's control room of `examId`, signed in as `user`; answers its handle with every refresh it made. */
export async function openControlRoom(browser, baseUrl, user, password, examId, clock) {
  const page = await staffPageAt(browser, baseUrl, user, password, `/dashboard/examroom/${examId}`);
  const refreshes = watchCall(page, 'admin/examroom.php', clock);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
  return {
    page,
    refreshes,
    /** The "could not be refreshed" warning the room shows after a failed refresh. */
    warningShown: () => page.getByText('The room could not be refreshed', { exact: false }).isVisible(),
    close: () => page.context().close(),
  };
}
