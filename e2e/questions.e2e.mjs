/**
 * Journey: every single-editor route (shared QUESTION_TYPE_INFO),
 * through the UI as an author works: save too early and read SPEC's message
 * in the 'error' dialog, author a valid question (drag and drop for Order,
 * Match and Label, a picture upload for Label and Image highlight), go to
 * answer mode and set the key, come back, save, and screenshot the exam
 * preview in English and in Arabic (right to left).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { menuLabels, signIn } from './support/session.mjs';
import { importShared } from './support/shared-module.mjs';
import { expectOneAntd } from './support/shared-scope.mjs';
import { JOURNEYS } from './support/single-editor-journeys.mjs';
import {
  STEP_TIMEOUT,
  editorFrame,
  examFrame,
  expectSaveRefused,
  expectSaved,
  inAnswerMode,
  openRoute,
  screenshotExam,
} from './support/single-editor-page.mjs';

const { QUESTION_TYPE_INFO } = await importShared('questions/question-type-info.ts');
const SPEC = await importShared('questions/messages.ts');

/** One test's worth of time on a busy two-core machine. */
const TYPE_TIMEOUT = 180_000;

const ROUTED = Object.values(QUESTION_TYPE_INFO).filter((info) => info.route !== null);

describe('question editors: every single-editor route, authored, toggled, validated and saved', () => {
  let mizan;
  let browser;
  let page;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(STEP_TIMEOUT);
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    // The landing has finished its own client-side navigation once the menu is drawn.
    assert.ok((await menuLabels(page)).includes('Students'));
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('covers every route of QUESTION_TYPE_INFO, RIASEC having none', () => {
    // SPEC §2's single-editor routes.
    const spec = [
      '/mcq',
      '/Order',
      '/Match',
      '/Label',
      '/truefalse',
      '/essay',
      '/videoqst',
      '/audioqst',
      '/fileuploadenhanced',
      '/filltheblank',
      '/imagehighlight',
      // ours: the thirteenth type.
      '/numerical',
    ];
    assert.deepEqual(ROUTED.map((info) => info.route).sort(), spec.sort());
    assert.deepEqual(Object.keys(JOURNEYS).sort(), ROUTED.map((info) => info.type).sort());
  });

  for (const info of ROUTED) {
    it(`${info.route}: ${info.label}`, { timeout: TYPE_TIMEOUT }, async () => {
      try {
        await runJourney(info);
      } catch (error) {
        await page
          .screenshot({ path: screenshotPath(`question-${info.route.slice(1).toLowerCase()}-failure`), fullPage: true })
          .catch(() => {});
        throw error;
      }
    });
  }

  async function runJourney(info) {
    const journey = JOURNEYS[info.type];
    await openRoute(page, `${mizan.url}${info.route}`);
    await page.getByRole('heading', { name: `${info.label} question` }).waitFor();
    await editorFrame(page).getByText(SPEC.QUESTION_SETUP_TITLE, { exact: true }).waitFor();

    await expectSaveRefused(page, journey.first);
    await journey.author(page, journey);
    if (journey.beforeKey) await expectSaveRefused(page, journey.beforeKey);
    await inAnswerMode(page, (answer) => journey.key(answer, page));
    await expectSaved(page, info.label, journey.header);

    const exam = examFrame(page);
    await exam.getByText(journey.header).waitFor();
    await exam.getByText('Q 1', { exact: true }).waitFor();
    if (journey.exam) await journey.exam(exam, page);
    await screenshotExam(page, info.route.slice(1).toLowerCase());
    // The editor's antd components shared one by one (Select, Input, Modal…) are the shell's, as 'antd' is.
    await expectOneAntd(page, 'shell');
  }
});
