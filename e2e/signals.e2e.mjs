/**
 * Signals, openly: staff tick "Record signals" in the builder; the applicant,
 * on a phone, is told before the first question in the assessment's
 * language; switching to another tab and pasting into the essay are sent;
 * the control room counts them as signals and lists them with times. English
 * and Arabic (the demo assessments, each with an MCQ and an essay).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicantContext, callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { staffPageAt } from './support/session.mjs';
import { recordScripts, scriptTotals } from '../bench/support/script-responses.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const DEMOS = [
  {
    language: 'en',
    lang: 'En',
    name: 'E2E: signals',
    applicantIndex: 6,
    apply: { id: 'ID (SSN)', register: 'Register', yes: 'Yes' },
    record: 'Record signals',
    notice: 'This assessment records signals',
    show: /^2 signals for .*: show them$/,
    kinds: ['Window lost focus', 'Page hidden', 'Pasted into an essay'],
  },
  {
    language: 'ar',
    lang: 'Ar',
    name: 'الإشارات: تجربة',
    applicantIndex: 7,
    apply: { id: 'الرقم القومي', register: 'تسجيل', yes: 'نعم' },
    record: 'تسجيل الإشارات',
    notice: 'يسجّل هذا الاختبار إشارات',
    show: /^2 إشارة للمتقدم .*: اعرضها$/,
    kinds: ['فقدت النافذة التركيز', 'أُخفيت الصفحة', 'لصق في إجابة مقالية'],
  },
];

describe('signals, openly: told before the first question, counted in the control room, never verdicts', () => {
  let mizan;
  let browser;
  let token;
  let questions;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    const list = await callApi(mizan.url, 'admin/getexams.php', '1', { token });
    const demo = list.body.data.find((row) => row.title === 'Demo: General Admission Test');
    const all = (await callApi(mizan.url, 'admin/getexam.php', { id: demo.id }, { token })).body.data.questions;
    questions = [all.find((question) => question.type === 'MCQ'), all.find((question) => question.type === 'EssayComponent')];
    assert.ok(questions.every(Boolean), 'the demo has an MCQ and an essay');
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  /** Apply on a phone with a seeded applicant's ID and land on the exam; answers the page and the scripts it loaded. */
  async function startOnPhone(examId, demo) {
    const person = await seededApplicant(mizan.url, token, demo.applicantIndex);
    const context = await applicantContext(browser);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.setViewportSize(PHONE);
    await page.goto(`${mizan.url}/apply/${examId}`);
    await page.getByLabel(demo.apply.id).fill(person.ssn);
    await page.getByRole('button', { name: demo.apply.register }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: demo.apply.yes }).click();
    await page.waitForURL(/\/assessment\?hash=/);
    await page.locator('section[data-question-id]').first().waitFor();
    return { person, context, page, scripts };
  }

  /** Whether the page loaded the signals' code (the notice's words and the observer come only with it). */
  const loadedSignals = (scripts) => [...scripts.values()].some((body) => body.toString('utf8').includes('essay-paste'));

  it('an assessment without signals loads none of their code and shows no notice', async () => {
    const list = await callApi(mizan.url, 'admin/getexams.php', '1', { token });
    const plain = list.body.data.find((row) => row.title === 'Demo: General Admission Test');
    const { page, context, scripts } = await startOnPhone(plain.id, { ...DEMOS[0], applicantIndex: 8 });
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByTestId('signal-notice').count(), 0);
    assert.equal(loadedSignals(scripts), false, 'no signals code on an assessment without them');
    const total = scriptTotals(scripts);
    console.log(`# exam page without signals: ${total.count} scripts, ${(total.gzip / 1024).toFixed(1)} KiB gzip`);
    await context.close();
  });

  for (const demo of DEMOS) {
    it(`${demo.language}: the builder's setting, the notice, a tab switch and a paste counted in the room`, async () => {
      const added = await callApi(
        mizan.url,
        'admin/addexam.php',
        { name: demo.name, lang: demo.lang, nooftrials: 1, istimed: 1, duration: 20, allowResume: true, questions },
        { token },
      );
      assert.equal(added.status, 200, JSON.stringify(added.body));
      const examId = added.body.data.id;
      await callApi(mizan.url, 'admin/publishassessment.php', { id: examId }, { token });

      // Staff tick "Record signals" in the builder.
      const staff = await staffPageAt(browser, mizan.url, 'admin', ADMIN_PASSWORD, '/dashboard/assessments');
      await staff.setViewportSize(DESKTOP);
      await staff.locator('tr.ant-table-row', { hasText: demo.name }).getByRole('button', { name: 'Edit' }).click();
      const card = staff.getByTestId('signals-card');
      await card.getByRole('checkbox', { name: demo.record }).check();
      await card.getByRole('checkbox', { name: demo.record, checked: true }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: screenshotPath(`signals-builder-${demo.language}`) });
      const setting = await callApi(mizan.url, 'admin/getsignalsetting.php', { id: examId }, { token });
      assert.equal(setting.body.data.recordSignals, true);

      // The applicant, on a phone, is told before the first question.
      const { person, context, page, scripts } = await startOnPhone(examId, demo);
      const notice = page.getByTestId('signal-notice');
      await notice.waitFor();
      assert.match(await notice.innerText(), new RegExp(demo.notice));
      const noticeAbove = await page.evaluate(() => {
        const shown = document.querySelector('[data-testid="signal-notice"]');
        const first = document.querySelector('section[data-question-id]');
        return Boolean(shown.compareDocumentPosition(first) & window.Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.ok(noticeAbove, 'the notice comes before the first question');
      await page.screenshot({ path: screenshotPath(`signals-notice-${demo.language}-phone`) });
      await page.waitForLoadState('networkidle');
      assert.ok(loadedSignals(scripts), 'the signals code came with the notice');
      const total = scriptTotals(scripts);
      console.log(`# exam page with signals (${demo.language}): ${total.count} scripts, ${(total.gzip / 1024).toFixed(1)} KiB gzip`);
      await expectNoSeriousAxeViolations(page, `the exam page with the signals notice (${demo.language})`);

      // Another tab comes to the front, then the exam again: one time away, one signal.
      const other = await context.newPage();
      await other.bringToFront();
      const left = await page
        .waitForFunction(() => document.visibilityState === 'hidden' || !document.hasFocus(), null, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (!left) {
        // This Chromium kept the page visible and focused (headless): the window's blur is fired as a switch fires it.
        console.log('# the other tab did not hide the exam page: a window blur is dispatched instead');
        await page.evaluate(() => window.dispatchEvent(new window.Event('blur')));
      }
      await page.bringToFront();
      await other.close();
      // Text pasted into the essay.
      const essay = page.locator('section[data-question-id]').nth(1).locator('[contenteditable="true"]');
      await essay.waitFor();
      await essay.click();
      await essay.evaluate((editor) => {
        const data = new window.DataTransfer();
        data.setData('text/plain', 'A pasted sentence.');
        editor.dispatchEvent(new window.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      const hash = new URL(page.url()).searchParams.get('hash');
      const attemptSignals = async () => {
        const room = await callApi(mizan.url, 'admin/examroom.php', { id: examId }, { token });
        return room.body.data.attempts.find((attempt) => attempt.name === person.name)?.signals ?? 0;
      };
      const until = Date.now() + 15_000;
      while ((await attemptSignals()) < 2) {
        assert.ok(Date.now() < until, `two signals reached the server for ${hash}`);
        await page.waitForTimeout(500);
      }

      // The control room counts them and lists them with times.
      await staff.goto(`${mizan.url}/dashboard/examroom/${examId}`);
      const show = staff.getByRole('button', { name: demo.show });
      await show.waitFor({ timeout: 15_000 });
      await staff.getByRole('columnheader', { name: /Signals/ }).waitFor();
      await show.focus();
      await staff.keyboard.press('Enter');
      const list = staff.getByTestId('signal-list');
      await list.locator('li').nth(1).waitFor();
      const listed = await list.innerText();
      assert.ok(demo.kinds.filter((kind) => listed.includes(kind)).length >= 2, `the list names what the browser reported: ${listed}`);
      assert.doesNotMatch(listed, /cheat|suspicious|غش/i);
      await staff.getByRole('dialog').screenshot({ path: screenshotPath(`signals-room-list-${demo.language}`) });
      await expectNoSeriousAxeViolations(staff, `the control room's signal list (${demo.language})`);
      await staff.keyboard.press('Escape');
      await staff.screenshot({ path: screenshotPath(`signals-room-${demo.language}`) });
      await staff.setViewportSize(PHONE);
      await staff.screenshot({ path: screenshotPath(`signals-room-${demo.language}-phone`) });
      await staff.context().close();
      await context.close();
    });
  }
});
