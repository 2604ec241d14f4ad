/**
 * Random draws from the bank, in the built app: a teacher builds an Arabic
 * assessment from the bank with one fixed question and two random draws
 * (the editor counts the matching bank questions), shuffles the question
 * order and publishes it; two applicants get different questions, right to
 * left; grading shows each applicant's own questions, and item analysis
 * counts the drawn ones over the submissions that got them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicantContext, callApi, seededApplicant, signInApi } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const paragraph = (text) => [{ type: 'paragraph', children: [{ text }] }];
const option = (id, text, isTrue) => ({ id, option: paragraph(text), authorNote: '', selected: false, isTrue });
const bankMcq = (id, header) => ({
  id,
  type: 'MCQ',
  header: paragraph(header),
  totalMark: '1',
  difficult: 'Medium',
  cognitive: 'Understanding',
  options: [option(`${id.slice(0, 9)}a`, 'نعم', true), option(`${id.slice(0, 9)}b`, 'لا', false)],
});

const TITLE = 'اختبار السحب العشوائي';
const FIXED = 'سؤال ثابت: هل تحب الرياضيات؟';
const ALGEBRA = ['جبر 1: هل ٢ + ٢ = ٤؟', 'جبر 2: هل ٣ × ٣ = ٩؟', 'جبر 3: هل ١٠ ÷ ٢ = ٥؟', 'جبر 4: هل ٧ − ٢ = ٥؟'];
const GEOMETRY = [
  'هندسة 1: هل للمربع أربعة أضلاع؟',
  'هندسة 2: هل للمثلث ثلاث زوايا؟',
  'هندسة 3: هل الدائرة بلا زوايا؟',
  'هندسة 4: هل للمكعب ستة أوجه؟',
];
const ALL_HEADERS = [FIXED, ...ALGEBRA, ...GEOMETRY];

describe('random draws from the bank and a shuffled question order', () => {
  let server;
  let browser;
  let page;
  let token;
  let examId;
  /** Two applicants whose draws differ: their hash, name and the headers they got. */
  const takers = [];

  before(async () => {
    server = await startMizan();
    token = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
    const save = async (question, tags) => {
      const saved = await callApi(
        server.url,
        'admin/savebankquestion.php',
        { question, subject: 'Mathematics', grade: 'Grade 7', tags },
        { token },
      );
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    };
    await save(bankMcq('e2edrwfix1', FIXED), ['ثابت']);
    for (const [index, header] of ALGEBRA.entries()) await save(bankMcq(`e2edrwalg${index}`, header), ['جبر']);
    for (const [index, header] of GEOMETRY.entries()) await save(bankMcq(`e2edrwgeo${index}`, header), ['هندسة']);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\//);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Add a random draw of `count` questions carrying `tag`, and wait for the editor's count of matching bank questions. */
  async function addDraw(count, tag, screenshot) {
    await page.getByRole('button', { name: /Add a random draw$/ }).click();
    const editor = page.getByRole('dialog', { name: 'Add a random draw from the bank' });
    await editor.getByLabel('Questions to draw').fill(String(count));
    await editor.getByLabel('Tags (every one)').fill(tag);
    await editor.getByLabel('Tags (every one)').press('Enter');
    await editor.getByText('4 bank questions match these filters now.').waitFor();
    if (screenshot) {
      await expectNoSeriousAxeViolations(page, 'the random draw editor');
      await page.screenshot({ path: screenshotPath(screenshot) });
    }
    await editor.getByRole('button', { name: 'Add draw' }).click();
    await editor.waitFor({ state: 'hidden' });
  }

  it('builds an Arabic assessment: a fixed bank question, two random draws, shuffled order', async () => {
    await page
      .locator('nav')
      .getByRole('menuitem')
      .filter({ hasText: /^Assessments$/ })
      .click();
    await page.getByRole('button', { name: 'Add Assessment' }).click();
    await page.waitForURL(/\/assessmentcomponent/);
    await page.getByLabel('Title').fill(TITLE);
    await page.locator('label.ant-radio-button-wrapper', { hasText: /^Arabic$/ }).click();
    assert.equal(await page.getByRole('radio', { name: 'Arabic' }).isChecked(), true);

    await page.getByRole('button', { name: 'Add from the bank' }).click();
    const picker = page.locator('.ant-modal', { hasText: 'Add questions from the bank' });
    await picker.locator('tbody tr.ant-table-row', { hasText: FIXED }).getByRole('checkbox').check();
    await picker.getByRole('button', { name: 'Add 1 question' }).click();
    await page.getByText('1 question added from the bank.').waitFor();

    await addDraw(1, 'جبر', 'draws-editor');
    await addDraw(1, 'هندسة');
    await page.getByText('1 question from the bank: tag جبر').waitFor();
    await page.getByText('1 question from the bank: tag هندسة').waitFor();
    // Each draw's row says how many bank questions match it now (asked of the server after each change).
    await page.getByTestId('draw-note').nth(1).filter({ hasText: '4 match in the bank now' }).waitFor();
    await page.getByTestId('draw-note').first().filter({ hasText: '4 match in the bank now' }).waitFor();
    await page.getByRole('checkbox', { name: 'Shuffle the order of questions' }).check();
    // A reload then continues the attempt (without it, a reload submits).
    await page.getByRole('checkbox', { name: 'Allow resume after reload' }).check();
    await expectNoSeriousAxeViolations(page, 'the builder with draws');
    await page.screenshot({ path: screenshotPath('draws-builder'), fullPage: true });

    await page.getByRole('button', { name: /Submit exam$/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Yes' }).click();
    await page.locator('.ant-modal-confirm-success').waitFor();
    await page.locator('.ant-modal-confirm-success').getByRole('button').click();
  });

  it('publishes it from the assessments list', async () => {
    const row = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: TITLE }).first();
    await row.getByRole('button', { name: 'Publish assessment' }).click();
    await page
      .getByText(/Assessment published\./)
      .first()
      .waitFor();
    const exams = await callApi(server.url, 'admin/getexams.php', '1', { token });
    examId = exams.body.data.find((exam) => exam.title === TITLE).id;
  });

  it('two applicants get different questions, each in their own order, right to left', async () => {
    // Register and start until two applicants drew differently (16 possible draws: two alike is 1 in 16).
    const seen = [];
    for (let index = 0; index < 8 && takers.length < 2; index += 1) {
      const applicant = await seededApplicant(server.url, token, index);
      const registered = await callApi(server.url, 'emp/reg.php', { exam_id: examId, ssn: applicant.ssn });
      assert.equal(registered.status, 200, JSON.stringify(registered.body));
      const exam = await callApi(server.url, 'admin/getstudentexam.php', { id: registered.body.data });
      const headers = exam.body.data.exam.questions.map((question) => question.header[0].children.map((child) => child.text).join(''));
      assert.equal(headers.length, 3);
      assert.ok(headers.includes(FIXED));
      assert.equal(headers.filter((header) => ALGEBRA.includes(header)).length, 1);
      assert.equal(headers.filter((header) => GEOMETRY.includes(header)).length, 1);
      const key = [...headers].sort().join('|');
      if (takers.length === 0 || !seen.includes(key)) takers.push({ hash: registered.body.data, name: applicant.name, headers });
      seen.push(key);
    }
    assert.equal(takers.length, 2, 'two applicants with different draws');

    for (const [index, taker] of takers.entries()) {
      const context = await applicantContext(browser);
      const exam = await context.newPage();
      await exam.goto(`${server.url}/assessment?hash=${taker.hash}`);
      await exam.getByText('السؤال 1', { exact: true }).waitFor();
      assert.equal(await exam.locator('html').getAttribute('dir'), 'rtl');
      // Numbered in the applicant's own order: question n is the n-th they got.
      for (const [position, header] of taker.headers.entries()) {
        const section = exam.locator('section[data-question-id]').nth(position);
        await section.getByText(header).waitFor();
        await section.getByText(`السؤال ${position + 1}`, { exact: true }).waitFor();
      }
      for (const other of ALL_HEADERS.filter((header) => !taker.headers.includes(header)))
        assert.equal(await exam.getByText(other).count(), 0);
      await expectNoSeriousAxeViolations(exam, `applicant ${index + 1}'s drawn questions`);
      await exam.screenshot({ path: screenshotPath(`draws-applicant-${index + 1}`), fullPage: true });
      // A reload shows the same questions in the same order.
      await exam.reload();
      await exam.locator('section[data-question-id]').nth(2).getByText(taker.headers[2]).waitFor();
      const yes = exam.locator('section[data-question-id]').first().getByRole('checkbox', { name: 'نعم', exact: true });
      // Right after the reload the tick may land before the question is ready for it: as a person would, look, and tick again.
      for (let tries = 0; tries < 3 && !(await yes.isChecked()); tries += 1) await yes.check().catch(() => {});
      assert.ok(await yes.isChecked(), 'the answer is ticked before the submit');
      await exam.getByRole('button', { name: 'تسليم الاختبار' }).click();
      await exam.locator('.ant-modal-confirm').getByRole('button', { name: 'تسليم الاختبار' }).click();
      await exam.locator('.ant-modal-confirm-title').getByText('تم بنجاح', { exact: true }).waitFor();
      await context.close();
    }
  });

  it("grading shows each applicant's own questions, and item analysis counts the drawn ones", async () => {
    const taken = await callApi(
      server.url,
      'admin/getstudentsexams.php',
      { pagenumber: 1, pagesize: 15, search: '', exam_id: examId },
      { token },
    );
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    for (const [index, taker] of takers.entries()) {
      const row = taken.body.data.exams.find((exam) => exam.studentname === taker.name && exam.status !== 'inprogress');
      assert.ok(row, `${taker.name} is in Taken Assessments`);
      await page.goto(`${server.url}/assessmentViewComponent?id=${row.id}&exammode=gradingModeTeacher`);
      await page.getByText(taker.headers[0]).first().waitFor();
      for (const header of taker.headers) await page.getByText(header).first().waitFor();
      // The answer ticked on the first question shown is the one graded there; the others were left unanswered.
      const sheet = await callApi(server.url, 'admin/getstudentsol.php', { id: row.id }, { token });
      assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
      const graded = sheet.body.data.answerdquestions;
      assert.equal(graded[0].header.map((block) => block.children.map((child) => child.text).join('')).join(''), taker.headers[0]);
      assert.deepEqual(
        graded.map((question) => question.options.filter((option) => option.selected).length),
        [1, 0, 0],
      );
      assert.equal(Number(graded[0].score), 1);
      for (const other of ALL_HEADERS.filter((header) => !taker.headers.includes(header)))
        assert.equal(await page.getByText(other).count(), 0);
      await page.screenshot({ path: screenshotPath(`draws-grading-${index + 1}`), fullPage: true });
    }

    await page.goto(`${server.url}/dashboard/itemanalysis/${examId}`);
    await page.getByText(FIXED).first().waitFor();
    const drawnHeaders = [...new Set(takers.flatMap((taker) => taker.headers.filter((header) => header !== FIXED)))];
    for (const header of drawnHeaders) await page.locator('tr', { hasText: header }).getByText('Drawn from the bank').waitFor();
    // Each drawn question counts over the submissions that got it.
    const analysis = await callApi(server.url, 'admin/itemanalysis.php', { id: examId }, { token });
    for (const item of analysis.body.data.questions) {
      assert.equal(item.attempts, takers.filter((taker) => taker.headers.includes(item.headertxt)).length, item.headertxt);
      assert.equal(item.drawn, item.headertxt !== FIXED);
    }
    await expectNoSeriousAxeViolations(page, 'item analysis with drawn questions');
    await page.screenshot({ path: screenshotPath('draws-item-analysis'), fullPage: true });
  });
});
