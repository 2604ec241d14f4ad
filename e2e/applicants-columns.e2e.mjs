/**
 * Journey: the applicants table at 1366×768 (a school's lab screen) as an
 * admin — the table's width against its area, the rows in view, # Name and
 * Actions in view while the rest scrolls sideways; choosing columns with the
 * keyboard only (hide Email, move School up), kept after a reload; then the
 * merit list of a school and an admission round's decisions printed on A4
 * in English and in Arabic.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ARTIFACTS, launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { callApi, signInApi } from './support/api.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

/** Width of the table against its area, rows wholly in view, and whether the Actions heading is in view. */
async function measureTable(page) {
  return page.evaluate(() => {
    const table = document.querySelector('.ant-table');
    const area = document.querySelector('section[aria-labelledby="applicants-title"]');
    const body = document.querySelector('.ant-table-tbody-virtual-holder') ?? document.querySelector('.ant-table-body');
    const bottom = Math.min(body.getBoundingClientRect().bottom, window.innerHeight);
    const top = body.getBoundingClientRect().top;
    const rows = [...document.querySelectorAll('.ant-table-row')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= top - 1 && box.bottom <= bottom + 1;
    });
    const actions = [...document.querySelectorAll('.ant-table-thead th')].find((th) => th.textContent.trim() === 'Actions');
    const box = actions.getBoundingClientRect();
    return {
      tableWidth: document.querySelector('.ant-table-header table, .ant-table table').scrollWidth,
      areaWidth: Math.round(area.getBoundingClientRect().width),
      rowsInView: rows.length,
      actionsInView: box.left >= 0 && box.right <= window.innerWidth,
      tableFitsWindow: table.getBoundingClientRect().bottom <= window.innerHeight,
    };
  });
}

const headings = (page) => page.locator('.ant-table-thead th').allInnerTexts();

describe('the applicants table at 1366×768, its columns, and the merit list on paper', () => {
  let mizan;
  let browser;
  let page;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  });
  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('shows # Name and Actions in view and at least twelve rows in the window', async () => {
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.getByText(/^\d+ applicants$/).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    const measured = await measureTable(page);
    console.log('1366×768:', JSON.stringify(measured));
    assert.ok(measured.actionsInView, 'the Actions column is in view');
    assert.ok(measured.tableFitsWindow, 'the table ends inside the window');
    assert.ok(measured.rowsInView >= 12, `${measured.rowsInView} rows in view`);
    await page.screenshot({ path: screenshotPath('applicants-1366x768') });
  });

  it('chooses columns with the keyboard only, and keeps the choice after a reload', async () => {
    await page.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose columns' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Email' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Move up: School' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').filter({ hasText: 'School moved to place 3 of' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the column chooser');
    await page.screenshot({ path: screenshotPath('applicants-column-chooser') });
    await dialog.getByRole('button', { name: 'Save columns' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual((await headings(page)).slice(0, 5), ['#', 'Name', 'SSN(ID)', 'School', 'Mobile']);

    await page.reload();
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: 'Columns (1 hidden)' }).waitFor();
    const after = await headings(page);
    assert.deepEqual(after.slice(0, 5), ['#', 'Name', 'SSN(ID)', 'School', 'Mobile']);
    assert.ok(!after.includes('Email'));
    assert.equal(after.at(-1), 'Actions');
    await page.screenshot({ path: screenshotPath('applicants-columns-kept') });
  });

  it('prints the merit list of a school on A4 in English and in Arabic', async () => {
    for (const lang of ['en', 'ar']) {
      const response = await page.goto(`${mizan.url}/print/merit?school=1${lang === 'ar' ? '&lang=ar' : ''}`);
      assert.equal(response.status(), 200);
      assert.equal(await page.locator('html').getAttribute('dir'), lang === 'ar' ? 'rtl' : null);
      await page.locator('table tbody tr').first().waitFor();
      await page.screenshot({ path: screenshotPath(`print-merit-${lang}`), fullPage: true });
      await page.pdf({ path: path.join(ARTIFACTS, `print-merit-${lang}.pdf`), format: 'A4', printBackground: true });
    }
  });

  it("prints an admission round's decisions on A4 in English and in Arabic", async () => {
    const token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const round = await callApi(
      mizan.url,
      'admin/saveround.php',
      { name: 'June intake', school_id: 1, offer_deadline: deadline, auto_promote: true, seats: [{ school_id: 1, seats: 3 }] },
      { token },
    );
    assert.equal(round.status, 200, JSON.stringify(round.body));
    const roundId = round.body.data.id;
    const preview = await callApi(mizan.url, 'admin/previewdecisions.php', { roundId, action: 'offers', waitlist: 2 }, { token });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    const commit = await callApi(mizan.url, 'admin/commitdecisions.php', { roundId, previewId: preview.body.data.previewId }, { token });
    assert.equal(commit.status, 200, JSON.stringify(commit.body));
    for (const lang of ['en', 'ar']) {
      const response = await page.goto(`${mizan.url}/print/round?round=${roundId}${lang === 'ar' ? '&lang=ar' : ''}`);
      assert.equal(response.status(), 200);
      await page
        .getByText(lang === 'ar' ? 'قائمة الانتظار' : 'Waiting list')
        .first()
        .waitFor();
      await page.screenshot({ path: screenshotPath(`print-round-${lang}`), fullPage: true });
      await page.pdf({ path: path.join(ARTIFACTS, `print-round-${lang}.pdf`), format: 'A4', printBackground: true });
    }
  });
});
