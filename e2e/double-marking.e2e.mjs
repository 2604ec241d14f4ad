/**
 * Blind double marking of an Arabic essay by rubric: an administrator turns on double
 * and anonymous marking; two graders each mark two submissions without
 * seeing the other's mark or the applicants' names; one pair differs by more
 * than the threshold and a third grader moderates it from the moderation
 * queue; the other pair gets its mean. The agreement report shows the
 * figures (right to left for the Arabic assessment), and the administrator
 * reveals the names. axe on each screen, screenshots kept.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SIGN, callApi, choosePasswordApi, registerSeededApplicant } from './support/api.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { staffPageAt } from './support/session.mjs';

const TITLE = 'مقال العلوم ٢٠٢٧';
const paragraph = (text) => [{ type: 'paragraph', children: [{ text }] }];
const ESSAY = {
  id: 'e2edmessay',
  type: 'EssayComponent',
  header: paragraph('لماذا تحب العلوم؟ اكتب فقرة قصيرة.'),
  headertxt: 'لماذا تحب العلوم؟',
  totalMark: '10',
  wordlimit: 200,
  rubric: {
    id: 'e2edmrubr1',
    title: 'تقدير المقال',
    criteria: [
      {
        id: 'e2edmideas',
        title: 'الأفكار',
        levels: [
          { id: 'e2edmidea0', points: 0, descriptor: 'لا فكرة' },
          { id: 'e2edmidea2', points: 2, descriptor: 'بعض الأفكار' },
          { id: 'e2edmidea5', points: 5, descriptor: 'أفكار واضحة' },
        ],
      },
      {
        id: 'e2edmlangu',
        title: 'اللغة',
        levels: [
          { id: 'e2edmlang1', points: 1, descriptor: 'أخطاء كثيرة' },
          { id: 'e2edmlang3', points: 3, descriptor: 'أخطاء قليلة' },
          { id: 'e2edmlang5', points: 5, descriptor: 'لغة سليمة' },
        ],
      },
    ],
  },
};
/** The rubric levels a grader clicks, and the mark they give. */
const PICKS = {
  8: ['أفكار واضحة', 'أخطاء قليلة'],
  7: ['بعض الأفكار', 'لغة سليمة'],
  6: ['أفكار واضحة', 'أخطاء كثيرة'],
  3: ['بعض الأفكار', 'أخطاء كثيرة'],
};
const GRADERS = ['first.marker', 'second.marker', 'moderator.marker'];
const PASSWORD = 'a-grader-password-2027';

describe('double marking: two blind marks, one moderated, one mean, and the agreement report', () => {
  let mizan;
  let browser;
  let token;
  let examId;
  const attempts = [];
  const names = [];

  const api = async (path, data) => {
    const answer = await callApi(mizan.url, path, data, { token });
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  /** The cockpit's Save (its icon is part of the accessible name; Save and next is another button). */
  const saveButton = (page) => page.getByRole('button').filter({ hasText: /^\s*Save\s*$/ });

  /** In the cockpit: the note above the answer, then one rubric level per criterion clicked (their sum is the score) and saved. */
  async function markInCockpit(page, score, note) {
    if (note) await page.getByTestId(`marking-note-${ESSAY.id}`).filter({ hasText: note }).waitFor();
    const box = page.getByLabel('Score');
    if (note) assert.equal(await box.inputValue(), '', 'a marker never sees the other mark');
    for (const level of PICKS[score]) await page.getByRole('radio', { name: new RegExp(level) }).check();
    await page.waitForFunction((mark) => Number(document.querySelector('input[id$="-score"]')?.value) === mark, score);
    await saveButton(page).click();
    await page
      .getByText(/saved \(/)
      .first()
      .waitFor();
  }

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    token = (await callApi(mizan.url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).body.data;
    const ids = [];
    for (const user of GRADERS) {
      const added = await api('postusers', {
        displayname: user.replace('.', ' '),
        userName: user,
        role_id: 3,
        password: 'a-given-password-1',
      });
      const flagged = await fetch(`${mizan.url}/api/putusers`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ sign: SIGN, data: { UserId: added.data.id, flags: ['ans'] } }),
      });
      assert.equal(flagged.status, 200);
      await choosePasswordApi(mizan.url, user, 'a-given-password-1', PASSWORD);
      ids.push(added.data.id);
    }
    const added = await api('admin/addexam.php', {
      name: TITLE,
      lang: 'Ar',
      grade: 'Grade 10',
      type: 'Admission',
      nooftrials: 1,
      istimed: 0,
      allowResume: true,
      grading_teachers_ids: ids,
      questions: [ESSAY],
    });
    examId = added.data.id;
    await api('admin/publishassessment.php', { id: examId });
    for (const index of [0, 1]) {
      const hash = await registerSeededApplicant(mizan.url, token, examId, index);
      assert.equal((await callApi(mizan.url, 'admin/getstudentexam.php', { id: hash })).status, 200);
      const answer = { type: 'EssayComponent', text: paragraph(`أحب العلوم لأنها تشرح العالم. (${index + 1})`) };
      assert.equal((await callApi(mizan.url, 'student/saveanswer.php', { hash, questionId: ESSAY.id, answer, seq: 1 })).status, 200);
      assert.equal((await callApi(mizan.url, 'student/submitexam.php', { id: hash })).status, 200);
    }
    const list = await api('admin/getstudentsexams.php', { pagenumber: 1, pagesize: 10, search: '', exam_id: examId });
    // Newest submission first, as the cockpit orders them.
    for (const row of list.data.exams) {
      attempts.push(row.id);
      names.push(row.studentname);
    }
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('the administrator turns on double and anonymous marking for the assessment', async () => {
    const page = await staffPageAt(browser, mizan.url, 'admin', ADMIN_PASSWORD, `/dashboard/marking/${examId}`);
    await page.getByRole('switch', { name: 'Double marking' }).click();
    await page.getByRole('switch', { name: 'Anonymous marking' }).click();
    await page.getByRole('button', { name: 'Save marking settings' }).click();
    await page.getByText('Marking settings saved.').waitFor();
    await expectNoSeriousAxeViolations(page, 'the marking settings');
    await page.screenshot({ path: screenshotPath('double-marking-settings'), fullPage: true });
    const before = (await api('admin/getmarkingsettings.php', { id: examId })).data;
    assert.deepEqual([before.doubleMarking, before.thresholdPercent, before.anonymousMarking], [true, 20, true]);
    await page.context().close();
  });

  it('the first marker marks both essays, seeing pseudonyms instead of names', async () => {
    const page = await staffPageAt(browser, mizan.url, GRADERS[0], PASSWORD, `/dashboard/grading/${examId}?attempt=${attempts[0]}`);
    await page.getByTestId('cockpit-applicant').filter({ hasText: 'Applicant A-' }).waitFor();
    await markInCockpit(page, 8, 'You are the first marker.');
    await expectNoSeriousAxeViolations(page, 'the cockpit of the first marker');
    await page.screenshot({ path: screenshotPath('double-marking-first-marker') });
    await page.goto(`${mizan.url}/dashboard/grading/${examId}?attempt=${attempts[1]}`);
    await markInCockpit(page, 7, 'You are the first marker.');
    await page.getByTestId(`marking-note-${ESSAY.id}`).filter({ hasText: 'Waiting for the other marker' }).waitFor();
    const body = await page.locator('body').innerText();
    for (const name of names) assert.ok(!body.includes(name));
    await page.context().close();
  });

  it('the second marker marks blind: one far from the first mark, one close to it', async () => {
    const page = await staffPageAt(browser, mizan.url, GRADERS[1], PASSWORD, `/dashboard/grading/${examId}?attempt=${attempts[0]}`);
    await markInCockpit(page, 3, 'You are the second marker.');
    await page.getByTestId(`marking-note-${ESSAY.id}`).filter({ hasText: 'a moderator will decide' }).waitFor();
    await page.screenshot({ path: screenshotPath('double-marking-second-marker') });
    await page.goto(`${mizan.url}/dashboard/grading/${examId}?attempt=${attempts[1]}`);
    await markInCockpit(page, 6, 'You are the second marker.');
    // |7 − 6| is within 20 % of 10: the mean, 6.5, stands at once.
    await page.getByTestId(`marking-note-${ESSAY.id}`).filter({ hasText: 'the mean of the two marks' }).waitFor();
    assert.equal((await api('admin/getanswermarks.php', { id: attempts[1] })).data.questions[0].standing, 6.5);
    await page.context().close();
  });

  it('the moderator finds the disagreement in the queue and their mark stands', async () => {
    const page = await staffPageAt(browser, mizan.url, GRADERS[2], PASSWORD, `/dashboard/marking/${examId}`);
    const row = page.locator('section[aria-labelledby="moderation-title"] .ant-table-row').first();
    await row.filter({ hasText: '8 and 3 of 10' }).waitFor();
    await row.getByRole('button', { name: /^Moderate/ }).click();
    await page.waitForURL(/\/dashboard\/grading\//);
    await page
      .getByTestId(`marking-note-${ESSAY.id}`)
      .filter({ hasText: 'Moderation needed: marks 8 and 3 differ by more than 20 %' })
      .waitFor();
    await page.locator('[data-testid="assessment-page"][dir="rtl"]').waitFor();
    await expectNoSeriousAxeViolations(page, 'the cockpit of the moderator');
    await page.screenshot({ path: screenshotPath('double-marking-moderator') });
    await markInCockpit(page, 6, null);
    await page.getByTestId(`marking-note-${ESSAY.id}`).filter({ hasText: "the moderator's mark stands" }).waitFor();
    await page.context().close();
    const marks = (await api('admin/getanswermarks.php', { id: attempts[0] })).data.questions[0];
    assert.equal(marks.standing, 6);
    assert.equal(marks.resolution, 'moderator');
  });

  it('the agreement report shows the figures right to left, and the administrator reveals the names', async () => {
    const page = await staffPageAt(browser, mizan.url, 'admin', ADMIN_PASSWORD, `/dashboard/marking/${examId}`);
    const report = page.getByTestId('agreement-report');
    await report.waitFor();
    await page.locator('[data-testid="assessment-page"][dir="rtl"]').waitFor();
    const text = await report.innerText();
    assert.match(text, /Answers marked twice\s+2/);
    assert.match(text, /Sent to moderation\s+1/);
    assert.match(text, /first marker · second marker|second marker · first marker/);
    await expectNoSeriousAxeViolations(page, 'the agreement report');
    await page.screenshot({ path: screenshotPath('double-marking-report'), fullPage: true });
    await page.getByRole('button', { name: 'Reveal names to graders' }).click();
    await page.getByRole('button', { name: 'Reveal', exact: true }).click();
    await page.getByTestId('marking-revealed').waitFor();
    const list = await api('admin/getstudentsexams.php', { pagenumber: 1, pagesize: 10, search: '', exam_id: examId });
    assert.ok(list.data.exams.every((row) => !row.studentname.startsWith('Applicant A-')));
    await page.context().close();
  });
});
