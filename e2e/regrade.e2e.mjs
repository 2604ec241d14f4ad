/**
 * Fixing a wrong key after results are out: three applicants submit an
 * assessment whose multiple-choice key marks the wrong number as prime, the
 * results are released; a teacher corrects the key in the browser, reads the
 * dry run (who changes, the distribution, released results) and regrades;
 * the applicant's released result (on a phone) shows the new mark with
 * "Corrected on", and the results letter prints the new percent. An Arabic
 * assessment's dry run reads right to left.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGN, callApi, registerSeededApplicant } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const DEMO = { En: 'Demo: General Admission Test', Ar: 'تجريبي: اختبار القبول العام' };
const TITLES = { En: 'E2E: Maths check 2027', Ar: 'فحص الرياضيات ٢٠٢٧' };
const REASON = '9 is not prime: the key should mark 2 and 13.';

describe('regrade: a teacher fixes an MCQ key after three submissions, the results follow', () => {
  let mizan;
  let browser;
  let token;
  let staffPage;
  const exams = {};

  const api = async (path, data) => {
    const answer = await callApi(mizan.url, path, data, { token });
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  /**
   * A published assessment of the demo's True/False question and its prime
   * numbers MCQ (all or nothing, out of 2) whose key wrongly marks 9 (the
   * second option) instead of 13 (the third).
   */
  async function assessmentWithWrongKey(lang) {
    const demo = (await api('admin/getexams.php', '1')).data.find((row) => row.title === DEMO[lang]);
    const questions = (await api('admin/getexam.php', { id: demo.id })).data.questions;
    const trueFalse = questions.find((question) => question.type === 'TrueOrFalse');
    const demoMcq = questions.find((question) => question.type === 'MCQ');
    const mcq = { ...demoMcq, isPartial: false, options: demoMcq.options.map((option, index) => ({ ...option, isTrue: index < 2 })) };
    const added = await api('admin/addexam.php', {
      name: TITLES[lang],
      lang,
      grade: 'Grade 10',
      type: 'Admission',
      nooftrials: 1,
      istimed: 0,
      allowResume: true,
      showResults: false,
      questions: [trueFalse, mcq],
    });
    await api('admin/publishassessment.php', { id: added.data.id });
    return { id: added.data.id, trueFalse, mcq, applicants: [] };
  }

  /** Seeded applicant `index` registers, answers True and the options at `picks`, and submits, all through the API. */
  async function submitted(exam, index, picks) {
    const hash = await registerSeededApplicant(mizan.url, token, exam.id, index);
    const opened = await callApi(mizan.url, 'admin/getstudentexam.php', { id: hash });
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    const answers = [
      [exam.trueFalse.id, { type: 'TrueOrFalse', optionId: 'True' }],
      [exam.mcq.id, { type: 'MCQ', selected: picks.map((pick) => exam.mcq.options[pick].id) }],
    ];
    for (const [questionId, answer] of answers) {
      const saved = await callApi(mizan.url, 'student/saveanswer.php', { hash, questionId, answer, seq: 1 });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    }
    assert.equal((await callApi(mizan.url, 'student/submitexam.php', { id: hash })).status, 200);
    exam.applicants.push({ hash, picks });
  }

  /** A browser that is the one the applicant registered from (an attempt is bound to it), as a phone. */
  async function applicantPhone() {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript((sign) => sessionStorage.setItem('fingerprint', sign), SIGN);
    return context.newPage();
  }

  /** Opens the dry run of correcting question 2's key: untick 9, tick 13, give the reason. */
  async function dryRunOfKeyFix(page) {
    const editor = page.getByTestId('key-editor');
    await editor.getByRole('checkbox', { name: 'Option 2 is correct' }).uncheck();
    await editor.getByRole('checkbox', { name: 'Option 3 is correct' }).check();
    await page.getByLabel('Reason for the correction').fill(REASON);
    await page.getByRole('button', { name: 'Dry run' }).click();
    const report = page.getByTestId('dry-run');
    await report.waitFor();
    return report;
  }

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = (await callApi(mizan.url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).body.data;
    exams.En = await assessmentWithWrongKey('En');
    // Two pick the truly prime 2 and 13 (0 of 2 under the wrong key), one picks 2 and 9 (2 of 2).
    await submitted(exams.En, 0, [0, 2]);
    await submitted(exams.En, 1, [0, 2]);
    await submitted(exams.En, 2, [0, 1]);
    await api('admin/releaseresults.php', { id: exams.En.id });
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('the teacher corrects the key from the assessments list, reads the dry run and regrades the three attempts', async () => {
    const staff = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    staffPage = await staff.newPage();
    const page = staffPage;
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await page.goto(`${mizan.url}/dashboard/assessments`);
    await page.getByRole('button', { name: `Correct a key of ${TITLES.En}` }).click();
    await page.getByRole('button', { name: 'Correct the key of question 2' }).click();

    const report = await dryRunOfKeyFix(page);
    await report
      .getByText('3 submitted attempts were scored by this question. 3 attempts change, 3 released results among them.')
      .waitFor();
    const rows = report.getByRole('table').first().locator('tbody tr');
    assert.equal(await rows.count(), 3);
    const texts = await rows.allInnerTexts();
    assert.equal(texts.filter((text) => /0\s*→\s*2/.test(text) && /33\.33%\s*→\s*100%/.test(text)).length, 2, texts.join('\n'));
    assert.equal(texts.filter((text) => /2\s*→\s*0/.test(text) && /100%\s*→\s*33\.33%/.test(text)).length, 1, texts.join('\n'));
    const bands = page.getByTestId('regrade-distribution').locator('tbody tr');
    assert.match(await bands.nth(3).innerText(), /30–39 %\s*2\s*1/);
    assert.match(await bands.nth(9).innerText(), /90–100 %\s*1\s*2/);
    await expectNoSeriousAxeViolations(page, 'the dry run of a key correction');
    await page.screenshot({ path: screenshotPath('regrade-dry-run-en'), fullPage: true });

    await report.getByRole('button', { name: 'Regrade 3 attempts' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Regrade 3 attempts' }).click();
    await page.getByText('The question is now version 2; 3 attempts regraded.').waitFor();
    await page.screenshot({ path: screenshotPath('regrade-applied-en') });
  });

  it("the applicant's released result on a phone shows the new mark with 'Corrected on', and the letter prints the new percent", async () => {
    const gainer = exams.En.applicants[0];
    const page = await applicantPhone();
    await page.goto(`${mizan.url}/assessment?hash=${encodeURIComponent(gainer.hash)}`);
    const totals = page.getByTestId('result-total');
    await totals.waitFor();
    assert.match(await totals.innerText(), /100%/);
    const mcq = page.locator(`section[data-question-id="${exams.En.mcq.id}"]`);
    assert.equal(await mcq.getByTestId('result-score').innerText(), '2 / 2');
    await mcq.getByText(/^Corrected on \d{1,2} \w+ \d{4}$/).waitFor();
    assert.equal(await page.locator(`section[data-question-id="${exams.En.trueFalse.id}"]`).getByTestId('corrected-on').count(), 0);
    await mcq.getByTestId('corrected-on').scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, 'the corrected result on a phone');
    await page.screenshot({ path: screenshotPath('regrade-corrected-result-phone-en') });

    const taken = await api('admin/getstudentsexams.php', { pagenumber: 1, pagesize: 15, search: '', status: '' });
    const attempts = taken.data.exams.filter((row) => row.examname === TITLES.En);
    assert.equal(attempts.length, 3);
    const percents = [];
    for (const attempt of attempts) {
      await staffPage.goto(`${mizan.url}/print/letter?attempt=${attempt.id}`);
      await staffPage.getByRole('heading', { name: 'Assessment results letter' }).waitFor();
      const percent = staffPage
        .locator('div')
        .filter({ has: staffPage.getByText('Percent', { exact: true }) })
        .locator('b')
        .last();
      percents.push(await percent.innerText());
    }
    assert.deepEqual(percents.sort(), ['100%', '100%', '33.33%']);
    await staffPage.screenshot({ path: screenshotPath('regrade-letter-en'), fullPage: true });
  });

  it('an Arabic assessment: the dry run reads right to left', async () => {
    exams.Ar = await assessmentWithWrongKey('Ar');
    await submitted(exams.Ar, 3, [0, 2]);
    const page = staffPage;
    await page.goto(`${mizan.url}/dashboard/regrade/${exams.Ar.id}?question=${exams.Ar.mcq.id}`);
    const report = await dryRunOfKeyFix(page);
    await report.getByText('1 submitted attempt was scored by this question. 1 attempt changes, none of them released yet.').waitFor();
    assert.equal(await page.getByTestId('assessment-page').getAttribute('dir'), 'rtl');
    await expectNoSeriousAxeViolations(page, 'the Arabic dry run');
    await page.screenshot({ path: screenshotPath('regrade-dry-run-ar'), fullPage: true });
  });
});
