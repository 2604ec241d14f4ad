/**
 * The exam-day control room: three applicants start a 5-minute exam; staff
 * watch them in /dashboard/examroom/{id} (states change as they answer, one
 * closes the browser and shows offline), extend one by 3 minutes (their
 * countdown grows), submit one and reopen it. Then an Arabic assessment's
 * room, right to left. The server runs with short idle/offline thresholds
 * (ROOM_IDLE_SECONDS, ROOM_OFFLINE_SECONDS) so "offline" comes in seconds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const DEMO_ENGLISH = 'Demo: General Admission Test';
const IDLE_SECONDS = 20;
const OFFLINE_SECONDS = 35;

describe('exam-day control room: watch, extend, submit, reopen', () => {
  let mizan;
  let browser;
  let token;
  let people;
  const exams = {};

  before(async () => {
    mizan = await startMizan({ ROOM_IDLE_SECONDS: String(IDLE_SECONDS), ROOM_OFFLINE_SECONDS: String(OFFLINE_SECONDS) });
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    people = [
      await seededApplicant(mizan.url, token, 0),
      await seededApplicant(mizan.url, token, 1),
      await seededApplicant(mizan.url, token, 2),
    ];
    const list = await callApi(mizan.url, 'admin/getexams.php', '1', { token });
    const demo = list.body.data.find((row) => row.title === DEMO_ENGLISH);
    const mcq = (await callApi(mizan.url, 'admin/getexam.php', { id: demo.id }, { token })).body.data.questions.find(
      (question) => question.type === 'MCQ',
    );
    // Two questions: the demo's choice question twice, under two ids.
    const questions = [
      { ...mcq, id: 'roomq00001' },
      { ...mcq, id: 'roomq00002' },
    ];
    for (const [key, name, lang] of [
      ['english', 'E2E: control room', 'En'],
      ['arabic', 'غرفة المراقبة', 'Ar'],
    ]) {
      const added = await callApi(
        mizan.url,
        'admin/addexam.php',
        { name, lang, nooftrials: 1, istimed: 1, duration: 5, allowResume: true, questions },
        { token },
      );
      assert.equal(added.status, 200, JSON.stringify(added.body));
      await callApi(mizan.url, 'admin/publishassessment.php', { id: added.body.data.id }, { token });
      exams[key] = { id: added.body.data.id, name };
    }
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  /** An applicant's own browser: apply with the ID, confirm, and land on the exam. */
  async function startExam(examId, person, words = { id: 'ID (SSN)', register: 'Register', yes: 'Yes' }) {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${mizan.url}/apply/${examId}`);
    await page.getByLabel(words.id).fill(person.ssn);
    await page.getByRole('button', { name: words.register }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: words.yes }).click();
    await page.waitForURL(/\/assessment\?hash=/);
    await page.locator('section[data-question-id]').first().waitFor();
    return { context, page };
  }

  /** Choose an option of question `index` (0-based) and wait until it is saved. */
  async function answer(page, index, option = 0) {
    const question = page.locator('section[data-question-id]').nth(index);
    const box = question.getByRole('checkbox').nth(option);
    if (await box.isChecked()) await box.uncheck();
    else await box.check();
    await question.locator('[data-save-status="saved"]').waitFor();
  }

  const clockSeconds = async (page) => {
    const [minutes, seconds] = (await page.getByRole('timer').innerText()).trim().split(':').map(Number);
    return minutes * 60 + seconds;
  };

  /** Sign in as the admin (the page reloads after signing in) and open the room of `examId`. */
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

  const rowOf = (room, name) => room.locator('tr', { has: room.getByText(name, { exact: true }) });

  async function act(room, name, action, { minutes, reason }) {
    await rowOf(room, name).getByRole('checkbox').check();
    await room.getByRole('button', { name: `${action}…` }).click();
    const dialog = room.getByRole('dialog');
    await dialog.waitFor();
    if (minutes !== undefined) await dialog.getByRole('spinbutton').fill(String(minutes));
    await dialog.getByRole('textbox').fill(reason);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('in English: live states, offline, extend, submit now, reopen', async () => {
    const [amal, badr, camila] = people;
    const a = await startExam(exams.english.id, amal);
    const b = await startExam(exams.english.id, badr);
    const c = await startExam(exams.english.id, camila);

    const staff = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const room = await staff.newPage();
    await openRoom(room, exams.english.id);
    await room.getByRole('heading', { level: 1, name: exams.english.name }).waitFor();
    await room.getByRole('button', { name: /^Answering now\s*3$/ }).waitFor();

    // Amal answers: her row shows it at the next refresh, without reloading the page.
    await answer(a.page, 0);
    await rowOf(room, amal.name).getByText('1 / 2').waitFor({ timeout: 15_000 });

    // Camila's computer is switched off; the others keep answering until she shows offline.
    await c.context.close();
    const waitUntil = Date.now() + (OFFLINE_SECONDS + 30) * 1000;
    while (!(await rowOf(room, camila.name).getByText('Offline', { exact: true }).isVisible())) {
      assert.ok(Date.now() < waitUntil, 'Camila shows offline');
      await answer(a.page, 1);
      await answer(b.page, 1);
      await room.waitForTimeout(5000);
    }
    await rowOf(room, amal.name).getByText('Answering', { exact: true }).waitFor();
    await room.getByRole('button', { name: /^Offline\s*1$/ }).waitFor();
    await room.screenshot({ path: screenshotPath('exam-room-live-en') });
    await expectNoSeriousAxeViolations(room, 'the control room');

    // Three more minutes for Amal: her countdown grows at her next save.
    const before = await clockSeconds(a.page);
    await act(room, amal.name, 'Extend time', { minutes: 3, reason: 'Fire drill in lab 2' });
    await answer(a.page, 0);
    await a.page.waitForFunction((limit) => {
      const [m, s] = document.querySelector('[role="timer"]').innerText.trim().split(':').map(Number);
      return m * 60 + s > limit;
    }, before + 120);
    assert.ok((await clockSeconds(a.page)) > before + 120, 'the countdown grew by the extension');
    await a.page.screenshot({ path: screenshotPath('exam-room-extended-applicant') });

    // Submit Badr now, then reopen him for 5 minutes: his page continues with his answers.
    await act(room, badr.name, 'Submit now', { reason: 'Left the room ill' });
    await rowOf(room, badr.name).getByText('Submitted', { exact: true }).waitFor({ timeout: 15_000 });
    await act(room, badr.name, 'Reopen', { minutes: 5, reason: 'Came back, the doctor agreed' });
    await rowOf(room, badr.name)
      .getByText(/^(Answering|Idle|Offline)$/)
      .waitFor({ timeout: 15_000 });
    await b.page.reload();
    await b.page.locator('section[data-question-id]').first().waitFor();
    assert.ok((await clockSeconds(b.page)) > 240, 'the reopened attempt has its 5 minutes');
    await answer(b.page, 0);
    await rowOf(room, badr.name).getByText('Answering', { exact: true }).waitFor({ timeout: 15_000 });
    await room.screenshot({ path: screenshotPath('exam-room-after-actions-en') });

    const audit = await callApi(mizan.url, 'admin/examroom.php', { id: exams.english.id }, { token });
    const byName = new Map(audit.body.data.attempts.map((attempt) => [attempt.name, attempt]));
    assert.equal(byName.get(amal.name).extraMinutes, 3);
    assert.equal(byName.get(badr.name).state, 'answering');
    await staff.close();
    await a.context.close();
    await b.context.close();
  });

  it('in Arabic: the room of an Arabic assessment is right to left', async () => {
    const applicant = await startExam(exams.arabic.id, people[0], { id: 'الرقم القومي', register: 'تسجيل', yes: 'نعم' });
    const staff = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const room = await staff.newPage();
    await openRoom(room, exams.arabic.id);
    await room.getByRole('heading', { level: 1, name: exams.arabic.name }).waitFor();
    await rowOf(room, people[0].name).waitFor();
    assert.equal(await room.getByTestId('assessment-page').getAttribute('dir'), 'rtl');
    await room.screenshot({ path: screenshotPath('exam-room-ar') });
    await expectNoSeriousAxeViolations(room, 'the Arabic control room');

    // A power cut: an incident with 5 minutes given back, recorded in Arabic, extends the attempt once.
    await rowOf(room, people[0].name).getByRole('checkbox').check();
    await room.getByRole('button', { name: 'تسجيل واقعة…' }).click();
    const dialog = room.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'انقطاع الكهرباء' }).check();
    await dialog.getByRole('spinbutton').fill('5');
    await room.screenshot({ path: screenshotPath('exam-room-incident-ar') });
    await expectNoSeriousAxeViolations(room, 'the Arabic incident dialog');
    await dialog.getByRole('button', { name: 'تسجيل', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const afterIncident = await callApi(mizan.url, 'admin/examroom.php', { id: exams.arabic.id }, { token });
    assert.equal(afterIncident.body.data.attempts[0].extraMinutes, 5);
    const incidents = await callApi(mizan.url, 'admin/getincidents.php', { id: exams.arabic.id }, { token });
    assert.deepEqual(
      incidents.body.data.map((incident) => [incident.category, incident.minutes]),
      [['power', 5]],
    );
    await staff.close();
    await applicant.context.close();
  });
});
