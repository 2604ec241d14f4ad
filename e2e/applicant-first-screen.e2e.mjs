/**
 * Journey: the applicant's page shows its assessment before its script has
 * run. The server draws the apply page's brand and title, and the exam page's
 * title, into the page's HTML (server/src/static/first-screen.ts), in the
 * assessment's language and direction; React then draws the page over it.
 * Opened here with every script refused, as a phone sees the page while the
 * script is still on its way, and then whole: the title must sit in the same
 * box in the same font, so nothing moves when React takes over. Both demo
 * assessments: English left to right, Arabic right to left.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicantContext, assessmentIdByTitle, seededApplicant, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, acceptLeaving } from './support/exam-page.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';

const PHONE = { width: 390, height: 844 };
const DEMOS = [
  { language: 'en', dir: 'ltr', title: 'Demo: General Admission Test', words: APPLICANT_TEXT_EN, applicantIndex: 2 },
  { language: 'ar', dir: 'rtl', title: 'تجريبي: اختبار القبول العام', words: APPLICANT_TEXT_AR, applicantIndex: 3 },
];

/** The page's h1: its text, box and font, and the document's language, direction and title. */
async function heading(page) {
  return page.evaluate(() => {
    const title = document.querySelector('h1');
    const box = title.getBoundingClientRect();
    const style = getComputedStyle(title);
    return {
      text: title.textContent,
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      font: style.font,
      color: style.color,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      documentTitle: document.title,
    };
  });
}

/** `page` with every script refused: what the applicant sees before the page's code has arrived. */
async function withoutScripts(page, visit) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  try {
    await visit();
    return await heading(page);
  } finally {
    await page.unroute(/\.js(\?|$)/);
  }
}

describe("applicant's page: the assessment's title is in the page's HTML", () => {
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

  for (const { language, dir, title, words, applicantIndex } of DEMOS) {
    it(`${title}: the apply page and the exam page show it before their script, where React then draws it`, async () => {
      const context = await applicantContext(browser);
      try {
        const page = await context.newPage();
        await page.setViewportSize(PHONE);
        acceptLeaving(page);
        const examId = await assessmentIdByTitle(mizan.url, token, title);
        const expected = { text: title, lang: language, dir, documentTitle: `${title} — Mizan` };

        const applyFirst = await withoutScripts(page, () => page.goto(`${mizan.url}/apply/${examId}`));
        assert.deepEqual(
          { ...applyFirst, box: undefined, font: undefined, color: undefined },
          { ...expected, box: undefined, font: undefined, color: undefined },
        );
        assert.equal(await page.getByText('Mizan', { exact: true }).isVisible(), true);
        await page.screenshot({ path: screenshotPath(`applicant-first-screen-apply-${language}`) });

        await page.goto(`${mizan.url}/apply/${examId}`);
        await page.getByRole('button', { name: words.register }).waitFor();
        const applyDrawn = await heading(page);
        assert.deepEqual(applyDrawn, applyFirst, 'the apply page title moved or changed when React drew it');

        const applicant = await seededApplicant(mizan.url, token, applicantIndex);
        await page.getByLabel(words.nationalIdLabel).fill(applicant.ssn);
        await page.getByRole('button', { name: words.register }).click();
        await page.locator('.ant-modal-confirm').getByRole('button', { name: words.yes }).click();
        await page.waitForURL(/\/assessment\?hash=/);
        await page.locator('section[data-question-id]').first().waitFor();
        const examDrawn = await heading(page);
        assert.deepEqual(
          { ...examDrawn, box: undefined, font: undefined, color: undefined },
          { ...expected, box: undefined, font: undefined, color: undefined },
        );

        const examFirst = await withoutScripts(page, () => page.reload());
        await page.screenshot({ path: screenshotPath(`applicant-first-screen-exam-${language}`) });
        assert.deepEqual(examFirst, examDrawn, 'the exam page title moved or changed when React drew it');
      } finally {
        await context.close();
      }
    });
  }

  it('an address that names no open assessment gets the plain page, which then says why', async () => {
    const context = await applicantContext(browser);
    try {
      const page = await context.newPage();
      const html = await (await page.request.get(`${mizan.url}/apply/999999`, { headers: { accept: 'text/html' } })).text();
      assert.match(html, /<div id="?root"?><\/div>/);
      const unknownAttempt = await (
        await page.request.get(`${mizan.url}/assessment?hash=${'A'.repeat(32)}`, { headers: { accept: 'text/html' } })
      ).text();
      assert.match(unknownAttempt, /<div id="?root"?><\/div>/);
    } finally {
      await context.close();
    }
  });
});
