/**
 * An appeal in Arabic from a phone: an administrator opens re-mark requests
 * for seven days on an Arabic essay assessment (graded by the administrator
 * and released through the API); the applicant, on a 390×844 phone, asks
 * for a re-mark of the essay with a reason; a second grader (not the one who
 * marked it) re-marks it from the re-mark requests with a reason in Arabic;
 * the applicant reads the outcome and the new percent at the same link.
 * axe on each screen, screenshots kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGN, applicantContext, callApi, choosePasswordApi, registerSeededApplicant } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { staffPageAt } from './support/session.mjs';

const TITLE = 'اختبار القبول: مقال ٢٠٢٧';
const paragraph = (text) => [{ type: 'paragraph', children: [{ text }] }];
const ESSAY = {
  id: 'e2eapessay',
  type: 'EssayComponent',
  header: paragraph('لماذا تريد الالتحاق بمدرستنا؟ اكتب فقرة قصيرة.'),
  headertxt: 'لماذا تريد الالتحاق بمدرستنا؟',
  totalMark: '10',
  wordlimit: 200,
};
const SECOND = { user: 'second.marker', password: 'a-second-marker-2027' };
const REASON = 'أجبت عن جزأي السؤال، ولم يُحتسب الجزء الثاني.';
const OUTCOME = 'الجزء الثاني من الإجابة صحيح ويستحق درجتين إضافيتين.';

describe('appeal: an Arabic re-mark request from a phone, re-marked by a second grader', () => {
  let mizan;
  let browser;
  let token;
  let examId;
  let hash;
  let phone;

  const api = async (path, data) => {
    const answer = await callApi(mizan.url, path, data, { token });
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = (await callApi(mizan.url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).body.data;
    const added = await api('postusers', {
      displayname: 'Second Marker',
      userName: SECOND.user,
      role_id: 3,
      password: 'a-given-password-1',
    });
    const flagged = await fetch(`${mizan.url}/api/putusers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ sign: SIGN, data: { UserId: added.data.id, flags: ['ans'] } }),
    });
    assert.equal(flagged.status, 200);
    await choosePasswordApi(mizan.url, SECOND.user, 'a-given-password-1', SECOND.password);
    const exam = await api('admin/addexam.php', {
      name: TITLE,
      lang: 'Ar',
      grade: 'Grade 10',
      type: 'Admission',
      nooftrials: 1,
      istimed: 0,
      allowResume: true,
      grading_teachers_ids: [added.data.id],
      questions: [ESSAY],
    });
    examId = exam.data.id;
    await api('admin/publishassessment.php', { id: examId });
    hash = await registerSeededApplicant(mizan.url, token, examId, 0);
    assert.equal((await callApi(mizan.url, 'admin/getstudentexam.php', { id: hash })).status, 200);
    const answer = { type: 'EssayComponent', text: paragraph('أحب العلوم، وأريد أن أتعلم البرمجة والروبوتات في مدرستكم.') };
    assert.equal((await callApi(mizan.url, 'student/saveanswer.php', { hash, questionId: ESSAY.id, answer, seq: 1 })).status, 200);
    assert.equal((await callApi(mizan.url, 'student/submitexam.php', { id: hash })).status, 200);
    const list = await api('admin/getstudentsexams.php', { pagenumber: 1, pagesize: 10, search: '', exam_id: examId });
    // The administrator marks it first: 6 of 10.
    await api('admin/gradeexam.php', {
      id: list.data.exams[0].id,
      answerdquestions: [{ id: ESSAY.id, score: 6, feedback: 'إجابة جيدة.' }],
    });
    await api('admin/releaseresults.php', { id: examId });
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('an administrator lets applicants request a re-mark for seven days after release', async () => {
    const page = await staffPageAt(browser, mizan.url, 'admin', ADMIN_PASSWORD, '/dashboard/assessments');
    await page.getByRole('button', { name: `Re-marks of ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Re-marks of ${TITLE}` });
    const days = dialog.getByRole('spinbutton', { name: 'Days after release during which applicants may request a re-mark' });
    assert.equal(await days.inputValue(), '0');
    await days.fill('7');
    await expectNoSeriousAxeViolations(page, 'the re-mark window');
    await page.screenshot({ path: screenshotPath('appeal-window-en') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Applicants may request a re-mark for 7 days after release.').waitFor();
    await page.context().close();
  });

  it('the applicant, on a phone in Arabic, asks for a re-mark of the essay with a reason', async () => {
    const context = await applicantContext(browser);
    phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${mizan.url}/assessment?hash=${encodeURIComponent(hash)}`);
    await phone.getByTestId('result-total').waitFor();
    await phone.getByText(/يمكنك طلب إعادة تصحيح هذه الإجابة حتى/).waitFor();
    await phone.getByRole('button', { name: 'طلب إعادة التصحيح' }).click();
    await phone.getByRole('textbox', { name: 'لماذا يجب إعادة تصحيح هذه الإجابة؟' }).fill(REASON);
    await expectNoSeriousAxeViolations(phone, 'the re-mark request form (Arabic, phone)');
    await phone.screenshot({ path: screenshotPath('appeal-request-form-ar-phone'), fullPage: true });
    await phone.getByRole('button', { name: 'إرسال الطلب' }).click();
    const status = phone.getByTestId('remark-status');
    await status.getByText(/طُلبت إعادة التصحيح في/).waitFor();
    await status.getByText(REASON).waitFor();
    assert.equal(await status.evaluate((node) => getComputedStyle(node).direction), 'rtl');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the result fits the phone's width (${width}px)`);
    await phone.screenshot({ path: screenshotPath('appeal-requested-ar-phone'), fullPage: true });
  });

  it('a second grader re-marks it from the re-mark requests; the first grader could not', async () => {
    const page = await staffPageAt(browser, mizan.url, SECOND.user, SECOND.password, '/dashboard/appeals');
    const card = page.locator('[data-testid^="appeal-"]').filter({ hasText: TITLE });
    await card.getByText(REASON).waitFor();
    await card
      .getByText(/6 \/ 10/)
      .first()
      .waitFor();
    await card.getByText(/by Administrator/).waitFor();
    await card.getByRole('spinbutton', { name: 'New mark (0 to 10)' }).fill('8');
    await card.getByRole('textbox', { name: 'Reason (the applicant reads it)' }).fill(OUTCOME);
    await expectNoSeriousAxeViolations(page, 'the re-mark requests');
    await page.screenshot({ path: screenshotPath('appeal-queue-en'), fullPage: true });
    await card.getByRole('button', { name: 'Save re-mark' }).click();
    await page.getByText('No open re-mark requests.').waitFor();
    await page.locator('.ant-segmented-item').filter({ hasText: 'Resolved' }).click();
    const resolved = page.locator('[data-testid^="appeal-"]').filter({ hasText: OUTCOME });
    await resolved.getByText(/Mark changed from/).waitFor();
    await page.screenshot({ path: screenshotPath('appeal-resolved-en'), fullPage: true });

    const firstGrader = await callApi(mizan.url, 'admin/getappeals.php', { state: 'all' }, { token });
    assert.equal(firstGrader.body.data[0].mayResolve, false);
  });

  it('the applicant reads the outcome and its reason in Arabic, with the new mark and percent', async () => {
    await phone.reload();
    const status = phone.getByTestId('remark-status');
    await status.getByText(/تغيّرت درجتك من ٦ إلى ٨/).waitFor();
    await status.getByText(OUTCOME).waitFor();
    assert.match(await phone.getByTestId('result-total').innerText(), /80%/);
    await expectNoSeriousAxeViolations(phone, 'the re-mark outcome (Arabic, phone)');
    await phone.screenshot({ path: screenshotPath('appeal-outcome-ar-phone'), fullPage: true });
  });
});
