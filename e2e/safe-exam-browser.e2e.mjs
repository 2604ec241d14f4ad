/**
 * Journey: an assessment that requires Safe Exam Browser. Staff tick
 * "Require Safe Exam Browser" in the builder (English and Arabic
 * assessments); an ordinary browser opening the apply link gets the page
 * saying to open the exam in Safe Exam Browser, in the assessment's
 * language and direction, with the .seb file. There is no SEB client here,
 * so a second browser plays it: every request it sends carries
 * X-SafeExamBrowser-ConfigKeyHash, SHA-256 of that request's own URL
 * followed by the Config Key of the .seb (Playwright's request routing adds
 * it per request, the page's XHRs included, as SEB does). That browser
 * registers and reaches the first question.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { applicantContext, assessmentIdByTitle, callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, acceptLeaving } from './support/exam-page.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { staffPageAt } from './support/session.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DEMOS = [
  {
    language: 'en',
    title: 'Demo: General Admission Test',
    words: APPLICANT_TEXT_EN,
    applicantIndex: 4,
    require: 'Require Safe Exam Browser',
    save: 'Save Safe Exam Browser setting',
    download: 'Download the .seb file',
    refusalTitle: 'Open this exam in Safe Exam Browser',
  },
  {
    language: 'ar',
    title: 'تجريبي: اختبار القبول العام',
    words: APPLICANT_TEXT_AR,
    applicantIndex: 5,
    require: 'اشتراط Safe Exam Browser',
    save: 'حفظ إعداد Safe Exam Browser',
    download: /^تنزيل ملف/,
    refusalTitle: 'افتح هذا الاختبار في Safe Exam Browser',
  },
];

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A browser context that sends SEB's Config Key hash with every request, for the URL of that request. */
async function sebContext(browser, configKey) {
  const context = await applicantContext(browser);
  await context.route('**/*', (route) => {
    const url = route.request().url().replace(/#.*$/, '');
    return route.continue({ headers: { ...route.request().headers(), 'x-safeexambrowser-configkeyhash': sha256(url + configKey) } });
  });
  return context;
}

describe('Safe Exam Browser: required per assessment, refused elsewhere, admitted with the Config Key', () => {
  let mizan;
  let browser;
  let token;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  for (const demo of DEMOS) {
    it(`${demo.title}: the builder's setting, the refusal page, and Safe Exam Browser let in`, async () => {
      const examId = await assessmentIdByTitle(mizan.url, token, demo.title);

      const staff = await staffPageAt(browser, mizan.url, 'admin', ADMIN_PASSWORD, '/dashboard/assessments');
      const row = staff.locator('tr.ant-table-row', { hasText: demo.title });
      await row.getByRole('button', { name: 'Edit' }).click();
      const card = staff.getByTestId('seb-card');
      await card.getByRole('checkbox', { name: demo.require }).check();
      await card.getByRole('button', { name: demo.save }).click();
      await card.getByRole('button', { name: demo.download }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(staff, `the builder's Safe Exam Browser card (${demo.language})`);
      await card.screenshot({ path: screenshotPath(`seb-builder-${demo.language}`) });
      await staff.setViewportSize(PHONE);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: screenshotPath(`seb-builder-${demo.language}-phone`) });
      await staff.context().close();

      const settings = await callApi(mizan.url, 'admin/getsebsettings.php', { id: examId }, { token });
      assert.equal(settings.body.data.required, true);
      const { configKey } = settings.body.data;
      assert.match(configKey, /^[0-9a-f]{64}$/);

      for (const [name, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ]) {
        const plain = await applicantContext(browser);
        const page = await plain.newPage();
        await page.setViewportSize(viewport);
        const response = await page.goto(`${mizan.url}/apply/${examId}`);
        assert.equal(response.status(), 403);
        await page.getByRole('heading', { level: 1, name: demo.refusalTitle }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), demo.language);
        const open = await page.locator('a').first().getAttribute('href');
        assert.equal(open, `seb://${new URL(mizan.url).host}/api/emp/sebconfig.php?id=${examId}`);
        if (name === 'phone') await expectNoSeriousAxeViolations(page, `the Safe Exam Browser refusal page (${demo.language})`);
        await page.screenshot({ path: screenshotPath(`seb-refusal-${demo.language}-${name}`) });
        await plain.close();
      }
      // An ordinary browser's call is refused with the code and the sentence too.
      const applicant = await seededApplicant(mizan.url, token, demo.applicantIndex);
      const refused = await callApi(mizan.url, 'emp/reg.php', { exam_id: examId, ssn: applicant.ssn });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'seb_required');

      const seb = await sebContext(browser, configKey);
      const page = await seb.newPage();
      await page.setViewportSize(PHONE);
      acceptLeaving(page);
      await page.goto(`${mizan.url}/apply/${examId}`);
      await page.getByRole('heading', { name: demo.title }).waitFor();
      await page.getByLabel(demo.words.nationalIdLabel).fill(applicant.ssn);
      await page.getByRole('button', { name: demo.words.register }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: demo.words.yes }).click();
      await page.waitForURL(/\/assessment\?hash=/);
      await page.getByText(demo.words.questionLabel(1), { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: screenshotPath(`seb-admitted-${demo.language}`) });
      await seb.close();

      const off = await callApi(mizan.url, 'admin/setsebsettings.php', { id: examId, required: false, browserExamKeys: [] }, { token });
      assert.equal(off.status, 200);
    });
  }
});
