/**
 * From a result to a decision: an applicant submits and reads what happens
 * next (English and Arabic); staff grade the essay and press Release results;
 * the applicant sees the result at the same link; the score is a column of
 * the applicants table and of the Final report (with the school's name and
 * logo); an administrator weights the assessment in the merit list; the
 * results letter prints in Arabic for an Arabic assessment.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicantContext, callApi, registerSeededApplicant, seededApplicant } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';
import { importShared } from './support/shared-module.mjs';

const DEMO_ENGLISH = 'Demo: General Admission Test';
const DEMO_ARABIC = 'تجريبي: اختبار القبول العام';
const TITLES = { english: 'E2E: Admission 2027', arabic: 'اختبار القبول ٢٠٢٧' };
const SCHOOL = 'مدرسة النيل الدولية — Nile International School';
/** A 1×1 teal PNG. */
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const { applicantText } = await importShared('i18n/applicant-text.ts');
const EN = applicantText('ltr');
const AR = applicantText('rtl');

describe('results: what happens next, release, the result at the same link, score columns, Final report, letter', () => {
  let mizan;
  let browser;
  let token;
  const exams = {};

  const api = async (path, data) => {
    const answer = await callApi(mizan.url, path, data, { token });
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = (await callApi(mizan.url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).body.data;
    const list = (await api('admin/getexams.php', '1')).data;
    const questionsOf = async (title) =>
      (await api('admin/getexam.php', { id: list.find((row) => row.title === title).id })).data.questions;
    for (const [key, demo, lang] of [
      ['english', DEMO_ENGLISH, 'En'],
      ['arabic', DEMO_ARABIC, 'Ar'],
    ]) {
      const questions = (await questionsOf(demo)).filter(
        (question) => question.type === 'TrueOrFalse' || question.type === 'EssayComponent',
      );
      const added = await api('admin/addexam.php', {
        name: TITLES[key],
        lang,
        grade: 'Grade 10',
        type: 'Admission',
        nooftrials: 1,
        istimed: 0,
        allowResume: true,
        showResults: false,
        questions,
      });
      await api('admin/publishassessment.php', { id: added.data.id });
      exams[key] = { id: added.data.id, questions };
    }
    await api('admin/saveschoolprofile.php', { name: SCHOOL, logo: LOGO });
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  const question = (exam, type) => exams[exam].questions.find((candidate) => candidate.type === type);
  const section = (page, text) => page.locator('section[data-question-id]').filter({ hasText: text });

  /** The attempt's id, from Taken Assessments (staff). */
  async function attemptIdOf(title) {
    const taken = await api('admin/getstudentsexams.php', { pagenumber: 1, pagesize: 15, search: '', status: '' });
    return taken.data.exams.find((row) => row.examname === title).id;
  }

  async function gradeEssay(exam, attemptId) {
    const essay = question(exam, 'EssayComponent');
    await api('admin/gradeexam.php', {
      id: attemptId,
      answerdquestions: [
        { id: essay.id, score: Number(essay.totalMark), feedback: exam === 'arabic' ? 'إجابة ممتازة' : 'A clear, well argued answer.' },
      ],
    });
  }

  let english;

  it('English: the applicant submits and reads where and when the result appears; the link says so until release', async () => {
    const applicant = await seededApplicant(mizan.url, token, 0);
    const hash = await registerSeededApplicant(mizan.url, token, exams.english.id, 0);
    const context = await applicantContext(browser);
    const page = await context.newPage();
    await page.goto(`${mizan.url}/assessment?hash=${encodeURIComponent(hash)}`);
    await page.getByText(EN.questionLabel(1), { exact: true }).waitFor();
    await section(page, question('english', 'TrueOrFalse').headertxt).getByRole('radio', { name: 'True' }).check();
    const essay = section(page, question('english', 'EssayComponent').headertxt);
    await essay.getByRole('textbox', { name: 'Your answer' }).click();
    await page.keyboard.type('I want to learn engineering.');
    await essay.locator('[data-save-status="saved"]').waitFor();
    await page.getByRole('button', { name: EN.submitExam }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: EN.submitExam }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: EN.success });
    await dialog.getByText(EN.closeWindow).waitFor();
    await dialog.getByText(EN.whatHappensNext).waitFor();
    await page.locator('.ant-modal-confirm-confirm').waitFor({ state: 'detached' });
    assert.match(await dialog.getByTestId('what-happens-next').innerText(), new RegExp(`/assessment\\?hash=${hash}`));
    await expectNoSeriousAxeViolations(page, 'the submitted dialog');
    // The address can be kept: its copy button (antd's Typography, without its hover bubble on this page) copies it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: mizan.url });
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), new RegExp(`/assessment\\?hash=${hash}$`));
    await page.screenshot({ path: screenshotPath('results-submitted-en') });

    const again = await context.newPage();
    await again.goto(`${mizan.url}/assessment?hash=${encodeURIComponent(hash)}`);
    await again.getByText(EN.whatHappensNext).waitFor();
    english = { applicant, hash, context };
  });

  it('staff grade the essay and Release results on the assessments list; the applicant sees the result at the same link', async () => {
    const attemptId = await attemptIdOf(TITLES.english);
    const staff = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await staff.newPage();
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    // Sign-in reloads the page (SPEC §2): wait for the signed-in menu before moving on.
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.goto(`${mizan.url}/dashboard/assessments`);
    const row = page.locator('tr').filter({ hasText: TITLES.english });
    // Not graded yet: the release asks first, and staff decline.
    await row.getByRole('button', { name: `Release results of ${TITLES.english}` }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText(/1 submission of this assessment still awaits grading/).waitFor();
    await page.screenshot({ path: screenshotPath('results-release-confirm-en') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gradeEssay('english', attemptId);
    await row.getByRole('button', { name: `Release results of ${TITLES.english}` }).click();
    await page.getByText('1 result released.').waitFor();

    const applicantPage = await english.context.newPage();
    await applicantPage.goto(`${mizan.url}/assessment?hash=${encodeURIComponent(english.hash)}`);
    const totals = applicantPage.getByTestId('result-total');
    await totals.waitFor();
    await applicantPage.getByText('A clear, well argued answer.').waitFor();
    assert.match(await totals.innerText(), /100%/);
    await expectNoSeriousAxeViolations(applicantPage, 'the released result');
    await applicantPage.screenshot({ path: screenshotPath('results-released-en'), fullPage: true });
    english.staff = staff;
    english.staffPage = page;
  });

  it('the score is a column of the applicants table and of the Final report, under the school name and logo', async () => {
    const page = english.staffPage;
    await page.goto(`${mizan.url}/dashboard/Applicants`);
    await page.getByRole('columnheader', { name: TITLES.english }).waitFor();
    await page.getByRole('combobox', { name: 'Filter by assessment taken' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: `Took: ${TITLES.english}` })
      .click();
    await page.getByText(/Showing 1 of/).waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: english.applicant.name });
    await row.getByText('100%').waitFor();
    // Close the filter's list and scroll the table to the score column (header and rows scroll together).
    await page.getByRole('heading', { name: 'Applicants' }).click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await row.getByText('100%').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('results-applicants-score-column') });

    await page.goto(`${mizan.url}/print/p`);
    await page.getByRole('columnheader', { name: TITLES.english }).first().waitFor();
    await page.locator('header.page-head').getByText(SCHOOL).waitFor();
    assert.equal(await page.locator('img.school-logo').count(), 1);
    const finalRow = page.locator('tr').filter({ hasText: english.applicant.name });
    assert.match(await finalRow.innerText(), /100%/);
    await page.screenshot({ path: screenshotPath('results-final-report') });
  });

  it('an administrator weights the assessment in the merit list: the ranking shows its score column', async () => {
    const page = english.staffPage;
    await page.goto(`${mizan.url}/dashboard/Applicants`);
    await page.getByRole('button', { name: 'Merit list' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Merit list' });
    await drawer.getByLabel('School').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: english.applicant.school })
      .first()
      .click();
    await drawer.getByText('Weights for every school, and seats (administrators)').click();
    const settings = drawer.locator('form[aria-label="Merit settings"]');
    await settings.getByRole('button', { name: 'Add an assessment weight' }).click();
    await settings.getByRole('combobox', { name: 'Weighted assessment 1' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: TITLES.english }).first().click();
    await settings.getByRole('spinbutton', { name: 'Weight of assessment 1' }).fill('3');
    const saved = page.waitForResponse((response) => response.url().includes('/api/admin/savemeritsettings.php'));
    await settings.getByRole('button', { name: 'Save settings' }).click();
    assert.equal((await saved).status(), 200);
    await drawer.getByRole('columnheader', { name: `${TITLES.english} (%)` }).waitFor();
    const row = drawer.locator('.ant-table-row').filter({ hasText: english.applicant.name });
    await row.getByText('100%').waitFor();
    await drawer.getByText(new RegExp(`${TITLES.english} 3\\.`)).waitFor();
    await expectNoSeriousAxeViolations(page, 'the merit list with an assessment weight');
    await page.screenshot({ path: screenshotPath('results-merit-assessment-weight') });
    await page.keyboard.press('Escape');
  });

  it('Arabic: the what-happens-next text in Arabic, right to left; the results letter prints in Arabic', async () => {
    const hash = await registerSeededApplicant(mizan.url, token, exams.arabic.id, 1);
    const context = await applicantContext(browser);
    const page = await context.newPage();
    await page.goto(`${mizan.url}/assessment?hash=${encodeURIComponent(hash)}`);
    await page.getByText(AR.questionLabel(1), { exact: true }).waitFor();
    const essay = section(page, question('arabic', 'EssayComponent').headertxt);
    await essay.getByRole('textbox').first().click();
    await page.keyboard.type('أحب العلوم');
    await essay.locator('[data-save-status="saved"]').waitFor();
    await page.getByRole('button', { name: AR.submitExam }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: AR.submitExam }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: AR.success });
    await dialog.getByText(AR.whatHappensNext).waitFor();
    await page.locator('.ant-modal-confirm-confirm').waitFor({ state: 'detached' });
    assert.equal(await dialog.evaluate((node) => getComputedStyle(node).direction), 'rtl');
    await page.screenshot({ path: screenshotPath('results-submitted-ar') });

    const attemptId = await attemptIdOf(TITLES.arabic);
    await gradeEssay('arabic', attemptId);
    await api('admin/releaseresults.php', { id: exams.arabic.id });
    const staffPage = await english.staff.newPage();
    await staffPage.goto(`${mizan.url}/print/letter?attempt=${attemptId}`);
    assert.equal(await staffPage.locator('html').getAttribute('dir'), 'rtl');
    await staffPage.getByRole('heading', { name: 'خطاب نتيجة الاختبار' }).waitFor();
    await staffPage.getByText('إجابة ممتازة').waitFor();
    await staffPage.getByText(TITLES.arabic).first().waitFor();
    await staffPage.getByText('التوقيع — مسؤول القبول').waitFor();
    await expectNoSeriousAxeViolations(staffPage, 'the Arabic results letter');
    await staffPage.screenshot({ path: screenshotPath('results-letter-ar'), fullPage: true });
  });
});
