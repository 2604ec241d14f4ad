/**
 * The family's page on a phone (360×740): a round offers one applicant a
 * place and waitlists another; the family opens its status link, reads the
 * offer with its deadline in English, starts to decline (a reason from the
 * list, the consequence said), switches to Arabic (right to left) and
 * accepts; the waitlisted family sees its position. The apply page offers
 * Find my result. axe on every screen; screenshots in e2e/artifacts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assessmentIdByTitle, callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

describe("the family's status page on a phone, English and Arabic", () => {
  let mizan;
  let browser;
  let token;
  let offered;
  let waitlisted;

  const call = async (path, data) => {
    const answer = await callApi(mizan.url, path, data, { token });
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    offered = await seededApplicant(mizan.url, token, 0);
    waitlisted = await seededApplicant(mizan.url, token, 1);
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const round = await call('admin/saveround.php', {
      name: 'Autumn admissions',
      school_id: null,
      offer_deadline: deadline,
      auto_promote: true,
      seats: [{ school_id: offered.school_id ?? 1, seats: 5 }],
    });
    await call('admin/setdecision.php', { applicantId: offered.id, roundId: round.id, state: 'offered', reason: 'Top of the merit list' });
    await call('admin/setdecision.php', { applicantId: waitlisted.id, roundId: round.id, state: 'waitlisted', reason: 'Next in rank' });
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('shows the offer, asks for a reason before declining, and accepts in Arabic', async () => {
    const { statusLink } = await call('admin/getapplicantlinks.php', { applicantId: offered.id });
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${mizan.url}${statusLink}`);
    await page.getByRole('heading', { level: 1, name: `Application of ${offered.name}` }).waitFor();
    await page.getByText('Offered a place').waitFor();
    await page.getByText(/^Answer by /).waitFor();
    await page.screenshot({ path: screenshotPath('family-status-en'), fullPage: true });
    await expectNoSeriousAxeViolations(page, 'the status page (English)');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page fits the phone's width (${width} px)`);

    await page.getByRole('button', { name: 'Decline the offer' }).click();
    assert.equal(await page.getByRole('button', { name: 'Decline', exact: true }).isDisabled(), true, 'no reason, no decline');
    await page.getByRole('radio', { name: 'The school is too far' }).check();
    await page.screenshot({ path: screenshotPath('family-status-decline'), fullPage: true });
    await expectNoSeriousAxeViolations(page, 'the decline form');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.locator('label').filter({ hasText: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: `طلب ${offered.name}` }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.screenshot({ path: screenshotPath('family-status-ar'), fullPage: true });
    await expectNoSeriousAxeViolations(page, 'the status page (Arabic)');

    await page.getByRole('button', { name: 'قبول العرض' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'قبول', exact: true }).click();
    await page.locator('.ant-modal-confirm-title').filter({ hasText: 'قبلت العرض. ستؤكد المدرسة تسجيلك.' }).waitFor();
    await page.screenshot({ path: screenshotPath('family-status-accepted-dialog-ar') });
    await page.getByRole('dialog').getByRole('button', { name: 'موافق' }).click();
    await page.getByText('قَبِل العرض').waitFor();
    await page.screenshot({ path: screenshotPath('family-status-accepted-ar'), fullPage: true });
    await context.close();
  });

  it('shows the waitlist position, and the apply page offers Find my result', async () => {
    const { statusLink } = await call('admin/getapplicantlinks.php', { applicantId: waitlisted.id });
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${mizan.url}${statusLink}`);
    await page.getByText(/^Position \d+ on the waiting list$/).waitFor();
    await page.screenshot({ path: screenshotPath('family-status-waitlisted'), fullPage: true });

    const examId = await assessmentIdByTitle(mizan.url, token, 'Demo: General Admission Test');
    await page.goto(`${mizan.url}/apply/${examId}`);
    await page.getByRole('button', { name: 'Find my result' }).click();
    // The form loads when asked for: its own ID field is the second one once it is there.
    await page.getByRole('button', { name: 'Send me a code' }).waitFor();
    await page.getByLabel('ID (SSN)').last().fill(waitlisted.ssn);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText(/a code is on its way/).waitFor();
    await page.screenshot({ path: screenshotPath('family-find-result'), fullPage: true });
    await expectNoSeriousAxeViolations(page, 'Find my result on the apply page');
    await context.close();
  });
});
