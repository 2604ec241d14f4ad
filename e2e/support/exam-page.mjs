/**
 * The applicant's exam page (/assessment?hash=…) driven as an applicant
 * does, in the assessment's words: leaving mid-exam, each question's section
 * and its save status, antd Selects, Order's Move up buttons, Submit exam and
 * the success dialog.
 */
import { importShared } from './shared-module.mjs';

const { applicantText } = await importShared('i18n/applicant-text.ts');
/** The applicant's words (shared applicantText) in an English and in an Arabic assessment. */
export const APPLICANT_TEXT_EN = applicantText('ltr');
export const APPLICANT_TEXT_AR = applicantText('rtl');

/** Leaving mid-exam asks first (SPEC §4): the journey accepts the question, and counts it. */
export function acceptLeaving(page) {
  const seen = { leaveWarnings: 0 };
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') seen.leaveWarnings += 1;
    void dialog.accept();
  });
  return seen;
}

/** The question section whose text contains `text` (its header). */
export const questionWith = (page, text) => page.locator('section[data-question-id]').filter({ hasText: text });
export const statusOf = (section) => section.locator('[data-save-status]').getAttribute('data-save-status');

export async function waitSaved(section) {
  await section.locator('[data-save-status="saved"]').waitFor();
}

/** An antd Select by its accessible name: pick the option whose text ends with `text`. */
export async function pick(page, scope, name, text) {
  await scope.getByRole('combobox', { name }).click();
  // The popup opened last is the last in the page; an earlier one may still be fading out.
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`${text}$`) })
    .last()
    .click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-dropdown')].every(
      (popup) =>
        popup.getBoundingClientRect().height === 0 ||
        getComputedStyle(popup).display === 'none' ||
        popup.classList.contains('ant-select-dropdown-hidden'),
    ),
  );
}

/** Put the Order question's items in `target` order with its Move up buttons (the keyboard way). */
export async function orderAs(section, target) {
  for (let index = 0; index < target.length; index += 1) {
    for (;;) {
      const texts = (await section.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
      const at = texts.findIndex((text) => text.includes(target[index]));
      if (at <= index) break;
      await section.getByRole('button', { name: `Move up: ${target[index]}` }).click();
    }
  }
}

/** A success dialog, after which the page may close itself (window.close, SPEC §4). */
export async function expectSuccess(page, timeout = 30_000, words = APPLICANT_TEXT_EN) {
  await page.locator('.ant-modal-confirm-title').getByText(words.success, { exact: true }).waitFor({ timeout });
}

export async function submitWithConfirm(page, words = APPLICANT_TEXT_EN) {
  await page.getByRole('button', { name: words.submitExam }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: words.submitExam }).click();
}
