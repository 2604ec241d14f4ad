/**
 * Journey: the applicants table as an admin — add an applicant (the
 * form refuses bad values with the SPEC's messages first), an interview for
 * a job of each band (12, 7 and 21 criteria) with My Review updating in
 * place, Enrolled? and has Psychological problem?, Change Specialization,
 * a small CSV import, and every printable report (screenshot and A4 PDF).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { nationalId, smallImportCsv } from './support/applicant-fixtures.mjs';
import { applicantsTablePage } from './support/applicants-table-page.mjs';
import { ARTIFACTS, launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

/** Seeded demo applicants (server/src/db/seed-applicants.ts) not interviewed yet: job 4 (7 criteria) and job 12 (21). */
const SEVEN_CRITERIA = 'Omar Khaled Mansour';
const TWENTY_ONE_CRITERIA = 'فاطمة محمود السيد';

const NEW_APPLICANT = {
  name: 'Karim Hossam Fathy',
  ssn: nationalId('male', 123),
  email: 'karim.fathy@families.example',
  mobile: '01012345678',
};

describe('applicants: add, interview, choices, specialization, import, reports', () => {
  let mizan;
  let browser;
  let context;
  let page;
  let tmp;
  /** The applicants table's page driver (e2e/support/applicants-table-page.mjs) on `page`. */
  let rowOf, search, cellText, pickOption, acknowledge, interview;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
    page = await context.newPage();
    ({ rowOf, search, cellText, pickOption, acknowledge, interview } = applicantsTablePage(page));
    tmp = await mkdtemp(path.join(os.tmpdir(), 'mizan-e2e-csv-'));
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('signs in as admin and lands on the applicants table', async () => {
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.getByText(/^\d+ applicants$/).waitFor();
    await rowOf(SEVEN_CRITERIA).waitFor();
    await expectNoSeriousAxeViolations(page, 'the applicants table');
    await page.screenshot({ path: screenshotPath('applicants-table') });
  });

  it('refuses an applicant with bad values, showing the SPEC messages', async () => {
    await page.getByRole('button', { name: 'Add applicant' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Add Applicant Info' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Ka');
    await dialog.getByLabel('SSN (national ID)').fill('1234');
    await dialog.getByLabel('Mobile').fill('0101');
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Add applicant' }).click();
    for (const message of [
      'Must be greater than 2 characters',
      'Must be 14 characters',
      'Must be 11 characters',
      'Must be a valid e-mail address',
    ]) {
      await dialog.getByText(message).first().waitFor();
    }
    // A female's national ID with the gender male: ours, beyond the length.
    await dialog.getByLabel('Gender').click();
    await pickOption('Male');
    await dialog.getByLabel('SSN (national ID)').fill(nationalId('female', 123));
    await dialog.getByText('The national ID belongs to a female (its 13th digit is even) but the gender is male').waitFor();
    await page.screenshot({ path: screenshotPath('applicant-add-invalid') });
    assert.ok(await dialog.isVisible(), 'nothing was added: the modal stays open');
  });

  it('adds the applicant once every field is valid (job 2: the 12-criterion interview)', async () => {
    const dialog = page.getByRole('dialog').filter({ hasText: 'Add Applicant Info' });
    await dialog.getByLabel('Name').fill(NEW_APPLICANT.name);
    await dialog.getByLabel('SSN (national ID)').fill(NEW_APPLICANT.ssn);
    await dialog.getByText('Born 2009-05-15 · Cairo · male').waitFor();
    await dialog.getByLabel('Unified code').fill('STD-2026-0001');
    await dialog.getByLabel('Email').fill(NEW_APPLICANT.email);
    await dialog.getByLabel('Mobile').fill(NEW_APPLICANT.mobile);
    await dialog.getByLabel('Prep. Score').fill('91.5');
    await dialog.getByLabel('Math. Score').fill('88');
    await dialog.getByLabel('Eng. Score').fill('79.25');
    await dialog.getByLabel('School').click();
    await pickOption('Al Noor International School');
    await dialog.getByLabel('Career Interest').fill('Engineering');
    await dialog.getByLabel('Job').fill('2');
    await expectNoSeriousAxeViolations(page, 'the add applicant page');
    await page.screenshot({ path: screenshotPath('applicant-add-valid') });
    await dialog.getByRole('button', { name: 'Add applicant' }).click();
    await acknowledge('Application Added Successfully.');
    await dialog.waitFor({ state: 'hidden' });
    await search(NEW_APPLICANT.ssn, NEW_APPLICANT.name);
    assert.equal(await cellText(NEW_APPLICANT.name, 'Email'), NEW_APPLICANT.email);
    assert.equal(await cellText(NEW_APPLICANT.name, 'My Review (100)'), '—');
  });

  it('records a 12-criterion interview (job 2) and My Review updates', async () => {
    await interview(NEW_APPLICANT.name, 12, NEW_APPLICANT.ssn);
  });

  it('records a 7-criterion interview (job 4) and My Review updates', async () => {
    await interview(SEVEN_CRITERIA, 7);
  });

  it('records a 21-criterion interview (job 12) and My Review updates', async () => {
    await interview(TWENTY_ONE_CRITERIA, 21);
  });

  it('changes Enrolled? and has Psychological problem?, and both are kept after a reload', async () => {
    await search(NEW_APPLICANT.ssn, NEW_APPLICANT.name);
    for (const [field, call] of [
      ['Enrolled?', 'enrolled.php'],
      ['has Psychological problem?', 'competent.php'],
    ]) {
      const saved = page.waitForResponse((response) => response.url().includes(`/api/admin/${call}`));
      await rowOf(NEW_APPLICANT.name).getByLabel(`${field} for ${NEW_APPLICANT.name}`).click();
      await pickOption('Yes');
      assert.equal((await saved).status(), 200, `${call} saved`);
    }
    await expectNoSeriousAxeViolations(page, 'the applicant page');
    await page.screenshot({ path: screenshotPath('applicant-choices') });
    await page.reload();
    await page.getByText(/^\d+ applicants$/).waitFor();
    await search(NEW_APPLICANT.ssn, NEW_APPLICANT.name);
    assert.equal(await cellText(NEW_APPLICANT.name, 'Enrolled?'), 'Yes');
    assert.equal(await cellText(NEW_APPLICANT.name, 'has Psychological problem?'), 'Yes');
  });

  it('changes the specialization (only the school can change)', async () => {
    await rowOf(NEW_APPLICANT.name)
      .getByRole('button', { name: `Change Specialization of ${NEW_APPLICANT.name}` })
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'only the school can be changed' });
    await dialog.waitFor();
    await assert.doesNotReject(
      () =>
        page.waitForFunction(() => {
          const input = [...document.querySelectorAll('.ant-modal input')].find((el) => el.id === 'applicant_name');
          return input && input.value !== '';
        }),
      'the applicant is loaded',
    );
    assert.ok(await dialog.getByLabel('Name').isDisabled(), 'the name cannot change here');
    await dialog.getByLabel('School').click();
    await pickOption('Al Amal STEM School');
    // A reason, when the form asks for one (the transfer is kept in the history).
    const reason = dialog.getByLabel(/Reason/i);
    if ((await reason.count()) > 0) await reason.first().fill('Moved to the STEM track after the interview');
    await page.screenshot({ path: screenshotPath('change-specialization') });
    await dialog.getByRole('button', { name: 'Change Specialization' }).click();
    await acknowledge('Application Updated Successfully.');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await cellText(NEW_APPLICANT.name, 'School'), 'Al Amal STEM School');
  });

  it('imports a small CSV: the bad row is marked, dropped, and the clean rows arrive', async () => {
    const file = path.join(tmp, 'applicants-small.csv');
    await writeFile(file, smallImportCsv(), 'utf8');

    await page.getByRole('button', { name: /(^|\s)Import$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Import applicants' });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByText('applicants-small.csv: 3 rows, 1 with problems').waitFor();
    await dialog.getByText('Must be 11 characters').first().waitFor();
    await dialog.locator('.ant-modal-footer').waitFor();
    await page.waitForTimeout(400); // the modal's opening animation, for a readable screenshot
    await expectNoSeriousAxeViolations(page, 'the import preview');
    await page.screenshot({ path: screenshotPath('import-preview') });
    const importButton = dialog.getByRole('button', { name: 'Import 2 applicants' });
    assert.ok(await importButton.isDisabled(), 'nothing is imported while a row has a problem');
    await dialog.getByText(/Drop the 1 row with problems/).click();
    await importButton.click();
    await dialog.getByText('Imported 2 applicants.').waitFor();
    await page.screenshot({ path: screenshotPath('import-done') });
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await search('Laila Samir');
    assert.equal(await cellText('Laila Samir Adel', 'School'), 'Riverside Language School');
    await search('سارة محمد يوسف');
    await page.getByLabel('Search applicants').fill('bad.row@families.example');
    await page.getByText('No applicant matches the search and filters.').waitFor();
  });

  it('shows the national ID masked, and Show reveals it', async () => {
    await search(NEW_APPLICANT.ssn, NEW_APPLICANT.name);
    const masked = `${NEW_APPLICANT.ssn.slice(0, 7)}••••••${NEW_APPLICANT.ssn.slice(-1)}`;
    assert.equal((await cellText(NEW_APPLICANT.name, 'SSN(ID)')).replace(/\s+/g, ' ').trim(), masked);
    await rowOf(NEW_APPLICANT.name)
      .getByRole('button', { name: `Show the national ID of ${NEW_APPLICANT.name}` })
      .click();
    await rowOf(NEW_APPLICANT.name).getByText(NEW_APPLICANT.ssn, { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('applicant-ssn-revealed') });
  });

  for (const width of [1280, 1366]) {
    it(`keeps each national ID's Show button inside its cell, clear of the Mobile column, at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.getByLabel('Search applicants').fill('');
      // A seeded row whose ID is still masked (the one revealed above shows its ID instead of the button).
      const show = page.getByRole('button', { name: /^Show the national ID of / }).first();
      await show.waitFor();
      const row = page.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row').filter({ has: show }).first();
      const headings = (await page.locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim());
      const cells = row.locator('.ant-table-cell');
      const ssn = await cells.nth(headings.indexOf('SSN(ID)')).boundingBox();
      const mobile = await cells.nth(headings.indexOf('Mobile')).boundingBox();
      const button = await show.boundingBox();
      await page.screenshot({ path: screenshotPath(`applicants-ssn-show-${width}`) });
      assert.ok(
        button.x + button.width <= ssn.x + ssn.width,
        `the Show button ends at ${button.x + button.width}, past its cell's edge ${ssn.x + ssn.width}`,
      );
      assert.ok(button.x + button.width <= mobile.x, 'the Show button runs into the Mobile column');
      await page.setViewportSize({ width: 1500, height: 900 });
    });
  }

  it('keeps the header and the body of a column aligned after an Actions button scrolls the table sideways', async () => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await search(NEW_APPLICANT.ssn, NEW_APPLICANT.name);
    const lefts = async () => {
      const header = await page
        .locator('.ant-table-thead th')
        .filter({ hasText: /^Actions$/ })
        .boundingBox();
      const body = await rowOf(NEW_APPLICANT.name).locator('.ant-table-cell').last().boundingBox();
      return [Math.round(header.x), Math.round(body.x)];
    };
    await rowOf(NEW_APPLICANT.name)
      .getByRole('button', { name: `Interview ${NEW_APPLICANT.name}` })
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'criteria' });
    await dialog.waitFor();
    const [headerLeft, bodyLeft] = await lefts();
    assert.ok(Math.abs(headerLeft - bodyLeft) <= 1, `Actions header at ${headerLeft}px, its cell at ${bodyLeft}px`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const [headerAfter, bodyAfter] = await lefts();
    assert.ok(Math.abs(headerAfter - bodyAfter) <= 1, `after closing: Actions header at ${headerAfter}px, its cell at ${bodyAfter}px`);
    await page.screenshot({ path: screenshotPath('applicants-narrow-aligned') });
    await page.setViewportSize({ width: 1500, height: 900 });
  });

  it('ranks a school by the merit weights an admin sets, with the seats and each total explained', async () => {
    await page.getByRole('button', { name: 'Merit list' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Merit list' });
    await drawer.waitFor();
    await drawer.getByLabel('School').click();
    await pickOption('Al Noor International School');
    await drawer.getByText('Weights for every school, and seats (administrators)').click();
    const settings = drawer.locator('form[aria-label="Merit settings"]');
    await settings.waitFor();
    await settings.getByRole('spinbutton', { name: 'Seats: Al Noor International School' }).fill('2');
    const saved = page.waitForResponse((response) => response.url().includes('/api/admin/savemeritsettings.php'));
    await settings.getByRole('button', { name: 'Save settings' }).click();
    assert.equal((await saved).status(), 200);
    const rows = drawer.locator('.ant-table-tbody .ant-table-row');
    await rows.first().waitFor();
    assert.equal((await rows.first().locator('.ant-table-cell').nth(1).innerText()).trim(), '1', 'the first row is rank 1');
    // The list is fetched again after the save: wait for the new seats to show.
    await drawer.getByText('Within seats').nth(1).waitFor();
    assert.equal(await drawer.getByText('Within seats').count(), 2, 'two seats, two applicants within them');
    await rows.first().locator('.ant-table-row-expand-icon').click();
    await drawer
      .getByRole('table', { name: /total is computed/ })
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'the merit list');
    await page.screenshot({ path: screenshotPath('merit-list') });
    await page.keyboard.press('Escape');
  });

  for (const [name, words] of [
    ['p', 'Final'],
    ['enrolled', 'Enroll'],
    ['m', 'male'],
    ['f', 'female'],
    ['st', 'Statistics'],
  ]) {
    it(`opens the print page /print/${name}, as a screenshot and as A4 PDF pages`, async () => {
      const response = await page.goto(`${mizan.url}/print/${name}`);
      assert.equal(response.status(), 200);
      const text = await page.locator('body').innerText();
      assert.match(text, new RegExp(words, 'i'));
      if (name === 'p' || name === 'enrolled') assert.match(text, /Karim Hossam Fathy|Laila Samir Adel/);
      if (name === 'f') assert.match(text, /سارة محمد يوسف/);
      await expectNoSeriousAxeViolations(page, `the print page ${name}`);
      await page.screenshot({ path: screenshotPath(`print-${name}`), fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: path.join(ARTIFACTS, `print-${name}.pdf`), format: 'A4', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
    });
  }

  it('offers each report in Arabic: right to left, Arabic headings and values, the same applicants', async () => {
    await page.goto(`${mizan.url}/dashboard/Applicants`);
    await page.getByRole('menuitem', { name: 'Reports in Arabic' }).click();
    const arabicFinal = page.getByRole('link', { name: 'النتائج النهائية (طباعة)' });
    await arabicFinal.waitFor();
    assert.equal(await arabicFinal.getAttribute('href'), '/print/p?lang=ar');
    await expectNoSeriousAxeViolations(page, 'the side menu with the Arabic reports open');
    await page.screenshot({ path: screenshotPath('menu-reports-ar') });
    await page.goto(`${mizan.url}/print/p`);
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(/\/print\/p\?lang=ar$/);
    for (const [name, title] of [
      ['p', 'النتائج النهائية'],
      ['enrolled', 'الالتحاق حسب المدرسة'],
      ['m', 'جميع الطلاب'],
      ['f', 'جميع الطالبات'],
      ['st', 'الإحصاءات'],
    ]) {
      if (name !== 'p') assert.equal((await page.goto(`${mizan.url}/print/${name}?lang=ar`)).status(), 200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
      const text = await page.locator('main').innerText();
      if (name === 'p') assert.match(text, /Karim Hossam Fathy/);
      if (name === 'f') assert.match(text, /سارة محمد يوسف/);
      if (name !== 'st') assert.match(text, /الاسم/);
      assert.doesNotMatch(text, /\b(Name|Gender|Enrolled\??|Applicants|Printed|Statistics)\b/);
      await expectNoSeriousAxeViolations(page, `the Arabic print page ${name}`);
      await page.screenshot({ path: screenshotPath(`print-${name}-ar`), fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: path.join(ARTIFACTS, `print-${name}-ar.pdf`), format: 'A4', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
