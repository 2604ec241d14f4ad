/**
 * Crash drills in the browser, beside exam-crash.e2e.mjs (SIGKILL):
 * an applicant is mid-exam in Chromium when (1) the server loses its
 * PostgreSQL for 10 seconds — the server reaches PostgreSQL through a TCP
 * proxy the test cuts, because the machine's PostgreSQL is shared — and (2)
 * the browser loses the network. During the outage calls answer 503 with a
 * sentence (no hang, no stack); afterwards every answer the applicant gave is
 * stored, the page says Saved, and the applicant carries on and submits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicantContext, assessmentIdByTitle, callApi, registerSeededApplicant, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { createScratchDatabase, postgresUrl } from './support/scratch-database.mjs';
import { startTcpProxy } from './support/tcp-proxy.mjs';

const OUTAGE_MS = 10_000;
const EXAM_TITLE = 'Demo: General Admission Test';

/** The section of the exam page holding question `index` (0-based). */
const questionSection = (page, index) => page.locator('section[data-question-id]').nth(index);

async function waitForStatus(section, status, timeout = 60_000) {
  await section.locator(`[data-save-status="${status}"]`).waitFor({ timeout });
}

describe(
  'an exam survives a database outage and a dropped network',
  { skip: postgresUrl === '' ? 'no TEST_DATABASE_URL or DATABASE_URL: the outage drill needs PostgreSQL' : false },
  () => {
    let database;
    let proxy;
    let server;
    let browser;

    before(async () => {
      database = await createScratchDatabase('mizan_outage');
      proxy = await startTcpProxy({ host: database.host, port: database.port });
      server = await startMizan({ DATABASE_URL: database.urlThrough(proxy.port) });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
      await proxy?.close();
      await database?.drop();
    });

    it('keeps every answer through 10 s without PostgreSQL and a browser offline, then submits', async () => {
      const token = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
      const examId = await assessmentIdByTitle(server.url, token, EXAM_TITLE);
      const hash = await registerSeededApplicant(server.url, token, examId);

      const context = await applicantContext(browser);
      const page = await context.newPage();
      await page.goto(`${server.url}/assessment?hash=${hash}`);
      const trueOrFalse = questionSection(page, 0);
      const multipleChoice = questionSection(page, 1);
      await trueOrFalse.getByRole('radio', { name: 'False', exact: true }).check();
      await waitForStatus(trueOrFalse, 'saved');

      // 1. PostgreSQL goes away for 10 seconds.
      proxy.cut();
      await multipleChoice.getByRole('checkbox', { name: '13', exact: true }).check();
      await waitForStatus(multipleChoice, 'offline');
      await page.getByText('You are offline. Your answers are kept on this device').waitFor();
      const duringOutage = await callApi(server.url, 'admin/getstudentexam.php', { id: hash });
      assert.equal(duringOutage.status, 503);
      assert.match(duringOutage.body.msg, /cannot reach its database/);
      assert.doesNotMatch(JSON.stringify(duringOutage.body), /stack|at .*\.js:\d+/);
      const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(30_000) });
      assert.equal(health.status, 503);
      await page.screenshot({ path: screenshotPath('exam-database-outage'), fullPage: false });
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      proxy.restore();
      await waitForStatus(multipleChoice, 'saved');

      // 2. The applicant's own network drops; they change an answer meanwhile.
      await context.setOffline(true);
      await trueOrFalse.getByRole('radio', { name: 'True', exact: true }).check();
      await waitForStatus(trueOrFalse, 'offline');
      await page.screenshot({ path: screenshotPath('exam-browser-offline'), fullPage: false });
      await context.setOffline(false);
      await waitForStatus(trueOrFalse, 'saved');

      // Every answer is on the server, as last given.
      const stored = await callApi(server.url, 'admin/getstudentexam.php', { id: hash });
      assert.equal(stored.status, 200);
      const [tfQuestion, mcqQuestion] = stored.body.data.exam.questions;
      const answers = new Map(stored.body.data.answers.map((saved) => [saved.questionId, saved.answer]));
      assert.deepEqual(answers.get(tfQuestion.id), { type: 'TrueOrFalse', optionId: 'True' });
      const thirteen = mcqQuestion.options.find((option) => JSON.stringify(option).includes('13'));
      assert.deepEqual(answers.get(mcqQuestion.id), { type: 'MCQ', selected: [thirteen.id] });

      // The applicant carries on after a reload and submits.
      await page.reload();
      await questionSection(page, 0).getByRole('radio', { name: 'True', exact: true }).waitFor();
      assert.equal(await questionSection(page, 0).getByRole('radio', { name: 'True', exact: true }).isChecked(), true);
      assert.equal(await questionSection(page, 1).getByRole('checkbox', { name: '13', exact: true }).isChecked(), true);
      await page.getByRole('button', { name: 'Submit exam' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit exam' }).click();
      await page.locator('.ant-modal-confirm-title', { hasText: 'Success' }).waitFor();
      await page.screenshot({ path: screenshotPath('exam-submitted-after-outage'), fullPage: false });
      const submitted = await callApi(server.url, 'student/submitexam.php', { id: hash });
      assert.deepEqual(submitted.body, { msg: 'This test has been submitted before!', code: 'submitted_before' });
      await context.close();
    });
  },
);
