/**
 * The applicants table (/dashboard/Applicants) driven as an admin does:
 * rows and cells found by name and heading, the search box, antd Selects and
 * success dialogs, and an interview recorded from an applicant's row.
 */
import assert from 'node:assert/strict';
import { expectNoSeriousAxeViolations } from './axe.mjs';
import { screenshotPath } from './browser.mjs';

/** The table's page driver for `page`; every helper works on that page. */
export function applicantsTablePage(page) {
  /** The table's rows (the virtual table renders only the rows in view). */
  const rowOf = (name) =>
    page.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row').filter({ hasText: name }).first();

  /** Narrow the table to one applicant by the search box and wait for their row. */
  async function search(text, name = text) {
    const box = page.getByLabel('Search applicants');
    await box.fill('');
    await box.fill(text);
    await rowOf(name).waitFor();
  }

  /** The text of a column's cell in a row, the column found by its heading. */
  async function cellText(name, heading) {
    const headings = (await page.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim());
    const index = headings.indexOf(heading);
    assert.ok(index >= 0, `no "${heading}" column among ${headings.join(' | ')}`);
    return (await rowOf(name).locator('.ant-table-cell').nth(index).innerText()).trim();
  }

  /** Pick an option of an open antd Select by its label. */
  async function pickOption(label) {
    const option = page.locator('.ant-select-dropdown .ant-select-item-option:visible').filter({ hasText: new RegExp(`^${label}$`) });
    const allClosed = () =>
      [...document.querySelectorAll('.ant-select-dropdown')].every(
        (popup) =>
          popup.getBoundingClientRect().height === 0 ||
          getComputedStyle(popup).display === 'none' ||
          popup.classList.contains('ant-select-dropdown-hidden'),
      );
    // The popup opened last is the last in the page; an earlier one may still be fading out.
    // A click that lands while the popup is still sliding in can be lost on a busy machine
    // (seen in a CI rehearsal): click again until every popup has closed.
    for (let attempt = 1; ; attempt += 1) {
      await option.last().click();
      try {
        await page.waitForFunction(allClosed, undefined, { timeout: 5_000 });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
        // The click did land and the popup is only slow to go: wait for it instead of clicking again.
        if (!(await option.last().isVisible())) return page.waitForFunction(allClosed);
      }
    }
  }

  /** Dismiss antd's Modal.success with its title. */
  async function acknowledge(title) {
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: title });
    await confirm.waitFor();
    // On a busy machine a click during the dialog's opening animation can be lost (seen in CI: the dialog
    // stayed open): press OK again until it closes.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await confirm
        .getByRole('button', { name: 'OK' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      const closed = await confirm
        .waitFor({ state: 'hidden', timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (closed) return;
    }
    await confirm.waitFor({ state: 'hidden' });
  }

  /** Rate every criterion 4 of 5 and submit; My Review shows the server's score without reloading the list. */
  async function interview(name, criteria, searchText = name) {
    await search(searchText, name);
    assert.equal(await cellText(name, 'My Review (100)'), '—', `${name} has no review yet`);
    let listReloads = 0;
    const countReloads = (request) => {
      if (/\/api\/admin\/getapplicant\.php/.test(request.url())) listReloads += 1;
    };
    page.on('request', countReloads);
    await rowOf(name)
      .getByRole('button', { name: `Interview ${name}` })
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: `${criteria} criteria` });
    await dialog.waitFor();
    const form = dialog.getByTestId('interview-form');
    assert.equal(await form.getAttribute('dir'), 'rtl');
    const groups = form.locator('.ant-radio-group');
    await groups.first().waitFor();
    assert.equal(await groups.count(), criteria, `${criteria} criteria for ${name}`);
    // Submitting with nothing rated is refused, criterion by criterion.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.locator('.ant-form-item-explain-error').first().waitFor();
    // The 'Required' messages collapse as ratings are given, moving the rows: check each rating took.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      for (let index = 0; index < criteria; index += 1) {
        const group = groups.nth(index);
        if ((await group.locator('.ant-radio-button-wrapper-checked').count()) === 0) {
          await group.locator('.ant-radio-button-wrapper').nth(3).click();
        }
      }
      await dialog
        .locator('.ant-form-item-explain-error')
        .first()
        .waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => undefined);
    }
    assert.equal(await form.locator('.ant-radio-button-wrapper-checked').count(), criteria, 'every criterion is rated');
    await expectNoSeriousAxeViolations(page, `the ${criteria}-criterion interview form (Arabic)`);
    await page.screenshot({ path: screenshotPath(`interview-${criteria}-criteria`) });
    const answered = page.waitForResponse((response) => /\/api\/admin\/submitinterview\.php/.test(response.url()));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const response = await answered;
    assert.equal(response.status(), 200);
    const parent = Number((await response.json()).data.parent);
    assert.equal(parent, 80, 'every criterion 4 of 5 is 80 out of 100');
    await acknowledge('You have submitted Successfuly.');
    assert.equal(await cellText(name, 'My Review (100)'), parent.toFixed(2));
    page.off('request', countReloads);
    assert.equal(listReloads, 0, 'My Review updated without reloading the table');
    await page.screenshot({ path: screenshotPath(`interview-${criteria}-my-review`) });
  }

  return { rowOf, search, cellText, pickOption, acknowledge, interview };
}
