/**
 * The evidence pack per attempt: an applicant takes a timed exam (saves, a
 * signal, ten minutes given by staff, a network failure with five minutes
 * given back), staff submit it; the proctor opens the attempt's Evidence
 * link from the control room and the pack prints on A4 (a PDF and a picture
 * of the printed page), in English and, for an Arabic assessment, in Arabic
 * right to left; on a phone too. Every opening is audited.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { ARTIFACTS, launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const DEMO_ENGLISH = 'Demo: General Admission Test';
const HEADINGS = { En: 'Attempt evidence pack', Ar: 'ملف أدلة المحاولة' };
const LINKS = { En: 'Evidence pack of', Ar: 'ملف أدلة' };

describe('evidence pack: from the control room to an A4 print, English and Arabic', () => {
  let mizan;
  let browser;
  let token;
  let questions;

  const api = async (apiPath, data, options = { token }) => {
    const answer = await callApi(mizan.url, apiPath, data, options);
    assert.equal(answer.status, 200, `${apiPath}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    const list = (await api('admin/getexams.php', '1')).data;
    const demo = list.find((row) => row.title === DEMO_ENGLISH);
    const mcq = (await api('admin/getexam.php', { id: demo.id })).data.questions.find((question) => question.type === 'MCQ');
    questions = [
      { ...mcq, id: 'evidq00001' },
      { ...mcq, id: 'evidq00002' },
    ];
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  /** A timed assessment in `lang`, and one applicant's busy attempt of it, submitted by staff; answers the exam's id and the applicant. */
  async function busyAttempt(lang, title, index) {
    const added = await api('admin/addexam.php', {
      name: title,
      lang,
      grade: 'Grade 10',
      type: 'Admission',
      nooftrials: 1,
      istimed: 1,
      duration: 30,
      allowResume: true,
      questions,
    });
    const examId = added.data.id;
    await api('admin/publishassessment.php', { id: examId });
    await api('admin/setsignalsetting.php', { id: examId, recordSignals: true });
    const person = await seededApplicant(mizan.url, token, index);
    const hash = (await api('emp/reg.php', { exam_id: examId, ssn: person.ssn }, {})).data;
    await api('admin/getstudentexam.php', { id: hash }, {});
    const room = (await api('admin/examroom.php', { id: examId })).data;
    const attemptId = room.attempts[0].id;
    const options = (question) => question.options.map((option) => option.id);
    for (const [seq, question] of [questions[0], questions[1], questions[0]].entries()) {
      const selected = options(question).slice(0, 1 + (seq % 2));
      const saved = await callApi(mizan.url, 'student/saveanswer.php', {
        hash,
        questionId: question.id,
        answer: { type: 'MCQ', selected },
        seq: seq + 1,
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    }
    await api('student/signal.php', { id: hash, kind: 'page-hidden', at: new Date().toISOString() }, {});
    await api('admin/extendattempt.php', { attemptId, minutes: 10, reason: lang === 'Ar' ? 'تدريب على الإخلاء' : 'Fire drill' });
    await api('admin/addincident.php', {
      attemptId,
      category: 'network',
      note: lang === 'Ar' ? 'تعطل محول الشبكة' : 'The lab switch failed',
      minutes: 5,
    });
    await api('admin/submitattempt.php', { attemptId, reason: lang === 'Ar' ? 'غادر القاعة' : 'Left the room' });
    return { examId, attemptId, person };
  }

  /** Staff sign in and open the room of `examId`. */
  async function openRoom(page, examId) {
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.waitForLoadState('load');
    try {
      await page.goto(`${mizan.url}/dashboard/examroom/${examId}`);
    } catch {
      // The sign-in's own reload was still under way: once more.
      await page.goto(`${mizan.url}/dashboard/examroom/${examId}`);
    }
  }

  for (const [lang, title, index] of [
    ['En', 'E2E: evidence pack', 0],
    ['Ar', 'اختبار ملف الأدلة', 1],
  ]) {
    it(`${lang}: the room's Evidence link opens the pack; it prints on A4 and reads on a phone`, async () => {
      const { examId, attemptId, person } = await busyAttempt(lang, title, index);
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await openRoom(page, examId);
      const link = page.getByRole('link', { name: new RegExp(`^${LINKS[lang]} `) });
      // The room draws its table once its first read answers, which on a busy machine takes a while.
      await link.waitFor({ timeout: 90_000 });
      await link.scrollIntoViewIfNeeded();
      assert.equal(await link.getAttribute('href'), `/print/evidence?attempt=${attemptId}`);
      await page.screenshot({ path: screenshotPath(`evidence-room-${lang.toLowerCase()}`) });
      const [pack] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await pack.getByRole('heading', { level: 1, name: HEADINGS[lang] }).waitFor();
      assert.equal(await pack.locator('html').getAttribute('dir'), lang === 'Ar' ? 'rtl' : 'ltr');
      const text = await pack.locator('main').innerText();
      for (const words of [
        person.name,
        title,
        lang === 'Ar' ? 'تعطل محول الشبكة' : 'The lab switch failed',
        lang === 'Ar' ? 'غادر القاعة' : 'Left the room',
      ]) {
        assert.ok(text.includes(words), `the pack names "${words}"`);
      }
      await expectNoSeriousAxeViolations(pack, `the ${lang} evidence pack`);
      await pack.screenshot({ path: screenshotPath(`evidence-pack-${lang.toLowerCase()}`), fullPage: true });
      await pack.emulateMedia({ media: 'print' });
      await pack.screenshot({ path: screenshotPath(`evidence-pack-${lang.toLowerCase()}-print`), fullPage: true });
      const pdf = path.join(ARTIFACTS, `evidence-pack-${lang.toLowerCase()}.pdf`);
      await pack.pdf({ path: pdf, format: 'A4', printBackground: true });
      await pack.emulateMedia({ media: 'screen' });
      await pack.setViewportSize({ width: 390, height: 844 });
      await pack.screenshot({ path: screenshotPath(`evidence-pack-${lang.toLowerCase()}-phone`), fullPage: true });
      await context.close();
    });
  }
});
