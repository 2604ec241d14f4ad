/**
 * Journey: an applicant takes assessments in headless Chromium.
 * Staff (through the API) copy the demo's auto-scored questions (every
 * auto-scored type) into new published assessments; the applicant applies
 * at /apply/{id} (a short ID is refused with SPEC's message), confirms, and
 * answers every question through the UI, some right and some wrong so the
 * score is known; goes offline while answering and sees the answers kept,
 * then saved when back; reloads (with 'Allow resume after reload': the same
 * answers and time; without it: the reload submits); lets a one-minute exam
 * run out; then staff see the score and career in Taken Assessments, and the
 * applicant the released result, in English and in Arabic (right to left).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seededApplicant } from './support/api.mjs';
import { documentLanguage, latinChrome } from './support/arabic-page-checks.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations, expectResultAnswersReadable } from './support/axe.mjs';
import {
  APPLICANT_TEXT_AR,
  APPLICANT_TEXT_EN,
  acceptLeaving,
  expectSuccess,
  orderAs,
  pick,
  questionWith,
  statusOf,
  submitWithConfirm,
  waitSaved,
} from './support/exam-page.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';
import { staffApi } from './support/staff-api.mjs';
import { richText } from './support/rich-text.mjs';
import { importShared } from './support/shared-module.mjs';

const DEMO_ENGLISH = 'Demo: General Admission Test';
const DEMO_ARABIC = 'تجريبي: اختبار القبول العام';
const WANT = 'أرغب';
const DO_NOT_WANT = 'لا أرغب';
const MUST_BE_14 = 'Must be 14 characters';
/** The assessments staff make for the journey. */
const TITLES = {
  every: 'E2E: every auto-scored type',
  noResume: 'E2E: a reload submits',
  oneMinute: 'E2E: one minute',
  arabic: 'اختبار تجريبي: الأسئلة المصححة آليا',
  essay: 'E2E: an essay survives a reload',
};

const { QUESTION_TYPE_INFO } = await importShared('questions/question-type-info.ts');
/** The types the shared scoring marks (the rest wait for a teacher). */
const AUTO_TYPES = Object.values(QUESTION_TYPE_INFO)
  .filter((info) => info.scoring === 'auto')
  .map((info) => info.type);

const round2 = (value) => Math.round(value * 100) / 100;
const markOf = (question) => Number(question.totalMark);

describe('exam: apply, answer every auto-scored type, offline, reload, timer, score, career and results', () => {
  let mizan;
  let browser;
  let applicantContext;
  let token;
  let applicant;
  const assessments = {};

  /** Staff's calls (e2e/support/staff-api.mjs), signed in before the tests. */
  let api, publishedAssessment;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    applicantContext = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    ({ token, api, publishedAssessment } = await staffApi(mizan.url));
    const list = (await api('admin/getexams.php', '1')).data;
    const full = async (title) => (await api('admin/getexam.php', { id: list.find((row) => row.title === title).id })).data.questions;
    const english = (await full(DEMO_ENGLISH)).filter((question) => AUTO_TYPES.includes(question.type));
    const arabic = (await full(DEMO_ARABIC)).filter((question) => AUTO_TYPES.includes(question.type));
    const essayQuestions = (await full(DEMO_ENGLISH)).filter(
      (question) => question.type === 'EssayComponent' || question.type === 'TrueOrFalse',
    );
    assert.deepEqual(
      [...new Set(english.map((question) => question.type))].sort(),
      [...AUTO_TYPES].sort(),
      'the copy has every auto-scored type',
    );
    const firstTwo = english.filter((question) => question.type === 'TrueOrFalse' || question.type === 'MCQ');
    assessments.every = {
      title: TITLES.every,
      questions: english,
      id: await publishedAssessment(
        { name: TITLES.every, lang: 'En', istimed: 1, duration: 30, allowResume: true, showResults: true },
        english,
      ),
    };
    assessments.noResume = {
      title: TITLES.noResume,
      questions: firstTwo,
      id: await publishedAssessment({ name: TITLES.noResume, lang: 'En', istimed: 0, allowResume: false }, firstTwo),
    };
    assessments.oneMinute = {
      title: TITLES.oneMinute,
      questions: firstTwo,
      id: await publishedAssessment({ name: TITLES.oneMinute, lang: 'En', istimed: 1, duration: 1, allowResume: true }, firstTwo),
    };
    assessments.arabic = {
      title: TITLES.arabic,
      questions: arabic,
      id: await publishedAssessment({ name: TITLES.arabic, lang: 'Ar', istimed: 0, allowResume: true, showResults: true }, arabic),
    };
    assessments.essay = {
      title: TITLES.essay,
      questions: essayQuestions,
      id: await publishedAssessment({ name: TITLES.essay, lang: 'En', istimed: 0, allowResume: true }, essayQuestions),
    };
    applicant = await seededApplicant(mizan.url, token);
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  const titleOf = (examId) => Object.values(assessments).find((assessment) => assessment.id === examId).title;

  /** Apply with the applicant's ID and confirm, in the assessment's words; answers the page on the exam. */
  async function applyAndStart(page, examId, { refuseShortId = false, screenshot, words = APPLICANT_TEXT_EN } = {}) {
    await page.goto(`${mizan.url}/apply/${examId}`);
    // The apply page names the assessment (emp/getapplyexam.php).
    await page.getByRole('heading', { name: titleOf(examId) }).waitFor();
    const id = page.getByLabel(words.nationalIdLabel);
    if (refuseShortId) {
      await id.fill(applicant.ssn.slice(0, 10));
      await page.getByRole('button', { name: words.register }).click();
      await page.getByText(MUST_BE_14).waitFor();
    }
    await id.fill(applicant.ssn);
    await page.getByRole('button', { name: words.register }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title').getByText(words.confirmTitle(applicant.name)).waitFor();
    await expectNoSeriousAxeViolations(page, 'the apply confirm');
    if (screenshot) await page.screenshot({ path: screenshotPath(screenshot) });
    await confirm.getByRole('button', { name: words.yes }).click();
    await page.waitForURL(/\/assessment\?hash=/);
    await page.getByText(words.questionLabel(1), { exact: true }).waitFor();
    return new URL(page.url()).searchParams.get('hash');
  }

  it('every auto-scored type answered, offline and back, a reload that resumes, then submitted; the released result', async () => {
    const { questions } = assessments.every;
    const byType = (type, index = 0) => questions.filter((question) => question.type === type)[index];
    const page = await applicantContext.newPage();
    const seen = acceptLeaving(page);
    const hash = await applyAndStart(page, assessments.every.id, { refuseShortId: true, screenshot: 'exam-apply-confirm-en' });

    const trueFalse = questionWith(page, byType('TrueOrFalse').headertxt);
    await trueFalse.getByRole('radio', { name: 'True' }).check();
    const mcq = questionWith(page, byType('MCQ').headertxt);
    await mcq.getByRole('checkbox', { name: '2', exact: true }).check();
    await waitSaved(trueFalse);
    await waitSaved(mcq);

    // Offline while answering: the answers are kept on the device and said so.
    await applicantContext.setOffline(true);
    const likesRepair = questionWith(page, byType('RIASEC', 0).headertxt);
    const likesHelping = questionWith(page, byType('RIASEC', 1).headertxt);
    await likesRepair.getByRole('radio', { name: DO_NOT_WANT }).check();
    await likesHelping.getByRole('radio', { name: WANT, exact: true }).check();
    await likesHelping.locator('[data-save-status="offline"]').waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the exam, offline');
    await page.screenshot({ path: screenshotPath('exam-offline-en'), fullPage: true });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    assert.equal(await statusOf(likesRepair), 'offline');
    await applicantContext.setOffline(false);
    await waitSaved(likesRepair);
    await waitSaved(likesHelping);

    // Reload with 'Allow resume after reload': the same answers and (about) the same time.
    const clock = page.getByRole('timer', { name: 'Time left' });
    const minutesBefore = Number(await clock.getByTestId('clock-minutes').innerText());
    await page.reload();
    await page.getByText('Q 1', { exact: true }).waitFor();
    assert.ok(seen.leaveWarnings >= 1, 'leaving mid-exam asked first');
    assert.equal(await questionWith(page, byType('TrueOrFalse').headertxt).getByRole('radio', { name: 'True' }).isChecked(), true);
    assert.equal(await questionWith(page, byType('RIASEC', 1).headertxt).getByRole('radio', { name: WANT, exact: true }).isChecked(), true);
    const minutesAfter = Number(await clock.getByTestId('clock-minutes').innerText());
    // The applicant's page is one plain build with mf_questions' views compiled in (tools/webpack/applicant-page.cjs):
    // no federation runtime, so one antd for every view (their pick lists' Select included).
    assert.equal(await page.evaluate(() => typeof globalThis.__FEDERATION__), 'undefined', 'a federation runtime on the applicant page');
    assert.ok(
      minutesAfter <= minutesBefore && minutesAfter >= minutesBefore - 1,
      `the time went on from ${minutesBefore} min, not restarted (${minutesAfter} min)`,
    );

    // The same link in another browser: told the attempt is open elsewhere; the questions stay here.
    const otherBrowser = await browser.newContext();
    const other = await otherBrowser.newPage();
    await other.goto(`${mizan.url}/assessment?hash=${hash}`);
    await other.getByText('Open in another browser', { exact: true }).waitFor();
    assert.equal(await other.getByText('Q 1', { exact: true }).count(), 0);
    await other.screenshot({ path: screenshotPath('exam-open-elsewhere-en') });
    await otherBrowser.close();

    // Match: two right, one left empty.
    const match = byType('MatchQComponent');
    const capitalOf = Object.fromEntries(
      match.options.map((option, index) => [richText(option.option), richText(match.PossibleAnswers[index].option)]),
    );
    const matchSection = questionWith(page, match.headertxt);
    let matched = 0;
    for (let row = 1; row <= match.options.length && matched < 2; row += 1) {
      const text = await matchSection.getByTestId(`match-row-${row}`).innerText();
      const country = Object.keys(capitalOf).find((name) => text.includes(name));
      await pick(page, matchSection, `Pick the match for option ${row}`, capitalOf[country]);
      matched += 1;
    }
    // Order: put right.
    const order = byType('OrderComponent');
    const orderSection = questionWith(page, order.headertxt);
    await orderAs(
      orderSection,
      order.correctOptions.map((id) => richText(order.options.find((option) => option.id === id).option)),
    );
    // Fill the blank: the first blank right, the second wrong.
    const blanks = questionWith(page, byType('FillTheBlank').headertxt);
    await blanks.getByRole('textbox', { name: 'Blank 1' }).fill('100');
    await blanks.getByRole('textbox', { name: 'Blank 2' }).fill('7');
    // Label: the first label on its spot (spots are numbered top to bottom), the second on a wrong one.
    const label = byType('LabelQComponent');
    const labelSection = questionWith(page, label.headertxt);
    await pick(page, labelSection, `Spot for ${label.labels[0].value}`, 'Spot 1');
    await pick(page, labelSection, `Spot for ${label.labels[1].value}`, 'Spot 3');
    for (const section of [matchSection, orderSection, blanks, labelSection]) await waitSaved(section);
    await expectNoSeriousAxeViolations(page, 'the exam, answered');
    await page.screenshot({ path: screenshotPath('exam-answered-en'), fullPage: true });

    await submitWithConfirm(page);
    await expectSuccess(page);

    const max = questions.reduce((sum, question) => sum + markOf(question), 0);
    const total =
      markOf(byType('TrueOrFalse')) + // True: right
      markOf(byType('MCQ')) / 2 + // one of two right options
      markOf(byType('RIASEC', 1)) + // 'I want' scores; 'I do not want' does not
      round2((markOf(match) * 2) / match.options.length) +
      markOf(order) +
      markOf(byType('FillTheBlank')) / 2 +
      round2(markOf(label) / label.labels.length);
    assessments.every.expected = { total: round2(total), max, percent: round2((total / max) * 100), career: 'S' };

    // The released result on the same link, in a fresh tab (the attempt is submitted, so any browser may read it).
    const result = await applicantContext.newPage();
    await result.goto(`${mizan.url}/assessment?hash=${hash}`);
    const totals = result.getByTestId('result-total');
    await totals.waitFor();
    const expected = assessments.every.expected;
    await totals.getByText(`${expected.total} / ${expected.max}`).waitFor();
    await totals.getByText(`${expected.percent}%`).waitFor();
    await totals.getByText('S', { exact: true }).waitFor();
    await result.getByTestId('result-score').first().waitFor();
    assert.equal(await result.getByTestId('result-score').count(), questions.length);
    await expectNoSeriousAxeViolations(result, 'the result page');
    await result.screenshot({ path: screenshotPath('exam-result-en'), fullPage: true });
    await expectResultAnswersReadable(result, 'the result page');
    await result.close();
    if (!page.isClosed()) await page.close();
  });

  it('without resume after reload, a reload submits the exam with what was answered', async () => {
    const page = await applicantContext.newPage();
    acceptLeaving(page);
    await applyAndStart(page, assessments.noResume.id);
    const trueFalse = assessments.noResume.questions.find((question) => question.type === 'TrueOrFalse');
    const section = questionWith(page, trueFalse.headertxt);
    await section.getByRole('radio', { name: 'True' }).check();
    await waitSaved(section);
    await page.reload();
    await expectSuccess(page);
    const max = assessments.noResume.questions.reduce((sum, question) => sum + markOf(question), 0);
    assessments.noResume.expected = { percent: round2((markOf(trueFalse) / max) * 100) };
    if (!page.isClosed()) await page.close();
  });

  it('an essay answer is saved, comes back after a reload, and is submitted', async () => {
    const page = await applicantContext.newPage();
    acceptLeaving(page);
    await applyAndStart(page, assessments.essay.id);
    const essay = assessments.essay.questions.find((question) => question.type === 'EssayComponent');
    const section = questionWith(page, essay.headertxt);
    const words = 'I want to join because I love reading and science.';
    const editor = section.getByRole('textbox', { name: 'Your answer' });
    await editor.click();
    await page.keyboard.type(words);
    await waitSaved(section);
    // The reload used to answer 500 for good once an essay was saved: the exam could not be reopened.
    await page.reload();
    await page.getByText('Q 1', { exact: true }).waitFor();
    const reloaded = questionWith(page, essay.headertxt);
    await reloaded.getByRole('textbox', { name: 'Your answer' }).getByText(words).waitFor();
    await reloaded.getByTestId('essay-word-counter').getByText(/^10\b/).waitFor();
    await page.screenshot({ path: screenshotPath('exam-essay-reloaded-en'), fullPage: true });
    await submitWithConfirm(page);
    await expectSuccess(page);
    if (!page.isClosed()) await page.close();
  });

  it('a one-minute exam submits itself when the time runs out', async () => {
    const page = await applicantContext.newPage();
    acceptLeaving(page);
    await applyAndStart(page, assessments.oneMinute.id);
    const mcq = assessments.oneMinute.questions.find((question) => question.type === 'MCQ');
    const section = questionWith(page, mcq.headertxt);
    for (const option of mcq.options.filter((candidate) => candidate.isTrue))
      await section.getByRole('checkbox', { name: richText(option.option), exact: true }).check();
    await waitSaved(section);
    await page.getByTestId('clock-minutes').filter({ hasText: '00' }).waitFor();
    const lastMinuteWarning = page.getByRole('alert').getByText(/^One minute left\./);
    await lastMinuteWarning.waitFor();
    await page.screenshot({ path: screenshotPath('exam-last-minute-en') });
    // Nobody presses Submit exam: the clock reaches zero and the exam submits itself, and says the time was up.
    await expectSuccess(page, 90_000);
    const timeUpLine = page.locator('.ant-modal-confirm').getByText(/^Your time was up/);
    await timeUpLine.waitFor();
    await page.screenshot({ path: screenshotPath('exam-time-up-en') });
    const max = assessments.oneMinute.questions.reduce((sum, question) => sum + markOf(question), 0);
    assessments.oneMinute.expected = { percent: round2((markOf(mcq) / max) * 100) };
    if (!page.isClosed()) await page.close();
  });

  it('in Arabic: apply, confirm, answer, submit and the result, all in Arabic and right to left, with no English chrome', async () => {
    const words = APPLICANT_TEXT_AR;
    const page = await applicantContext.newPage();
    acceptLeaving(page);
    await page.goto(`${mizan.url}/apply/${assessments.arabic.id}`);
    await page.getByRole('heading', { level: 1, name: TITLES.arabic }).waitFor();
    await page.getByText(words.applyTitle, { exact: true }).waitFor();
    assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl', title: `${TITLES.arabic} — Mizan` });
    assert.deepEqual(await latinChrome(page), []);
    await expectNoSeriousAxeViolations(page, 'the Arabic apply page');
    await page.screenshot({ path: screenshotPath('exam-apply-ar') });
    const hash = await applyAndStart(page, assessments.arabic.id, { words, screenshot: 'exam-apply-confirm-ar' });
    assert.ok(await page.locator('div[dir="rtl"][lang="ar"]').first().isVisible(), 'the exam is right to left');
    assert.deepEqual(await documentLanguage(page), { lang: 'ar', dir: 'rtl', title: `${TITLES.arabic} — Mizan` });
    const trueFalse = assessments.arabic.questions.find((question) => question.type === 'TrueOrFalse');
    const section = questionWith(page, trueFalse.headertxt);
    // True and False read in Arabic in a right-to-left assessment.
    await section.getByRole('radio', { name: 'صح', exact: true }).check();
    assert.equal(await section.getByRole('radio', { name: 'True' }).count(), 0);
    await waitSaved(section);
    await section.getByText(words.saveStatus.saved, { exact: true }).waitFor();
    assert.deepEqual(await latinChrome(page), []);
    await expectNoSeriousAxeViolations(page, 'the Arabic exam');
    await page.screenshot({ path: screenshotPath('exam-ar'), fullPage: true });
    await submitWithConfirm(page, words);
    await expectSuccess(page, 30_000, words);
    assert.deepEqual(await latinChrome(page), []);
    await page.screenshot({ path: screenshotPath('exam-submitted-ar') });
    const result = await applicantContext.newPage();
    await result.goto(`${mizan.url}/assessment?hash=${hash}`);
    const totals = result.getByTestId('result-total');
    await totals.getByText(words.total, { exact: true }).waitFor();
    assert.ok(await result.locator('div[dir="rtl"][lang="ar"]').first().isVisible(), 'the result is right to left');
    await result.getByTestId('result-score').first().waitFor();
    assert.deepEqual(await latinChrome(result), []);
    await expectNoSeriousAxeViolations(result, 'the Arabic result page');
    await result.screenshot({ path: screenshotPath('exam-result-ar'), fullPage: true });
    await expectResultAnswersReadable(result, 'the Arabic result page');
    await result.close();
    if (!page.isClosed()) await page.close();
  });

  it('staff see each score and the career in Taken Assessments', async () => {
    const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
    const page = await context.newPage();
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    // Through the menu, as staff would (a goto here could race the landing page's own navigation).
    await page.getByRole('menuitem', { name: 'Taken Assessments' }).click();
    await page.waitForURL(/\/dashboard\/StudentsExams$/);
    const search = page.getByRole('searchbox', { name: 'Search' }).or(page.getByLabel('Search', { exact: true }));
    await search.first().fill(applicant.ssn);
    await search.first().press('Enter');
    const scoreOf = async (examName) => {
      const row = page.locator('.ant-table-row').filter({ hasText: examName });
      await row.first().waitFor();
      return (await row.first().getByTestId('score').innerText()).trim();
    };
    assert.equal(await scoreOf(TITLES.every), assessments.every.expected.career);
    assert.equal(await scoreOf(TITLES.noResume), `${assessments.noResume.expected.percent}/100`);
    assert.equal(await scoreOf(TITLES.oneMinute), `${assessments.oneMinute.expected.percent}/100`);
    // The rows are the searched ones once the table has finished loading (antd fades it meanwhile).
    await page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(page, 'taken assessments');
    await page.screenshot({ path: screenshotPath('exam-taken-assessments') });
    await context.close();
  });
});
