/**
 * Authoring a question in mf_questions' editor the way a person does, inside
 * any container (a single-editor page or the builder's modal).
 */

/** The editor's frame in a mode (editingMode or answeringMode) inside `scope`. */
export const editorFrame = (scope, mode = 'editingMode') => scope.locator(`.mizan-question[data-mode="${mode}"]`);

/** Type into a Slate rich-text box: click into it, then the keyboard. */
export async function typeRich(page, box, text) {
  await box.click();
  await page.keyboard.type(text);
  await box.getByText(text, { exact: false }).first().waitFor();
}

export async function writeHeader(page, scope, text) {
  await typeRich(page, editorFrame(scope).getByRole('textbox', { name: 'Question header' }), text);
}

export async function setTotalMark(scope, mark) {
  await editorFrame(scope).getByLabel('Total mark').fill(mark);
}

/** 'Go to Answer mode', run `setKey` on the answer-mode frame, then back to 'Go to Question setup mode'. */
export async function inAnswerMode(scope, setKey) {
  await editorFrame(scope).getByRole('button', { name: 'Go to Answer mode' }).click();
  const answer = editorFrame(scope, 'answeringMode');
  await answer.getByText('Correct answer setup', { exact: true }).waitFor();
  await setKey(answer);
  await answer.getByRole('button', { name: 'Go to Question setup mode' }).click();
  await editorFrame(scope).getByText('Question Setup', { exact: true }).waitFor();
}

/** An antd Select inside `scope`: open it by its accessible name and click the option titled `title`. */
export async function pick(page, scope, name, title) {
  await scope.getByRole('combobox', { name }).click();
  const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`);
  // A click that lands while the popup is still sliding in can be lost on a busy machine: click again until it closes.
  for (let attempt = 1; ; attempt += 1) {
    await option.click();
    try {
      await option.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
