/**
 * The three pages bench/page-cpu.mjs and bench/budgets.mjs compare, on the
 * built server (fresh PGlite, demo data), with what each load needs:
 * - floor: the floor page (bench/floor-page/), the English demo's first
 *   question with React and antd's Radio and Button alone;
 * - apply: /apply/{id} of the English demo, until its form can be used: the
 *   ID field and the Register button in the document and drawn (the page's
 *   first screen; typing and registering load nothing more);
 * - exam: /assessment?hash= of a fresh attempt of that demo, until 'Q 1' and
 *   its answer's inputs are drawn (section[data-question-id], as the floor).
 * Each exam load is a new applicant's attempt, opened by the browser that
 * registered it (its fingerprint), as an applicant's phone does.
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_PASSWORD, startMizan } from '../../e2e/support/mizan-server.mjs';
import { callAs, timeToFirstQuestion } from './first-question.mjs';
import { benchSsn, importApplicants, signInForBench } from './generated-applicants.mjs';

export const PAGE_NAMES = ['floor', 'apply', 'exam'];
export const FLOOR_PATH = '/remotes/mf_exam/floor/index.html';
const DEMO_ASSESSMENT = 'Demo: General Admission Test';
// The first question's answer inputs (the exam page draws 'Q 1' with them; its type's code comes after the frame's).
const FIRST_QUESTION_READY = 'section[data-question-id] input';
const APPLY_FORM_READY = 'form:has(#ssn) button[type="submit"]:not([disabled])';

/** Registers bench applicant `n` for the exam from a new browser fingerprint: { hash, sign, ssn }. */
async function register(url, examId, n) {
  const sign = randomBytes(32).toString('hex');
  const ssn = benchSsn(n);
  const hash = (await callAs(url, 'emp/reg.php', { exam_id: examId, ssn }, { sign })).data;
  return { hash, sign, ssn };
}

/**
 * The pages on a running server (`url`): { pages, lighthouseUrl }. `pages[name]()` is the next load's
 * { url, ready, prepare }; `lighthouseUrl(name)` an address Lighthouse's own browser can open.
 * `applicants`: how many fresh attempts the run may use (bench applicants imported now).
 */
export async function pagesOn(browser, url, { applicants }) {
  const staff = await signInForBench(url, 'admin', ADMIN_PASSWORD);
  await importApplicants(url, staff, applicants);
  const exam = (await callAs(url, 'admin/getexams.php', '1', { token: staff.token })).data.find((row) => row.title === DEMO_ASSESSMENT);
  if (!exam) throw new Error(`The demo data has no assessment "${DEMO_ASSESSMENT}"`);
  const floorResponse = await fetch(`${url}${FLOOR_PATH}`);
  if (!floorResponse.ok) throw new Error(`${FLOOR_PATH} answers ${floorResponse.status}: run npm run build (it builds the floor page)`);

  let next = 0;
  const freshAttempt = () => {
    if (next >= applicants) throw new Error(`This run registered all ${applicants} bench applicants`);
    return register(url, exam.id, next++);
  };
  const pages = {
    floor: async () => ({ url: `${url}${FLOOR_PATH}`, ready: FIRST_QUESTION_READY }),
    apply: async () => ({ url: `${url}/apply/${exam.id}`, ready: APPLY_FORM_READY }),
    exam: async () => {
      const attempt = await freshAttempt();
      return {
        url: `${url}/assessment?hash=${attempt.hash}`,
        ready: FIRST_QUESTION_READY,
        prepare: (context) => context.addInitScript((sign) => sessionStorage.setItem('fingerprint', sign), attempt.sign),
      };
    },
  };

  /** Lighthouse opens the exam in a browser of its own: a started attempt released from its browser by staff. */
  const examForAnyBrowser = async () => {
    const attempt = await freshAttempt();
    await timeToFirstQuestion(browser, url, attempt);
    const taken = await callAs(
      url,
      'admin/getstudentsexams.php',
      { pagenumber: 1, pagesize: 15, search: attempt.ssn, status: 'inprogress' },
      { token: staff.token },
    );
    const row = taken.data.exams.find((entry) => entry.examname === exam.title);
    if (!row) throw new Error(`No running attempt of ${exam.title} for ${attempt.ssn}`);
    await callAs(url, 'admin/moveattempt.php', { attemptId: row.id, reason: 'Measured by Lighthouse' }, { token: staff.token });
    return `${url}/assessment?hash=${attempt.hash}`;
  };
  const lighthouseUrl = async (name) => (name === 'exam' ? examForAnyBrowser() : (await pages[name]()).url);
  return { pages, lighthouseUrl };
}

/**
 * Starts the built server (fresh PGlite, demo data) with the pages on it: pagesOn(…) and `stop`.
 * `appsDir`: the built apps to serve instead of this checkout's (the server's APPS_DIR), e.g. a copy of them
 * that no build rewrites while the bench runs.
 */
export async function startPages(browser, { applicants, appsDir }) {
  const mizan = await startMizan(appsDir ? { APPS_DIR: appsDir } : {});
  try {
    return { ...(await pagesOn(browser, mizan.url, { applicants })), stop: () => mizan.stop() };
  } catch (error) {
    await mizan.stop();
    throw error;
  }
}
