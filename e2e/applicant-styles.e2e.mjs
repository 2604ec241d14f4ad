/**
 * Journey: the applicant's page draws every antd part it shows with antd's
 * styles. That page takes them from a CSS file made when mf_exam is built
 * (tools/webpack/applicant-antd-styles.cjs), not from antd in the browser,
 * so a component missing from the file would show unstyled. The demo
 * assessments hold every question type; each is opened in English (left to
 * right) and Arabic (right to left) on a phone-sized window and walked
 * through the states that draw more of antd: a refused ID, the confirm
 * dialog, every question, an open pick list, a chosen file, the submit
 * dialog; then the sign-in page with its messages.
 */
import { after, before, describe, it } from 'node:test';
import { applicantContext, assessmentIdByTitle, seededApplicant, signInApi } from './support/api.mjs';
import { expectAntdStylesOnPage } from './support/antd-styles.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, acceptLeaving } from './support/exam-page.mjs';
import { HOUSE_PICTURE } from './support/house-picture.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';

const PHONE = { width: 390, height: 844 };
const DEMOS = [
  { language: 'en', title: 'Demo: General Admission Test', words: APPLICANT_TEXT_EN, applicantIndex: 0 },
  { language: 'ar', title: 'تجريبي: اختبار القبول العام', words: APPLICANT_TEXT_AR, applicantIndex: 1 },
];

describe("applicant's page: antd's styles for everything it draws, in both directions", () => {
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

  for (const { language, title, words, applicantIndex } of DEMOS) {
    it(`${title}: apply, every question type, a pick list, an upload and the submit dialog`, async () => {
      const context = await applicantContext(browser);
      try {
        const page = await context.newPage();
        await page.setViewportSize(PHONE);
        acceptLeaving(page);
        const examId = await assessmentIdByTitle(mizan.url, token, title);
        const applicant = await seededApplicant(mizan.url, token, applicantIndex);

        await page.goto(`${mizan.url}/apply/${examId}`);
        const id = page.getByLabel(words.nationalIdLabel);
        await id.fill(applicant.ssn.slice(0, 5));
        await page.getByRole('button', { name: words.register }).click();
        await page.locator('.ant-form-item-explain-error').first().waitFor();
        await expectAntdStylesOnPage(page, `the ${language} apply page with a refused ID`);
        await id.fill(applicant.ssn);
        await page.getByRole('button', { name: words.register }).click();
        const confirm = page.locator('.ant-modal-confirm');
        await confirm.getByRole('button', { name: words.yes }).waitFor();
        await expectAntdStylesOnPage(page, `the ${language} apply confirm`);
        await confirm.getByRole('button', { name: words.yes }).click();
        await page.waitForURL(/\/assessment\?hash=/);

        const sections = page.locator('section[data-question-id]');
        await sections.first().waitFor();
        // Each question's type loads its view when it comes near the screen.
        for (let index = 0; index < (await sections.count()); index += 1) {
          await sections.nth(index).scrollIntoViewIfNeeded();
          await sections.nth(index).locator('.ant-spin').first().waitFor({ state: 'detached' });
        }
        await page.waitForLoadState('networkidle');
        await expectAntdStylesOnPage(page, `the ${language} exam, every question type`);
        await page.screenshot({ path: screenshotPath(`applicant-styles-exam-${language}`), fullPage: true });

        const pickList = page.getByRole('combobox').first();
        await pickList.scrollIntoViewIfNeeded();
        await pickList.click();
        await page.locator('.ant-select-dropdown:visible').waitFor();
        await expectAntdStylesOnPage(page, `the ${language} exam with a pick list open`);
        await page.keyboard.press('Escape');

        await page.locator('input[type="file"]').first().setInputFiles(HOUSE_PICTURE);
        await page.getByText(HOUSE_PICTURE.name).first().waitFor();
        await expectAntdStylesOnPage(page, `the ${language} exam with a file chosen`);

        await page.getByRole('button', { name: words.submitExam }).click();
        await page.locator('.ant-modal-confirm').getByRole('button', { name: words.submitExam }).waitFor();
        await expectAntdStylesOnPage(page, `the ${language} submit dialog`);
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await page.screenshot({ path: screenshotPath(`applicant-styles-submit-${language}`) });
      } finally {
        await context.close();
      }
    });
  }

  it('the sign-in page with its messages', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    try {
      await page.goto(`${mizan.url}/login`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('.ant-form-item-explain-error').first().waitFor();
      await expectAntdStylesOnPage(page, 'the sign-in page with its messages');
    } finally {
      await page.close();
    }
  });
});
