/**
 * The question bank, as an admin in the built app: open it from the side
 * menu, see questions in English and Arabic (the Arabic one right to left),
 * search the Arabic text, open a question in mf_questions' editor and save
 * it back (its version rises), then add it to an assessment from the
 * builder's 'Add from the bank'. Then the admin shares a question with every
 * author to read, and a teacher finds it read only: no Edit, Sharing or
 * Delete, and its answer key not in what the bank answers them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGN, callApi, choosePasswordApi, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
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
  let adminToken;

  before(async () => {
    server = await startMizan({ SEED_STARTER_BANK: '0' });
    const token = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
    adminToken = token;
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

  it('shares a question with every author to read; a teacher finds it read only, without its answer key', async () => {
    await page
      .locator('nav')
      .getByRole('menuitem')
      .filter({ hasText: /^Question bank$/ })
      .click();
    const englishRow = page.locator('tbody tr.ant-table-row', { hasText: ENGLISH });
    await englishRow.getByRole('button', { name: 'Sharing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this question' });
    await dialog.getByRole('radio', { name: 'Every author' }).check();
    await dialog.getByRole('radio', { name: 'Read (without the answer key)' }).check();
    await expectNoSeriousAxeViolations(page, 'the sharing dialog');
    await page.screenshot({ path: screenshotPath('bank-sharing') });
    await dialog.getByRole('button', { name: 'Save sharing' }).click();
    await dialog.waitFor({ state: 'detached' });

    const added = await callApi(
      server.url,
      'postusers',
      { displayname: 'Bank Reader', userName: 'bankreader', role_id: 3, password: 'handed-over-1' },
      { token: adminToken },
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const flags = await fetch(`${server.url}/api/putusers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ sign: SIGN, data: { UserId: added.body.data.id, flags: ['exam'] } }),
    });
    assert.equal(flags.status, 200, await flags.text());
    const teacherToken = await choosePasswordApi(server.url, 'bankreader', 'handed-over-1', 'bank-reader-own');
    const bank = await callApi(server.url, 'admin/getbank.php', {}, { token: teacherToken });
    assert.equal(bank.status, 200, JSON.stringify(bank.body));
    const shared = bank.body.data.questions.find((entry) => entry.question.id === 'e2ebankmcq');
    assert.ok(shared, "the shared question is in the teacher's bank");
    assert.deepEqual(
      shared.question.options.map((choice) => choice.isTrue),
      [false, false, false],
      'a read-only reader gets no answer key',
    );
    assert.equal(
      bank.body.data.questions.some((entry) => entry.question.id === 'e2ebankar1'),
      false,
      'the Arabic question is not shared with every author',
    );

    const teacher = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(teacher, server.url, 'bankreader', 'bank-reader-own');
    await teacher.waitForURL(/\/dashboard\//);
    await teacher.goto(`${server.url}/dashboard/bank`);
    const row = teacher.locator('tbody tr.ant-table-row', { hasText: ENGLISH });
    await row.getByText('Read only').waitFor();
    await row.getByRole('button', { name: 'Duplicate' }).waitFor();
    for (const name of ['Edit', 'Sharing', 'Delete']) assert.equal(await row.getByRole('button', { name }).count(), 0, name);
    await expectNoSeriousAxeViolations(teacher, "a teacher's bank with a read-only question");
    await teacher.screenshot({ path: screenshotPath('bank-read-only'), fullPage: true });
    await teacher.close();
  });
});

async function assertRows(page, count) {
  await page.waitForFunction((expected) => document.querySelectorAll('tbody tr.ant-table-row').length === expected, count, {
    timeout: 15_000,
  });
}
