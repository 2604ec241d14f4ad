/**
 * The proctor's gate: an assessment whose start and resume on another
 * browser need a proctor. In English, an applicant on a phone waits on the
 * proctor's screen, the control room lets them in and the page moves on by
 * itself; the same applicant registers again on a second browser (its own
 * context, so its own fingerprint), waits again, and the proctor types the
 * PIN of the day the room shows on that device. In Arabic, right to left, a
 * start and a resume on a second browser are both let in from the room.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const ENGLISH = {
  id: 'ID (SSN)',
  register: 'Register',
  yes: 'Yes',
  waiting: 'Waiting for the proctor',
  letIn: 'Let in',
  pin: "Proctor's PIN",
};
const ARABIC = {
  id: 'الرقم القومي',
  register: 'تسجيل',
  yes: 'نعم',
  waiting: 'في انتظار المراقب',
  letIn: 'السماح بالدخول',
  pin: 'الرقم السري للمراقب',
};

describe("the proctor's gate: a proctored start and a proctored resume on a second browser", () => {
  let mizan;
  let browser;
  let token;
  let people;
  const exams = {};

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    people = [await seededApplicant(mizan.url, token, 3), await seededApplicant(mizan.url, token, 4)];
    const list = await callApi(mizan.url, 'admin/getexams.php', '1', { token });
    const demo = list.body.data.find((row) => row.title === 'Demo: General Admission Test');
    const mcq = (await callApi(mizan.url, 'admin/getexam.php', { id: demo.id }, { token })).body.data.questions.find(
      (question) => question.type === 'MCQ',
    );
    for (const [key, name, lang] of [
      ['english', 'E2E: proctored exam', 'En'],
      ['arabic', 'اختبار بمراقب', 'Ar'],
    ]) {
      const questions = [{ ...mcq, id: `proct${key.slice(0, 2)}001` }];
      const added = await callApi(
        mizan.url,
        'admin/addexam.php',
        { name, lang, nooftrials: 1, istimed: 1, duration: 20, allowResume: true, questions },
        { token },
      );
      assert.equal(added.status, 200, JSON.stringify(added.body));
      const id = added.body.data.id;
      await callApi(mizan.url, 'admin/publishassessment.php', { id }, { token });
      const gate = await callApi(
        mizan.url,
        'admin/setproctoring.php',
        { id, startNeedsProctor: true, resumeNeedsProctor: true },
        { token },
      );
      assert.equal(gate.status, 200, JSON.stringify(gate.body));
      exams[key] = { id, name };
    }
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  /** An applicant's browser (a context of its own: its own fingerprint) registering with the ID; lands on the exam link. */
  async function register(examId, person, words, viewport) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${mizan.url}/apply/${examId}`);
    await page.getByLabel(words.id).fill(person.ssn);
    await page.getByRole('button', { name: words.register }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: words.yes }).click();
    await page.waitForURL(/\/assessment\?hash=/);
    return { context, page };
  }

  async function controlRoom(examId) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.waitForLoadState('load');
    try {
      await page.goto(`${mizan.url}/dashboard/examroom/${examId}`);
    } catch {
      // The sign-in's own reload was still under way: once more.
      await page.goto(`${mizan.url}/dashboard/examroom/${examId}`);
    }
    await page.getByTestId('room-waiting').waitFor();
    await page.getByTestId('proctor-pin').filter({ hasText: /\d{6}/ }).waitFor();
    return { context, page };
  }

  const attemptOf = async (examId) => (await callApi(mizan.url, 'admin/examroom.php', { id: examId }, { token })).body.data.attempts[0];
  /** The page moved on by itself: the questions are there. */
  const questionsShown = (page) => page.locator('section[data-question-id]').first().waitFor({ timeout: 30_000 });

  it('English: a phone waits, the room lets it in; a second browser waits again and the PIN of the day lets it in', async () => {
    const person = people[0];
    const phone = await register(exams.english.id, person, ENGLISH, PHONE);
    await phone.page.getByRole('heading', { level: 1, name: ENGLISH.waiting }).waitFor();
    await phone.page.screenshot({ path: screenshotPath('proctor-gate-waiting-en-phone') });
    await expectNoSeriousAxeViolations(phone.page, "the applicant's waiting screen (English)");
    assert.equal((await attemptOf(exams.english.id)).state, 'registered');

    const room = await controlRoom(exams.english.id);
    const waitingRow = room.page.getByTestId('room-waiting').locator('li', { hasText: person.name });
    await waitingRow.waitFor();
    await room.page.screenshot({ path: screenshotPath('proctor-gate-room-en') });
    await expectNoSeriousAxeViolations(room.page, "the room's waiting list (English)");
    await room.page.getByRole('button', { name: `${ENGLISH.letIn}: ${person.name}` }).click();
    await questionsShown(phone.page);
    const started = await attemptOf(exams.english.id);
    assert.notEqual(started.state, 'registered');
    assert.equal(started.proctor.state, 'approved');
    await phone.page.screenshot({ path: screenshotPath('proctor-gate-let-in-en-phone') });

    // The same applicant on a second browser: registering again asks the proctor.
    const second = await register(exams.english.id, person, ENGLISH, DESKTOP);
    await second.page.getByRole('heading', { level: 1, name: ENGLISH.waiting }).waitFor();
    await room.page.getByTestId('room-waiting').locator('li', { hasText: 'to continue on another browser' }).waitFor();
    const pin = (await room.page.getByTestId('proctor-pin').textContent()).trim();
    assert.match(pin, /^\d{6}$/);
    await second.page.getByLabel(ENGLISH.pin).fill('000000' === pin ? '111111' : '000000');
    await second.page.getByRole('button', { name: 'Let in' }).click();
    await second.page.getByRole('alert').filter({ hasText: 'That PIN is not right' }).waitFor();
    await second.page.getByLabel(ENGLISH.pin).fill(pin);
    await second.page.screenshot({ path: screenshotPath('proctor-gate-pin-en') });
    await second.page.getByRole('button', { name: 'Let in' }).click();
    await questionsShown(second.page);
    const moved = await attemptOf(exams.english.id);
    assert.equal(moved.browserMoves, 1);
    // Letting in moved the browser, not the clock: the deadline is the one set when the exam first opened.
    assert.ok(moved.secondsLeft <= started.secondsLeft);
    for (const context of [phone.context, second.context, room.context]) await context.close();
  });

  it('Arabic, right to left: a start and a resume on a second browser, both let in from the room', async () => {
    const person = people[1];
    const phone = await register(exams.arabic.id, person, ARABIC, PHONE);
    const waiting = phone.page.getByTestId('proctor-gate');
    await phone.page.getByRole('heading', { level: 1, name: ARABIC.waiting }).waitFor();
    assert.equal(await waiting.getAttribute('dir'), 'rtl');
    await phone.page.screenshot({ path: screenshotPath('proctor-gate-waiting-ar-phone') });
    await expectNoSeriousAxeViolations(phone.page, "the applicant's waiting screen (Arabic)");

    const room = await controlRoom(exams.arabic.id);
    await room.page.getByTestId('room-waiting').locator('li', { hasText: 'لبدء الاختبار' }).waitFor();
    await room.page.screenshot({ path: screenshotPath('proctor-gate-room-ar') });
    await expectNoSeriousAxeViolations(room.page, "the room's waiting list (Arabic)");
    await room.page.getByRole('button', { name: `${ARABIC.letIn}: ${person.name}` }).click();
    await questionsShown(phone.page);

    const second = await register(exams.arabic.id, person, ARABIC, DESKTOP);
    await second.page.getByRole('heading', { level: 1, name: ARABIC.waiting }).waitFor();
    await second.page.screenshot({ path: screenshotPath('proctor-gate-waiting-ar-desktop') });
    await room.page.getByTestId('room-waiting').locator('li', { hasText: 'للمتابعة على متصفح آخر' }).waitFor();
    await room.page.getByRole('button', { name: `${ARABIC.letIn}: ${person.name}` }).click();
    await questionsShown(second.page);
    assert.equal((await attemptOf(exams.arabic.id)).browserMoves, 1);
    for (const context of [phone.context, second.context, room.context]) await context.close();
  });
});
