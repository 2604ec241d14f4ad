/**
 * The single-editor question page (/mcq, /Order, …) driven as an author
 * does: the editor's frames, typing, saving (refused or accepted), answer
 * mode, drags, and the exam preview's screenshots in English and Arabic.
 */
import assert from 'node:assert/strict';
import { expectNoSeriousAxeViolations } from './axe.mjs';
import { screenshotPath } from './browser.mjs';
import { importShared } from './shared-module.mjs';

const SPEC = await importShared('questions/messages.ts');

/** mf-questions SingleEditorPage's SAVED_MESSAGE (a .tsx module, so not imported here). */
const SAVED_MESSAGE = 'Question saved in this browser (practice list).';

/** Each step waits at most this long on a busy two-core machine. */
export const STEP_TIMEOUT = 20_000;

/**
 * A full load of `url`. The shell's router may still settle the previous
 * page's URL (a same-document navigation) just as the load starts, which
 * Playwright reports as an interrupted navigation; one more try is enough.
 */
export async function openRoute(page, url) {
  try {
    await page.goto(url);
  } catch (error) {
    if (!/interrupted by another navigation/.test(String(error))) throw error;
    await page.goto(url);
  }
}

/** The editor column's frame (editingMode or answeringMode), the exam preview's frame. */
export const editorFrame = (page, mode = 'editingMode') => page.locator(`.mizan-question[data-mode="${mode}"]`);
export const examFrame = (page) => page.locator('.mizan-question[data-mode="examMode"]');

/** Type into a Slate rich-text box the way a person does: click into it, then the keyboard. */
export async function typeRich(page, box, text) {
  await box.click();
  // Keys typed before Slate has taken the focus are lost (seen once on a cold page).
  await page.waitForFunction((element) => element.contains(document.activeElement), await box.elementHandle());
  await page.keyboard.type(text);
  await box.getByText(text, { exact: false }).first().waitFor();
}

export async function writeHeader(page, text) {
  await typeRich(page, editorFrame(page).getByRole('textbox', { name: 'Question header' }), text);
}

export async function setTotalMark(page, mark) {
  await editorFrame(page).getByLabel('Total mark').fill(mark);
}

/** Save, and expect SPEC's `message` in the dialog titled 'error'; close it with OK. */
export async function expectSaveRefused(page, message) {
  await page.getByRole('button', { name: /^(save )?Save$/ }).click();
  const dialog = page.locator('.ant-modal-confirm-error');
  await dialog.waitFor();
  // textContent, not innerText: SPEC's Order message has a double space that layout would collapse.
  assert.equal(await dialog.locator('.ant-modal-confirm-title').textContent(), SPEC.VALIDATION_DIALOG_TITLE);
  assert.equal(await dialog.locator('.ant-modal-confirm-content').textContent(), message);
  // A click that lands while the dialog is still zooming in can be lost on a busy machine
  // (seen in a CI rehearsal): click again until it has closed.
  for (let attempt = 1; ; attempt += 1) {
    await dialog.getByRole('button', { name: 'OK' }).click();
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      if (!(await dialog.isVisible())) return;
    }
  }
}

/** Save a valid question: the success message, and the question in the practice list under its header. */
export async function expectSaved(page, label, header) {
  await page.getByRole('button', { name: /^(save )?Save$/ }).click();
  await page.locator('.ant-message').getByText(SAVED_MESSAGE).waitFor();
  assert.equal(await page.locator('.ant-modal-confirm-error').count(), 0, 'no error dialog after a valid save');
  const savedList = page.locator('.ant-card', { has: page.getByText(`Saved ${label} questions (this browser)`) });
  await savedList.getByText(header).first().waitFor();
}

/** 'Go to Answer mode', run `setKey` in the answer-mode frame, then 'Go to Question setup mode'. */
export async function inAnswerMode(page, setKey) {
  await editorFrame(page).getByRole('button', { name: SPEC.GO_TO_ANSWER_MODE }).click();
  const answer = editorFrame(page, 'answeringMode');
  await answer.getByText(SPEC.ANSWER_SETUP_TITLE, { exact: true }).waitFor();
  await setKey(answer);
  await answer.getByRole('button', { name: SPEC.GO_TO_SETUP_MODE }).click();
  await editorFrame(page).getByText(SPEC.QUESTION_SETUP_TITLE, { exact: true }).waitFor();
}

/** An antd Select: open it by its accessible name and click the option titled `title`. */
export async function pick(page, scope, name, title) {
  await scope.getByRole('combobox', { name }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
}

/** A pointer drag with the real mouse, in small steps, from the middle of `from` to a point of `to`'s box. */
export async function mouseDrag(page, from, to, { x = 0.5, y = 0.5 } = {}) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const box = await to.boundingBox();
  assert.ok(start && box, 'both ends of the drag are on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 12 });
  await page.mouse.up();
}

/** A ring drawn with the real mouse on `canvas`, around the point at fractions (x, y) of its box: 40 px across, 30 px down. */
export async function drawRing(page, canvas, { x, y }) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  assert.ok(box);
  const cx = box.x + box.width * x;
  const cy = box.y + box.height * y;
  await page.mouse.move(cx + 40, cy);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    const angle = (step / 24) * 2 * Math.PI;
    await page.mouse.move(cx + 40 * Math.cos(angle), cy + 30 * Math.sin(angle));
  }
  await page.mouse.up();
}

/** The exam preview's screenshots, English then Arabic (the page's switch flips the question right to left). */
export async function screenshotExam(page, name) {
  // Let the save toast go so it never covers the preview.
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: STEP_TIMEOUT })
    .catch(() => {});
  const exam = examFrame(page);
  await exam.scrollIntoViewIfNeeded();
  assert.equal(await exam.getAttribute('dir'), 'ltr');
  await expectNoSeriousAxeViolations(page, `the ${name} editor and preview (English)`);
  await exam.screenshot({ path: screenshotPath(`question-${name}-exam-en`) });
  await page.getByText('العربية', { exact: true }).click();
  await page.locator('.mizan-question[data-mode="examMode"][dir="rtl"]').waitFor();
  await page.locator('.mizan-question[data-mode="editingMode"][dir="rtl"]').waitFor();
  await expectNoSeriousAxeViolations(page, `the ${name} editor and preview (Arabic)`);
  await exam.screenshot({ path: screenshotPath(`question-${name}-exam-ar`) });
}

/** Spot `number` of the Label setup sits within 3% of (left, top), after a drag. */
export async function expectSpotNear(editor, number, left, top) {
  const handle = editor.getByRole('button', { name: new RegExp(`^Drop spot ${number}, `) });
  await editor
    .page()
    .waitForFunction(
      ([element, want]) => {
        const found = /(\d+)% across and (\d+)% down/.exec(element.getAttribute('aria-label') ?? '');
        return found !== null && Math.abs(Number(found[1]) - want.left) <= 3 && Math.abs(Number(found[2]) - want.top) <= 3;
      },
      [await handle.elementHandle(), { left, top }],
    )
    .catch(async (error) => {
      throw new Error(`spot ${number} is not near ${left}% across and ${top}% down: "${await handle.getAttribute('aria-label')}"`, {
        cause: error,
      });
    });
}

export async function rowTexts(list) {
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/^\d+\.\s*/, '').trim());
}
