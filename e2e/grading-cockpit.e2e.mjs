/**
 * Journey: the demo teacher grades the essay of the seeded
 * English demo assessment across two submissions with the keyboard in the
 * grading cockpit, sees the new score in Taken Assessments, reads the item
 * analysis with those marks counted, and opens both screens for the Arabic
 * demo assessment right to left. Screenshots in e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { startMizan } from './support/mizan-server.mjs';
import { menuLabels, signIn } from './support/session.mjs';

/** Seeded by server/src/db/seed-assessments.ts and seed-attempts.ts (6 English submissions, each essay awaiting a teacher). */
const ENGLISH = 'Demo: General Admission Test';
const ARABIC = 'تجريبي: اختبار القبول العام';
const ESSAY = 'In a short paragraph, tell us why you want to join our school.';
const ESSAY_TOTAL = 5;
const ENGLISH_SUBMISSIONS = 6;

describe('grading cockpit and item analysis', () => {
  let mizan;
  let browser;
  let page;
  let englishId;
  const graded = [];

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
    page = await context.newPage();
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  const applicant = () => page.getByTestId('cockpit-applicant').innerText();
  const attemptInAddress = () => new URL(page.url()).searchParams.get('attempt');

  /** Click a side-menu item by its exact label (its icon is part of the accessible name). */
  const openMenu = (label) =>
    page
      .locator('nav')
      .getByRole('menuitem')
      .filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })
      .click();

  /** The row of the assessments list or a table that holds `text`. */
  const rowOf = (text) => page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: text }).first();

  it('signs in as the demo teacher, a reviewer of the demo assessments', async () => {
    const accounts = await readFile(path.join(mizan.dataDir, 'demo-accounts.txt'), 'utf8');
    const password = /^teacher \/ (\S+)/m.exec(accounts)?.[1];
    assert.ok(password, 'the demo teacher is in demo-accounts.txt');
    await signIn(page, mizan.url, 'teacher', password);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    // The landing has finished its own client-side navigation once the menu is drawn.
    assert.ok((await menuLabels(page)).includes('Taken Assessments'));
  });

  it('opens the cockpit from the assessments list and chooses the essay', async () => {
    await openMenu('Assessments');
    await rowOf(ENGLISH).getByRole('button', { name: 'Grade', exact: true }).click();
    await page.waitForURL(/\/dashboard\/grading\/\d+/);
    englishId = Number(/\/dashboard\/grading\/(\d+)/.exec(page.url())[1]);
    await page.getByTestId('cockpit-applicant').waitFor();

    await page.getByRole('combobox', { name: 'Question' }).click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: 'tell us why you want to join' }).click();
    await page.waitForURL(/question=/);
    await page.locator('.mizan-question[data-question-type="EssayComponent"]').waitFor();
    await page.getByText('I would like to join the school because').first().waitFor();
  });

  it('grades two submissions with the keyboard: a score, Ctrl+Enter, the next one', async () => {
    for (const mark of ['3', '4.5']) {
      const name = await applicant();
      const attempt = attemptInAddress();
      const score = page.getByLabel('Score');
      await score.click();
      await score.fill(mark);
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction((before) => new URL(location.href).searchParams.get('attempt') !== before, attempt);
      await page.getByTestId('cockpit-applicant').filter({ hasNotText: name }).waitFor();
      graded.push({ name, mark: Number(mark) });
    }
    assert.notEqual(graded[0].name, graded[1].name);
    await page.getByTestId('cockpit-applicant').filter({ hasNotText: graded[1].name }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the grading cockpit');
    await page.screenshot({ path: screenshotPath('grading-cockpit-en') });

    // ← twice (focus outside the boxes) goes back to the first one graded, its mark kept.
    await page.locator('#cockpit-title').click();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('cockpit-applicant').filter({ hasText: graded[1].name }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('cockpit-applicant').filter({ hasText: graded[0].name }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('#cockpit-title') && document.querySelector('input[id$="-score"]')?.value === '3.00',
    );
    graded[0].percent = (await page.getByTestId('cockpit-totals').innerText()).match(/([\d.]+)%/)[1];
  });

  it('shows the submission graded in Taken Assessments, with the new score in its grading view', async () => {
    await openMenu('Taken Assessments');
    await page.getByRole('searchbox', { name: 'Search' }).fill(graded[0].name);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const row = rowOf(ENGLISH).filter({ hasText: graded[0].name });
    await row.waitFor();
    // Its essay was the last question waiting for a teacher: no 'to grade' tag any more. The Score
    // column shows the career result (SPEC), as every demo submission answered the RIASEC questions.
    assert.doesNotMatch(await row.innerText(), /to grade|Submitted/);
    await row.getByRole('button', { name: 'View' }).click();
    await page.getByTestId('grading-total').waitFor();
    await page.waitForFunction(
      (percent) => document.querySelector('[data-testid="grading-total"]')?.textContent?.includes(`${percent}%`),
      graded[0].percent,
    );
    const essay = page.locator('.mizan-question[data-question-type="EssayComponent"]');
    assert.equal(await essay.getByLabel('Score').inputValue(), '3.00');
  });

  it('counts the two marks in the item analysis', async () => {
    await page.goto(`${mizan.url}/dashboard/itemanalysis/${englishId}`);
    await page.getByRole('heading', { name: ENGLISH }).waitFor();
    const summary = await page.getByTestId('item-summary').innerText();
    assert.match(summary, new RegExp(`Submissions\\s+${ENGLISH_SUBMISSIONS}\\b`));
    assert.match(summary, new RegExp(`Awaiting grading\\s+${ENGLISH_SUBMISSIONS - 2}\\b`));
    const essay = rowOf(ESSAY);
    const text = await essay.innerText();
    const mean = (graded[0].mark + graded[1].mark) / 2;
    assert.match(text, new RegExp(`${mean} / ${ESSAY_TOTAL}`));
    assert.match(text, new RegExp((mean / ESSAY_TOTAL).toFixed(2)));
    assert.match(text, new RegExp(`${ENGLISH_SUBMISSIONS - 2} · Grade`));
    await expectNoSeriousAxeViolations(page, 'item analysis');
    await page.screenshot({ path: screenshotPath('item-analysis-en'), fullPage: true });
  });

  it('shows the Arabic demo assessment right to left, ← going to the next submission', async () => {
    await openMenu('Assessments');
    await rowOf(ARABIC).getByRole('button', { name: 'Grade', exact: true }).click();
    await page.getByTestId('cockpit-applicant').waitFor();
    await page.locator('[data-testid="assessment-page"][dir="rtl"]').waitFor();
    await page.getByRole('switch', { name: 'Anonymous' }).click();
    assert.equal(await applicant(), 'Submission 1');
    await page.locator('#cockpit-title').click();
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('cockpit-applicant').filter({ hasText: 'Submission 2' }).waitFor();
    await page.locator('.mizan-question').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'the grading cockpit (Arabic)');
    await page.screenshot({ path: screenshotPath('grading-cockpit-ar') });

    await page.getByRole('button', { name: 'Item analysis' }).click();
    await page.getByRole('heading', { name: ARABIC }).waitFor();
    await page.locator('[data-testid="assessment-page"][dir="rtl"] .ant-table-row').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'item analysis (Arabic)');
    await page.screenshot({ path: screenshotPath('item-analysis-ar'), fullPage: true });
  });
});
