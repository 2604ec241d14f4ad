/**
 * Bringing questions from Moodle or a QTI tool, as a teacher in the built
 * app: import a Moodle XML file into the bank (the preview first: what each
 * question becomes, what is skipped and why), find the imported questions
 * by their Arabic and English text, export them as a QTI 3.0 package and
 * import that package again.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { SIGN, callApi, choosePasswordApi, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const FIXTURES = path.resolve(import.meta.dirname, '../server/test-fixtures/question-files');
const ARABIC = 'اكتب فقرة عن أهمية الماء.';
const ENGLISH = 'What is the SI unit of force?';

describe('bringing questions from Moodle or a QTI tool', () => {
  let server;
  let browser;
  let page;
  let token;

  before(async () => {
    server = await startMizan();
    const admin = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
    const added = await callApi(
      server.url,
      'postusers',
      { displayname: 'Import Teacher', userName: 'importteacher', role_id: 3, password: 'a-good-password' },
      { token: admin },
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const flags = await fetch(`${server.url}/api/putusers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ sign: SIGN, data: { UserId: added.body.data.id, flags: ['exam'] } }),
    });
    assert.equal(flags.status, 200, await flags.text());
    token = await choosePasswordApi(server.url, 'importteacher', 'a-good-password', 'import-teacher-own');
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
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
      summary: '16 questions in the file: 12 to import, 4 skipped.',
    });
    await dialog.getByText('Fill the blank: 4').waitFor();
    await dialog.getByText(/calculated question draws its numbers from a formula/).waitFor();
    assert.equal(await bankCount(), 0);
    await page.screenshot({ path: screenshotPath('question-import-preview'), fullPage: true });
    await dialog.getByRole('button', { name: 'Import 12 questions' }).click();
    await page.getByText('12 questions were imported into the bank. 4 were skipped (see the preview for why).').waitFor();
    assert.equal(await bankCount(), 12);
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
    // The Label question is not written to QTI yet: the download says so.
    await page.getByText(/1 question has a type this format cannot carry, left out\./).waitFor();
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    assert.match(download.suggestedFilename(), /qti3\.zip$/);
    assert.equal((await readFile(file)).subarray(0, 2).toString('latin1'), 'PK');
    const dialog = await importFile(file, { summary: '11 questions in the file: 11 to import, 0 skipped.' });
    await expectNoSeriousAxeViolations(page, 'import preview');
    await page.screenshot({ path: screenshotPath('question-import-qti-preview'), fullPage: true });
    await dialog.getByRole('button', { name: 'Import 11 questions' }).click();
    await page.getByText('11 questions were imported into the bank.').waitFor();
    assert.equal(await bankCount(), 23);
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
    await dialog.getByText('16 questions in the file: 12 to import, 4 skipped.').waitFor();
    await dialog.getByRole('button', { name: 'Add 12 questions' }).click();
    await page.getByText('12 questions added from the file.').waitFor();
    await page.getByTestId('question-header').filter({ hasText: ARABIC }).waitFor();
    await page.screenshot({ path: screenshotPath('question-import-builder'), fullPage: true });
  });
});
