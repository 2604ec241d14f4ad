/**
 * Admissions from the merit list to a filled school, in the built app with
 * a real SMTP server: an admin makes a round of 3 seats for a school of 5
 * applicants, looks at the what-if of the offers and commits it; three
 * offers and two waitlist places are e-mailed (the applicant who sat an
 * Arabic assessment gets hers in Arabic). That family declines on its
 * status page on a phone, in Arabic; the first on the waitlist is promoted
 * and e-mailed; another family accepts; staff enroll it and "Enrolled?"
 * shows Yes in the applicants table. axe on each screen, screenshots kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { nationalId } from './support/applicant-fixtures.mjs';
import { applicantsTablePage } from './support/applicants-table-page.mjs';
import { startMailCatcher } from './support/mail-catcher.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';
import { staffApi } from './support/staff-api.mjs';

const SCHOOL = 'Al Amal STEM School';
const ROUND = 'Al Amal STEM, autumn 2027';
const paragraph = (text) => [{ type: 'paragraph', children: [{ text }] }];
const option = (id, text, isTrue) => ({ id, option: paragraph(text), authorNote: '', selected: false, isTrue });

/** The five applicants in merit order (their marks decide it); the second sat an Arabic assessment. */
const APPLICANTS = [
  { name: 'Salma Hassan', gender: 'female', serial: 601, marks: 98, email: 'salma@families.example' },
  { name: 'مريم أحمد سالم', gender: 'female', serial: 602, marks: 95, email: 'mariam@families.example', arabic: true },
  { name: 'Omar Nabil', gender: 'male', serial: 603, marks: 92, email: 'omar@families.example' },
  { name: 'Karim Samy', gender: 'male', serial: 604, marks: 88, email: 'karim@families.example' },
  { name: 'Laila Adel', gender: 'female', serial: 605, marks: 80, email: 'laila@families.example' },
];
const [SALMA, MARIAM, OMAR, KARIM, LAILA] = APPLICANTS;

/** The status link in a mail's text. */
function statusLinkIn(mail) {
  const link = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  assert.ok(link, `no status link in: ${mail.text}`);
  return link;
}

describe('admissions: a round of 3 seats from offers to enrolment, in English and Arabic', () => {
  let mail;
  let server;
  let browser;
  let page;
  let roundUrl;

  before(async () => {
    mail = await startMailCatcher();
    server = await startMizan({ SEED_DEMO: '0', SMTP_URL: mail.url, SMTP_FROM: 'Al Amal Admissions <admissions@school.example>' });
    const { token, api, publishedAssessment } = await staffApi(server.url);
    const schools = (await api('GetSchools', {})).data;
    const schoolId = schools.find((school) => school.name === SCHOOL).id;
    const arabicExam = await publishedAssessment({ name: 'اختبار القبول', lang: 'Ar', istimed: 0, allowResume: true }, [
      {
        id: 'e2eadmq001',
        type: 'MCQ',
        header: paragraph('هل تحب العلوم؟'),
        totalMark: '1',
        options: [option('e2eadmq1a', 'نعم', true), option('e2eadmq1b', 'لا', false)],
      },
    ]);
    for (const [index, person] of APPLICANTS.entries()) {
      person.ssn = nationalId(person.gender, person.serial);
      const added = await api('admin/updateapp.php', {
        name: person.name,
        ssn: person.ssn,
        gender: person.gender,
        email: person.email,
        mobile: `0100000${String(600 + index).padStart(4, '0')}`,
        prep_mark: person.marks,
        math: person.marks,
        english: person.marks,
        std_code: `E2E-ADM-${index + 1}`,
        school_id: schoolId,
      });
      person.id = added.data.id;
    }
    // Her latest attempt is of an Arabic assessment: she is written to in Arabic.
    const registered = await callApi(server.url, 'emp/reg.php', { exam_id: arabicExam, ssn: MARIAM.ssn }, { token });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));

    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\//);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  const decisionRow = (name) => page.getByRole('region', { name: 'Decisions' }).locator('tbody tr.ant-table-row').filter({ hasText: name });
  const decisionOf = async (name) => (await decisionRow(name).locator('td').nth(4).innerText()).trim();
  /** Waits until the round's decisions, in APPLICANTS order, are `expected` (the table reloads after a change). */
  async function expectDecisions(expected) {
    const deadline = Date.now() + 15_000;
    let shown;
    do {
      shown = await Promise.all(APPLICANTS.map((person) => decisionOf(person.name)));
      if (JSON.stringify(shown) === JSON.stringify(expected)) return;
      await page.waitForTimeout(250);
    } while (Date.now() < deadline);
    assert.deepEqual(shown, expected);
  }

  it('opens Admissions from the side menu and makes a round of 3 seats for the school', async () => {
    await page.getByRole('menuitem', { name: 'Admissions' }).click();
    await page.waitForURL(/\/dashboard\/admissions$/);
    await page.getByRole('button', { name: 'New round' }).click();
    const editor = page.getByRole('dialog', { name: 'New admission round' });
    await editor.getByLabel('Name').fill(ROUND);
    await editor.getByRole('combobox', { name: 'School' }).click();
    await page
      .locator('.ant-select-dropdown .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${SCHOOL}$`) })
      .click();
    const deadline = new Date(Date.now() + 7 * 24 * 3_600_000);
    const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await editor.getByLabel('Offer deadline').fill(local);
    await editor.getByRole('spinbutton', { name: SCHOOL }).fill('3');
    await expectNoSeriousAxeViolations(page, 'the round editor');
    await page.screenshot({ path: screenshotPath('admission-round-editor') });
    await editor.getByRole('button', { name: 'Make round' }).click();
    await page.waitForURL(/\/dashboard\/admissions\?round=\d+$/);
    roundUrl = page.url();
    for (const person of APPLICANTS) await decisionRow(person.name).waitFor();
    await expectDecisions(APPLICANTS.map(() => 'No decision yet'));
    await expectNoSeriousAxeViolations(page, 'a new round');
  });

  it('shows the what-if of the offers beside today, then commits exactly it', async () => {
    await page.getByRole('button', { name: 'Make offers' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Make offers: ${ROUND}` });
    await drawer.getByLabel('Waitlist after the offers (per school)').fill('2');
    await drawer.getByRole('button', { name: 'Show the what-if' }).click();
    await drawer.getByText('3 move in, 0 move out, 2 change waitlist position.').waitFor();
    const moved = drawer.getByRole('table').last().locator('tbody tr.ant-table-row');
    assert.equal(await moved.count(), 5);
    assert.match(
      await moved.filter({ hasText: KARIM.name }).innerText(),
      /No decision yet\s+Waiting list, position 1\s+Joins the waitlist at 1/,
    );
    await expectNoSeriousAxeViolations(page, 'the what-if');
    await page.screenshot({ path: screenshotPath('admission-what-if') });
    await drawer.getByRole('button', { name: 'Commit 5 changes' }).click();
    await page.getByText('5 changes were applied.').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
    await expectDecisions(['Offered a place', 'Offered a place', 'Offered a place', 'Waiting list', 'Waiting list']);
    await page.screenshot({ path: screenshotPath('admission-round-offers'), fullPage: true });
  });

  it('e-mails the three offers and the two waitlist places, the Arabic family in Arabic', async () => {
    for (const person of APPLICANTS) person.mails = await mail.waitForMails(person.email, 1);
    const english = SALMA.mails[0];
    assert.match(english.subject, /offer|place/i);
    assert.match(english.text, new RegExp(SALMA.name));
    SALMA.statusLink = statusLinkIn(english);
    const arabic = MARIAM.mails[0];
    assert.match(arabic.subject, /[\u0600-\u06FF]/, `an Arabic subject, not ${arabic.subject}`);
    assert.match(arabic.text, new RegExp(MARIAM.name));
    assert.match(arabic.html, /dir="rtl"/);
    MARIAM.statusLink = statusLinkIn(arabic);
    assert.match(OMAR.mails[0].text, new RegExp(OMAR.name));
    assert.match(KARIM.mails[0].text, /1/, 'the waitlist position');
    assert.equal(mail.to(LAILA.email).length, 1);
  });

  it('the Arabic family declines on its status page, on a phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const family = await phone.newPage();
    await family.goto(MARIAM.statusLink);
    await family.getByRole('button', { name: 'الاعتذار عن العرض' }).waitFor();
    assert.equal(await family.locator('html').getAttribute('dir'), 'rtl');
    await expectNoSeriousAxeViolations(family, 'the status page in Arabic');
    await family.screenshot({ path: screenshotPath('admission-status-ar-phone'), fullPage: true });
    await family.getByRole('button', { name: 'الاعتذار عن العرض' }).click();
    await family.getByRole('radio', { name: 'اخترنا مدرسة أخرى' }).check();
    await family.getByRole('button', { name: 'اعتذار', exact: true }).click();
    await family.getByText('اعتذرت عن المقعد', { exact: false }).waitFor();
    await family.screenshot({ path: screenshotPath('admission-status-ar-declined'), fullPage: true });
    await phone.close();
  });

  it('promotes the first on the waitlist and e-mails them', async () => {
    const [, promoted] = await mail.waitForMails(KARIM.email, 2);
    KARIM.statusLink = statusLinkIn(promoted);
    await page.goto(roundUrl);
    await expectDecisions(['Offered a place', 'Declined', 'Offered a place', 'Offered a place', 'Waiting list']);
    assert.equal((await decisionRow(LAILA.name).locator('td').nth(5).innerText()).trim(), '1');
  });

  it('a family accepts on its status page, in English', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const family = await context.newPage();
    await family.goto(SALMA.statusLink);
    await family.getByRole('button', { name: 'Accept the offer' }).click();
    await family.getByRole('button', { name: 'Accept', exact: true }).click();
    await family.getByText('You accepted the place.', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(family, 'the status page in English');
    await family.screenshot({ path: screenshotPath('admission-status-en-accepted'), fullPage: true });
    await context.close();
  });

  it('staff enroll the family that accepted, and "Enrolled?" shows Yes in the applicants table', async () => {
    await page.goto(roundUrl);
    await decisionRow(SALMA.name).getByText('Accepted').waitFor();
    await decisionRow(SALMA.name)
      .getByRole('button', { name: `Enroll ${SALMA.name}` })
      .click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Enroll' }).click();
    await page.getByText(`${SALMA.name} is enrolled.`).waitFor();
    await decisionRow(SALMA.name).getByText('Enrolled').waitFor();
    await page.getByRole('button', { name: /^History/ }).click();
    await page.screenshot({ path: screenshotPath('admission-round-enrolled'), fullPage: true });
    await expectNoSeriousAxeViolations(page, 'the round with its history');

    await page
      .locator('nav')
      .getByRole('menuitem')
      .filter({ hasText: /^Students$/ })
      .click();
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.getByRole('heading', { name: 'Applicants', level: 1 }).waitFor();
    const table = applicantsTablePage(page);
    await table.search(SALMA.name);
    assert.equal(await table.cellText(SALMA.name, 'Enrolled?'), 'Yes');
    await page.screenshot({ path: screenshotPath('admission-applicants-enrolled') });
  });

  it('shows staff the messages sent to an applicant, and the templates with an Arabic preview', async () => {
    await page.goto(`${server.url}/applicantViewComponent?id=${KARIM.id}&exammode=examMode`);
    const messages = page.locator('.ant-card').filter({ has: page.getByText('Messages', { exact: true }) });
    await messages.getByText('Promoted from the waitlist').first().waitFor();
    await messages.getByText('Sent').first().waitFor();
    await page.screenshot({ path: screenshotPath('admission-applicant-messages'), fullPage: true });

    await page.goto(`${server.url}/dashboard/admissions`);
    await page.getByRole('tab', { name: 'Message templates' }).click();
    await page.locator('label.ant-radio-button-wrapper', { hasText: 'Arabic' }).click();
    await page.getByRole('combobox', { name: 'Preview for applicant' }).click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: MARIAM.name }).click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(MARIAM.name, { exact: false }).first().waitFor();
    assert.equal(await preview.getAttribute('dir'), 'rtl');
    await expectNoSeriousAxeViolations(page, 'the templates with an Arabic preview');
    await page.screenshot({ path: screenshotPath('admission-templates-ar'), fullPage: true });
  });
});
