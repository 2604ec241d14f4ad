/**
 * Access codes journey: staff turn on 'Require access codes' for an
 * assessment; on its apply page (English, and Arabic right to left) the
 * applicant is asked for the code, the ID alone and a wrong code are refused
 * without naming anyone, the right code registers. A second browser with
 * the ID alone cannot take the running attempt; with the code it can. Staff
 * then move it with admin/moveattempt.php and a third browser continues it
 * from the link with the saved answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callApi, seededApplicant, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';

const DEMO_ENGLISH = 'Demo: General Admission Test';
const WRONG = 'The ID or the access code is not right. Check both against your admission card, or ask the exam room staff.';
const NEEDS_CODE = 'This assessment needs your access code as well as your ID. You find it on your admission card.';

describe('access codes: apply with ID and code, a known ID alone takes nothing, staff move an attempt', () => {
  let mizan;
  let browser;
  let token;
  let applicant;
  let code;
  const exams = {};

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
    applicant = await seededApplicant(mizan.url, token);
    const list = await fetch(`${mizan.url}/api/admin/getapplicant.php`, { headers: { authorization: `Bearer ${token}` } });
    code = (await list.json()).data.applicants.find((row) => row.id === applicant.id).access_code;
    assert.match(code, /^[A-HJ-NP-Z2-9]{8}$/, 'the admin sees the code in the applicants list');

    const exams0 = await callApi(mizan.url, 'admin/getexams.php', '1', { token });
    const demo = exams0.body.data.find((row) => row.title === DEMO_ENGLISH);
    const questions = (await callApi(mizan.url, 'admin/getexam.php', { id: demo.id }, { token })).body.data.questions
      .filter((question) => question.type === 'MCQ')
      .slice(0, 2);
    for (const [key, name, lang] of [
      ['english', 'E2E: access codes', 'En'],
      ['arabic', 'اختبار برمز الدخول', 'Ar'],
    ]) {
      const added = await callApi(
        mizan.url,
        'admin/addexam.php',
        { name, lang, nooftrials: 1, istimed: 1, duration: 30, allowResume: true, requireAccessCodes: true, questions },
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

  async function apply(page, examId, { ssn = applicant.ssn, accessCode } = {}) {
    await page.getByLabel('ID (SSN)').fill(ssn);
    if (accessCode !== undefined) await page.getByLabel(/Access code/).fill(accessCode);
    await page.getByRole('button', { name: 'Register' }).click();
  }

  it('in English: the code field, refusals that name no one, then the right code starts the exam; another browser needs the code too', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${mizan.url}/apply/${exams.english.id}`);
    await page.getByRole('heading', { name: exams.english.name }).waitFor();
    await page.getByLabel('Access code').waitFor();
    await page.screenshot({ path: screenshotPath('access-code-apply-en') });

    // The ID alone: the form asks for the code, nothing is sent.
    await apply(page, exams.english.id);
    await page.getByText('Required', { exact: true }).waitFor();

    // A wrong code: the server's sentence, no name.
    await apply(page, exams.english.id, { accessCode: 'AAAA2222' === code ? 'BBBB3333' : 'AAAA2222' });
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByText(WRONG).waitFor();
    assert.equal(await page.getByText(applicant.name).count(), 0, 'no name is shown for a wrong code');
    await page.screenshot({ path: screenshotPath('access-code-wrong-en') });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The right code, typed in lower case with a dash.
    await apply(page, exams.english.id, { accessCode: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    await dialog
      .locator('.ant-modal-confirm-title')
      .getByText(`Are you "${applicant.name}" ? and ready to start the Assessment?`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/assessment\?hash=/);
    await page.getByText('Q 1', { exact: true }).waitFor();
    const hash = new URL(page.url()).searchParams.get('hash');
    await page.locator('section[data-question-id]').first().getByRole('checkbox').first().check();
    await page.locator('section[data-question-id] [data-save-status="saved"]').first().waitFor();

    // Someone else who knows the ID: the server refuses without the code (API, as a script would), nothing moves.
    const alone = await callApi(mizan.url, 'emp/reg.php', { exam_id: exams.english.id, ssn: applicant.ssn });
    assert.deepEqual({ status: alone.status, body: alone.body }, { status: 401, body: { msg: NEEDS_CODE, code: 'access_code_required' } });
    await page.reload();
    await page.getByText('Q 1', { exact: true }).waitFor();

    // A staff move: the applicant's next browser continues from the link with the saved answer.
    const row = (
      await callApi(
        mizan.url,
        'admin/getstudentsexams.php',
        { pagenumber: 1, pagesize: 15, search: applicant.name, status: 'inprogress' },
        { token },
      )
    ).body.data.exams.find((exam) => exam.examname === exams.english.name);
    const moved = await callApi(mizan.url, 'admin/moveattempt.php', { attemptId: row.id, reason: 'Lab computer crashed' }, { token });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    const newComputer = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const next = await newComputer.newPage();
    await next.goto(`${mizan.url}/assessment?hash=${hash}`);
    await next.getByText('Q 1', { exact: true }).waitFor();
    assert.equal(
      await next.locator('section[data-question-id]').first().getByRole('checkbox').first().isChecked(),
      true,
      'the saved answer came along',
    );
    await page.reload();
    await page.getByText('Open in another browser', { exact: true }).waitFor();
    await newComputer.close();
    await context.close();
  });

  it('in Arabic: the field is labelled in Arabic too, right to left', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${mizan.url}/apply/${exams.arabic.id}`);
    await page.getByRole('heading', { name: exams.arabic.name }).waitFor();
    await page.getByLabel('رمز الدخول').waitFor();
    assert.ok(await page.locator('div[dir="rtl"]').first().isVisible(), 'the apply page is right to left');
    await page.getByLabel('الرقم القومي').fill(applicant.ssn);
    await page.getByLabel('رمز الدخول').fill(code);
    await page.screenshot({ path: screenshotPath('access-code-apply-ar') });
    await page.getByRole('button', { name: 'تسجيل' }).click();
    await page.locator('.ant-modal-confirm-title').getByText(applicant.name).waitFor();
    await context.close();
  });
});
