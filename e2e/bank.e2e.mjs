/**
 * The question bank, as an admin in the built app: open it from the side
 * menu, see questions in English and Arabic (the Arabic one right to left),
 * search the Arabic text, open a question in mf_questions' editor and save
 * it back (its version rises), then add it to an assessment from the
 * builder's 'Add from the bank'.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const paragraph = (text) => [{ type: 'paragraph', children: [{ text }] }];
const option = (id, text, isTrue) => ({ id, option: paragraph(text), authorNote: '', selected: false, isTrue });

const ENGLISH = 'Which of these numbers are prime?';
const ARABIC = 'ما عاصمة جمهورية مصر العربية؟';

describe('the question bank', () => {
  let server;
  let browser;
  let page;

  before(async () => {
    server = await startMizan();
    const token = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
    const save = async (question, details) => {
      const saved = await callApi(server.url, 'admin/savebankquestion.php', { question, ...details }, { token });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    };
    await save(
      {
        id: 'e2ebankmcq',
        type: 'MCQ',
        header: paragraph(ENGLISH),
        totalMark: '2',
        isPartial: true,
        difficult: 'Medium',
        cognitive: 'Applying',
        objectives: 'Recognise prime numbers',
        options: [option('p2', '2', true), option('p4', '4', false), option('p7', '7', true)],
      },
      { subject: 'Mathematics', grade: 'Grade 7', tags: ['numbers', 'primes'] },
    );
    // A legacy client's question: the header as HTML, options without authorNote.
    await save(
      {
        id: 'e2ebankar1',
        type: 'MCQ',
        header: `<p>${ARABIC}</p>`,
        totalMark: 1,
        difficult: 'low',
        options: [
          { id: 'cai', option: 'القاهرة', isTrue: true },
          { id: 'alx', option: 'الإسكندرية' },
        ],
      },
      { subject: 'Social Studies', grade: 'Grade 7', tags: ['جغرافيا'] },
    );
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\//);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens from the side menu and lists both questions, the Arabic one right to left', async () => {
    await page.getByRole('menuitem', { name: 'Question bank' }).click();
    await page.waitForURL(/\/dashboard\/bank$/);
    const arabic = page.getByText(ARABIC, { exact: true });
    await arabic.waitFor();
    assert.equal(await arabic.getAttribute('dir'), 'rtl');
    assert.equal(await page.getByText(ENGLISH, { exact: true }).getAttribute('dir'), 'ltr');
    await page.screenshot({ path: screenshotPath('bank-list'), fullPage: true });
  });

  it('searches the Arabic text', async () => {
    await page.getByRole('searchbox', { name: 'Search the question text' }).fill('عاصمة');
    await page.getByRole('searchbox', { name: 'Search the question text' }).press('Enter');
    await page.waitForURL(/search=/);
    await page.getByText('1 question', { exact: true }).or(page.locator('tbody tr.ant-table-row')).first().waitFor();
    await assertRows(page, 1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await assertRows(page, 2);
  });

  it('opens a question in its editor and saves it back as version 2', async () => {
    const row = page.locator('tbody tr.ant-table-row', { hasText: ENGLISH });
    await row.getByRole('button', { name: /Edit/ }).click();
    const editor = page.locator('.ant-modal', { hasText: 'Multiple Choice question' });
    await editor.getByText('Question Setup').waitFor();
    await page.screenshot({ path: screenshotPath('bank-editor') });
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    const details = page.locator('.ant-modal', { hasText: 'Save version 2 to the bank' });
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Question updated in the bank.').waitFor();
    await page.locator('tbody tr.ant-table-row', { hasText: ENGLISH }).getByText('v2').waitFor();
  });

  it('adds a bank question to a new assessment from the builder', async () => {
    await page
      .locator('nav')
      .getByRole('menuitem')
      .filter({ hasText: /^Assessments$/ })
      .click();
    await page.getByRole('button', { name: 'Add Assessment' }).click();
    await page.waitForURL(/\/assessmentcomponent/);
    await page.getByRole('button', { name: 'Add from the bank' }).click();
    const picker = page.locator('.ant-modal', { hasText: 'Add questions from the bank' });
    const row = picker.locator('tbody tr.ant-table-row', { hasText: ARABIC });
    await row.getByRole('checkbox').check();
    await picker.getByRole('button', { name: 'Add 1 question' }).click();
    await page.getByText('1 question added from the bank.').waitFor();
    await page.getByTestId('question-header').filter({ hasText: ARABIC }).waitFor();
    await page.screenshot({ path: screenshotPath('bank-builder'), fullPage: true });
  });
});

async function assertRows(page, count) {
  await page.waitForFunction((expected) => document.querySelectorAll('tbody tr.ant-table-row').length === expected, count, {
    timeout: 15_000,
  });
}
