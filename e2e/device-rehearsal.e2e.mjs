/**
 * The device rehearsal on a phone (390×844): an applicant opens the apply
 * page of an assessment with a recorded answer, presses "Check this device"
 * with the microphone refused (Chromium's fake media devices, the
 * permission denied), reads that the microphone failed and what to do,
 * registers (the held result goes to the school with the attempt), and the
 * control room shows "Failed" for them. In English, then in Arabic (right
 * to left, Arabic words). Screenshots of each phone and room are kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { staffPageAt } from './support/session.mjs';

const DEMO_ENGLISH = 'Demo: General Admission Test';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const WORDS = {
  En: {
    check: 'Check this device',
    microphone: 'Microphone',
    failed: 'Failed',
    whatToDo: "The microphone is blocked for this page: allow it in the browser's site settings",
    verdict: 'This device is not ready for the exam.',
    held: 'The result is sent to the school when you register.',
    id: 'ID (SSN)',
    register: 'Register',
    yes: 'Yes',
  },
  Ar: {
    check: 'افحص هذا الجهاز',
    microphone: 'الميكروفون',
    failed: 'فشل',
    whatToDo: 'الميكروفون محجوب عن هذه الصفحة: اسمح به من إعدادات الموقع في المتصفح',
    verdict: 'هذا الجهاز ليس جاهزًا للاختبار.',
    held: 'تُرسل النتيجة إلى المدرسة عند التسجيل.',
    id: 'الرقم القومي',
    register: 'تسجيل',
    yes: 'نعم',
  },
};

describe('device rehearsal: a phone with its microphone refused, and the control room', () => {
  let mizan;
  let browser;
  let token;
  const exams = {};

  before(async () => {
    mizan = await startMizan();
    // Fake camera and microphone, so the refusal is the permission's and not a missing device.
    browser = await launchBrowser({ args: ['--use-fake-device-for-media-stream'] });
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    const list = await callApi(mizan.url, 'admin/getexams.php', '1', { token });
    const demo = list.body.data.find((row) => row.title === DEMO_ENGLISH);
    const demoQuestions = (await callApi(mizan.url, 'admin/getexam.php', { id: demo.id }, { token })).body.data.questions;
    const mcq = demoQuestions.find((question) => question.type === 'MCQ');
    const recorded = demoQuestions.find((question) => question.type === 'AudioComponent');
    assert.ok(mcq && recorded, 'the demo assessment has a choice and a recorded question');
    for (const [lang, name] of [
      ['En', 'E2E: device rehearsal'],
      ['Ar', 'فحص الجهاز قبل الاختبار'],
    ]) {
      const questions = [
        { ...mcq, id: 'devqmcq001' },
        { ...recorded, id: 'devqaudio1' },
      ];
      const added = await callApi(mizan.url, 'admin/addexam.php', { name, lang, nooftrials: 1, questions }, { token });
      assert.equal(added.status, 200, JSON.stringify(added.body));
      await callApi(mizan.url, 'admin/publishassessment.php', { id: added.body.data.id }, { token });
      exams[lang] = { id: added.body.data.id, name };
    }
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  /** A phone whose microphone this site may not use (as if the applicant pressed Block). */
  async function phoneWithMicrophoneRefused() {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    for (const name of ['microphone', 'camera']) {
      await cdp.send('Browser.setPermission', { permission: { name }, setting: 'denied', origin: mizan.url });
    }
    return { context, page };
  }

  for (const [lang, applicantIndex] of [
    ['En', 0],
    ['Ar', 1],
  ]) {
    it(`${lang}: the phone shows the microphone failed and what to do; registering keeps it; the room shows Failed`, async () => {
      const words = WORDS[lang];
      const exam = exams[lang];
      const person = await seededApplicant(mizan.url, token, applicantIndex);
      const { context, page } = await phoneWithMicrophoneRefused();
      await page.goto(`${mizan.url}/apply/${exam.id}`);
      await page.getByRole('button', { name: words.check }).click();
      const rehearsal = page.getByTestId('device-rehearsal');
      await rehearsal.getByText(words.verdict).waitFor({ timeout: 30_000 });
      await rehearsal.getByText(words.held).waitFor();
      const microphone = rehearsal.locator('[data-check="microphone"]');
      assert.equal(await microphone.getAttribute('data-outcome'), 'fail');
      assert.match(await microphone.innerText(), new RegExp(words.microphone));
      assert.match(await microphone.innerText(), new RegExp(words.failed));
      assert.ok((await microphone.innerText()).includes(words.whatToDo), await microphone.innerText());
      for (const check of ['network', 'download', 'storage', 'upload']) {
        assert.equal(await rehearsal.locator(`[data-check="${check}"]`).getAttribute('data-outcome'), 'pass', check);
      }
      assert.equal(await rehearsal.locator('[data-check="camera"]').getAttribute('data-outcome'), 'skipped');
      assert.equal(await page.evaluate(() => document.documentElement.dir), lang === 'Ar' ? 'rtl' : 'ltr');
      await expectNoSeriousAxeViolations(page, `device rehearsal (${lang})`);
      await microphone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`device-rehearsal-phone-${lang.toLowerCase()}`), fullPage: true });

      await page.getByLabel(words.id).fill(person.ssn);
      await page.getByRole('button', { name: words.register }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: words.yes }).click();
      await page.waitForURL(/\/assessment\?hash=/);
      await context.close();

      const room = await staffPageAt(browser, mizan.url, 'admin', ADMIN_PASSWORD, `/dashboard/examroom/${exam.id}`);
      // The first staff page of a fresh server loads the shell and the room's remote: slow on a busy machine.
      await room.getByRole('heading', { name: exam.name }).waitFor({ timeout: 90_000 });
      const device = room.getByRole('row').filter({ hasText: person.name }).getByTestId('room-device');
      await device.waitFor().catch(async (error) => {
        await room.screenshot({ path: screenshotPath(`device-rehearsal-room-${lang.toLowerCase()}-failed`) });
        throw error;
      });
      assert.equal(await device.getAttribute('data-device'), 'failed');
      assert.match(await device.innerText(), /Failed/);
      await room.screenshot({ path: screenshotPath(`device-rehearsal-room-${lang.toLowerCase()}`) });
      await room.context().close();
    });
  }
});
