/**
 * Bringing questions from Moodle or a QTI tool, as a teacher in the built
 * app: import a Moodle XML file into the bank (the preview first: what each
 * question becomes, what is skipped and why), find the imported questions
 * by their Arabic and English text, export them as a QTI 3.0 package and
 * import that package again. Then Moodle's own matching, cloze (with
 * pictures) and numerical questions come in one file at a time, an Arabic
 * assessment is built from them, an applicant on a phone types the
 * numerical answer in Arabic-Indic digits, the teacher grades it, and the
 * bank goes out as QTI 3.0 and GIFT.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { SIGN, applicantContext, callApi, choosePasswordApi, registerSeededApplicant, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { APPLICANT_TEXT_AR, acceptLeaving, expectSuccess, questionWith, submitWithConfirm, waitSaved } from './support/exam-page.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../server/test-fixtures/question-files');
const ARABIC = 'اكتب فقرة عن أهمية الماء.';
const ENGLISH = 'What is the SI unit of force?';
/** Moodle 4.2's own fixtures, verbatim (server/test-fixtures/question-files/moodle/README.md). */
const MOODLE = path.join(FIXTURES, 'moodle');
const AVERAGE = 'What is the average of 4, 5, 6 and 10?';
const ARABIC_TITLE = 'اختبار من أسئلة مودل';

describe('bringing questions from Moodle or a QTI tool', () => {
  let server;
  let browser;
  let page;
  let token;
  let adminToken;
  let hash;
  let examId;
  let teacherId;

  before(async () => {
    // Without the starter bank: the counts below are of what the files bring.
    server = await startMizan({ SEED_STARTER_BANK: '0' });
    adminToken = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
    const added = await callApi(
      server.url,
      'postusers',
      { displayname: 'Import Teacher', userName: 'importteacher', role_id: 3, password: 'a-good-password' },
      { token: adminToken },
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
    teacherId = added.body.data.id;
    const flags = await fetch(`${server.url}/api/putusers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ sign: SIGN, data: { UserId: added.body.data.id, flags: ['exam', 'ans'] } }),
    });
    assert.equal(flags.status, 200, await flags.text());
    token = await choosePasswordApi(server.url, 'importteacher', 'a-good-password', 'import-teacher-own');
    browser = await launchBrowser();
    // A context of its own: the later steps open more tabs of the same signed-in teacher.
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
    await signIn(page, server.url, 'importteacher', 'import-teacher-own');
    await page.waitForURL(/\/dashboard\//);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const bankCount = async () => (await callApi(server.url, 'admin/getbank.php', { pagesize: 1 }, { token })).body.data.count;

  async function importFile(file, expected) {
    await page.getByRole('button', { name: 'Import questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions into the bank' });
    await dialog.getByLabel('Question file').setInputFiles(file);
    await dialog.getByText(expected.summary).waitFor();
    return dialog;
  }

  it('previews a Moodle XML file: counts per type, skipped questions with their reasons; nothing saved yet', async () => {
    await page.getByRole('menuitem', { name: 'Question bank' }).click();
    await page.waitForURL(/\/dashboard\/bank$/);
    await page.getByText('The bank is empty. Add a question, or save one from an assessment.').waitFor();
    await expectNoSeriousAxeViolations(page, 'the empty question bank');
    const dialog = await importFile(path.join(FIXTURES, 'moodle-all-types.xml'), {
      summary: '16 questions in the file: 14 to import, 2 skipped.',
    });
    await dialog.getByText('Fill the blank: 4').waitFor();
    await dialog.getByText(/calculated question draws its numbers from a formula/).waitFor();
    assert.equal(await bankCount(), 0);
    await page.screenshot({ path: screenshotPath('question-import-preview'), fullPage: true });
    await dialog.getByRole('button', { name: 'Import 14 questions' }).click();
    await page.getByText('14 questions were imported into the bank. 2 were skipped (see the preview for why).').waitFor();
    assert.equal(await bankCount(), 14);
  });

  it('finds the imported questions by their Arabic and their English text', async () => {
    const search = page.getByRole('searchbox', { name: 'Search the question text' });
    await search.fill('أهمية الماء');
    await search.press('Enter');
    const arabic = page.locator('tbody tr.ant-table-row').getByText(ARABIC, { exact: true });
    await arabic.waitFor();
    assert.equal(await arabic.getAttribute('dir'), 'rtl');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr.ant-table-row').length === 1);
    await page.screenshot({ path: screenshotPath('question-import-arabic'), fullPage: true });
    await search.fill('SI unit');
    await search.press('Enter');
    const english = page.locator('tbody tr.ant-table-row').getByText(ENGLISH, { exact: true });
    await english.waitFor();
    assert.equal(await english.getAttribute('dir'), 'ltr');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr.ant-table-row').length > 1);
  });

  it('exports the bank as a QTI 3.0 package and imports that package again', async () => {
    const downloads = await mkdtemp(path.join(os.tmpdir(), 'mizan-qti-'));
    await page.getByRole('button', { name: /Export/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'QTI 3.0 package (.zip)' }).click(),
    ]);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    assert.match(download.suggestedFilename(), /qti3\.zip$/);
    assert.equal((await readFile(file)).subarray(0, 2).toString('latin1'), 'PK');
    const dialog = await importFile(file, { summary: '14 questions in the file: 14 to import, 0 skipped.' });
    await expectNoSeriousAxeViolations(page, 'import preview');
    await page.screenshot({ path: screenshotPath('question-import-qti-preview'), fullPage: true });
    await dialog.getByRole('button', { name: 'Import 14 questions' }).click();
    await page.getByText('14 questions were imported into the bank.').waitFor();
    assert.equal(await bankCount(), 28);
  });

  it("adds a file's questions to a new assessment from the builder", async () => {
    await page
      .locator('nav')
      .getByRole('menuitem')
      .filter({ hasText: /^Assessments$/ })
      .click();
    await page.getByRole('button', { name: 'Add Assessment' }).click();
    await page.waitForURL(/\/assessmentcomponent/);
    await page.getByRole('button', { name: 'Import questions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions into this assessment' });
    await dialog.getByLabel('Question file').setInputFiles(path.join(FIXTURES, 'moodle-all-types.xml'));
    await dialog.getByText('16 questions in the file: 14 to import, 2 skipped.').waitFor();
    await dialog.getByRole('button', { name: 'Add 14 questions' }).click();
    await page.getByText('14 questions added from the file.').waitFor();
    await page.getByTestId('question-header').filter({ hasText: ARABIC }).waitFor();
    await page.screenshot({ path: screenshotPath('question-import-builder'), fullPage: true });
  });
  /** A signed-in teacher's tab at `address` (the first tab stays on the builder it left unsaved). */
  async function teacherTab(address) {
    const tab = await page.context().newPage();
    await tab.goto(`${server.url}${address}`);
    return tab;
  }

  it("imports Moodle's own matching, cloze with pictures and numerical questions, each preview saying what does not come across", async () => {
    const bank = await teacherTab('/dashboard/bank');
    const files = [
      ['qtype-match.xml', 'Matching: 1', /Extra wrong answers were left out \("insect"\)/],
      ['multianswer.xml', 'Fill the blank: 1', /Drop-down gaps became typed blanks/],
      ['qtype-numerical.xml', 'Numerical: 1', /2 hints were dropped/],
    ];
    for (const [file, type, note] of files) {
      await bank.getByRole('button', { name: 'Import questions' }).click();
      const dialog = bank.getByRole('dialog', { name: 'Import questions into the bank' });
      await dialog.getByLabel('Question file').setInputFiles(path.join(MOODLE, file));
      await dialog.getByText('1 question in the file: 1 to import, 0 skipped.').waitFor();
      await dialog.getByText(type, { exact: true }).waitFor();
      await dialog.getByText(note).waitFor();
      if (file === 'multianswer.xml') await bank.screenshot({ path: screenshotPath('question-import-moodle-cloze-notes'), fullPage: true });
      await dialog.getByRole('button', { name: 'Import 1 question' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    assert.equal(await bankCount(), 31);
    // The cloze's flags came with it, each with its alt text, inside the question.
    const cloze = (await callApi(server.url, 'admin/getbank.php', { search: 'California' }, { token })).body.data.questions;
    assert.match(JSON.stringify(cloze[0].question.content ?? cloze[0].question.header), /California flag/);
    await bank.close();
  });

  it('an applicant on a phone takes an Arabic assessment of them, typing the number in Arabic-Indic digits (٦٫٢٥)', async () => {
    const imported = (await callApi(server.url, 'admin/getbank.php', { pagesize: 3 }, { token })).body.data.questions;
    assert.deepEqual(imported.map((entry) => entry.question.type).sort(), ['FillTheBlank', 'MatchQComponent', 'Numerical']);
    const exam = await callApi(
      server.url,
      'admin/addexam.php',
      {
        name: ARABIC_TITLE,
        lang: 'Ar',
        grade: 'Grade 10',
        type: 'Admission',
        nooftrials: 1,
        istimed: 0,
        allowResume: true,
        // Its grader: a teacher grades the assessments they review.
        grading_teachers_ids: [teacherId],
        questions: imported.map((entry) => entry.question),
      },
      { token },
    );
    assert.equal(exam.status, 200, JSON.stringify(exam.body));
    examId = exam.body.data.id;
    assert.equal((await callApi(server.url, 'admin/publishassessment.php', { id: examId }, { token })).status, 200);
    hash = await registerSeededApplicant(server.url, adminToken, examId);

    const words = APPLICANT_TEXT_AR;
    const phone = await (await applicantContext(browser)).newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    acceptLeaving(phone);
    await phone.goto(`${server.url}/assessment?hash=${encodeURIComponent(hash)}`);
    const numerical = questionWith(phone, AVERAGE);
    await numerical.getByRole('textbox', { name: words.names.yourAnswer }).fill('٦٫٢٥');
    await waitSaved(numerical);
    assert.equal(await numerical.getByRole('textbox', { name: words.names.yourAnswer }).inputValue(), '٦٫٢٥');
    await questionWith(phone, 'Classify the animals.').waitFor();
    await expectNoSeriousAxeViolations(phone, 'the Arabic assessment of Moodle questions on a phone');
    await phone.screenshot({ path: screenshotPath('question-import-exam-ar-phone'), fullPage: true });
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the exam fits the phone's width (${width}px)`);
    await submitWithConfirm(phone, words);
    await expectSuccess(phone, 30_000, words);
    await phone.context().close();
  });

  it('the teacher grades it: ٦٫٢٥ is read as 6.25 and earns the numerical mark', async () => {
    const taken = await callApi(
      server.url,
      'admin/getstudentsexams.php',
      { pagenumber: 1, pagesize: 15, search: '', exam_id: examId },
      { token },
    );
    const [submission] = taken.body.data.exams;
    assert.ok(submission, JSON.stringify(taken.body));
    const grading = await teacherTab(`/assessmentViewComponent?id=${submission.id}&exammode=gradingModeTeacher`);
    const numerical = grading.locator('.mizan-question[data-question-type="Numerical"]');
    await numerical.getByText('٦٫٢٥').first().waitFor();
    await grading.screenshot({ path: screenshotPath('question-import-grading-ar'), fullPage: true });
    await grading.getByRole('button', { name: 'Save Grading' }).click();
    await grading.locator('.ant-modal-confirm-title').getByText('Success', { exact: true }).waitFor();
    const sheet = await callApi(server.url, 'admin/getstudentsol.php', { id: submission.id }, { token });
    const answered = sheet.body.data.answerdquestions.find((question) => question.type === 'Numerical');
    assert.equal(answered.value, '٦٫٢٥');
    assert.equal(Number(answered.score), Number(answered.totalMark));
    await grading.close();
  });

  it('exports the bank as QTI 3.0 and as GIFT: the Moodle numerical with its tolerance, the matching pairs, Arabic text kept', async () => {
    const bank = await teacherTab('/dashboard/bank');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mizan-export-'));
    const exportAs = async (format) => {
      await bank.getByRole('button', { name: /Export/ }).click();
      const [download] = await Promise.all([bank.waitForEvent('download'), bank.getByRole('menuitem', { name: format }).click()]);
      const file = path.join(folder, download.suggestedFilename());
      await download.saveAs(file);
      return readFile(file);
    };
    const qti = await exportAs('QTI 3.0 package (.zip)');
    assert.equal(qti.subarray(0, 2).toString('latin1'), 'PK');
    // Read back (a preview saves nothing): the numerical question is still Numerical, its key 6.25 ± 0.05.
    const preview = await fetch(`${server.url}/api/admin/importquestions?preview=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/zip', authorization: `Bearer ${token}`, 'x-sign': SIGN },
      body: qti,
    });
    assert.equal(preview.status, 200, await preview.clone().text());
    const average = (await preview.json()).data.questions.find((question) => question.headertxt === AVERAGE);
    assert.equal(average?.type, 'Numerical');
    assert.deepEqual(
      average.answers.map(({ value, tolerance, toleranceMode, credit }) => ({
        value: Number(value),
        tolerance: Number(tolerance),
        toleranceMode,
        credit,
      })),
      [{ value: 6.25, tolerance: 0.05, toleranceMode: 'absolute', credit: 100 }],
    );
    const gift = (await exportAs('GIFT (.txt)')).toString('utf8');
    assert.match(gift, /What is the average of 4, 5, 6 and 10\?<\/p>\{#\s*=%100%6\.25:0\.05\s*####The average is 6\.25\}/);
    assert.match(gift, /=<p>frog<\/p> -> amphibian/);
    assert.ok(gift.includes('أهمية الماء'), 'the Arabic question is in the file as written');
    await bank.screenshot({ path: screenshotPath('question-import-gift-export'), fullPage: true });
    await bank.close();
  });
});
