/** The questions journey's authoring steps, per question type (e2e/questions.e2e.mjs). */
import assert from 'node:assert/strict';
import { HOUSE_PICTURE } from './house-picture.mjs';
import { importShared } from './shared-module.mjs';
import {
  drawRing,
  editorFrame,
  expectSaveRefused,
  expectSpotNear,
  mouseDrag,
  pick,
  rowTexts,
  setTotalMark,
  typeRich,
  writeHeader,
} from './single-editor-page.mjs';

const SPEC = await importShared('questions/messages.ts');
const NUMERICAL = await importShared('questions/types/numerical/messages.ts');

/**
 * Per type: `first` is the message of a question saved untouched; `author`
 * fills the question in editingMode (it may check more messages on the way);
 * `key` works in answeringMode; `beforeKey` is the message while only the
 * key is missing (types that have one).
 */
export const JOURNEYS = {
  TrueOrFalse: {
    header: 'The Nile is the longest river in Africa.',
    first: SPEC.HEADER_REQUIRED,
    async author(page, j) {
      await writeHeader(page, j.header);
      await expectSaveRefused(page, SPEC.TOTAL_MARK_REQUIRED);
      await setTotalMark(page, '1');
    },
    beforeKey: SPEC.CORRECT_ANSWER_REQUIRED,
    async key(answer) {
      await answer.getByRole('radio', { name: 'True', exact: true }).check();
    },
    async exam(exam) {
      assert.equal(await exam.getByRole('radio').count(), 2);
      await exam.getByRole('radio', { name: 'True', exact: true }).waitFor();
    },
  },

  MCQ: {
    header: 'Which of these cities are in Egypt?',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '2');
      const editor = editorFrame(page);
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 1', exact: true }), 'Cairo');
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 2', exact: true }), 'Paris');
      await editor.getByRole('button', { name: 'Add option' }).click();
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 3', exact: true }), 'Alexandria');
      await expectSaveRefused(page, SPEC.CORRECT_ANSWER_REQUIRED);
      await writeHeader(page, j.header);
    },
    beforeKey: SPEC.CORRECT_ANSWER_REQUIRED,
    async key(answer) {
      await answer.getByRole('checkbox', { name: 'Option 1 is correct' }).check();
      await answer.getByRole('checkbox', { name: 'Option 3 is correct' }).check();
      await answer.getByText('2 correct options').waitFor();
    },
    async exam(exam) {
      for (const city of ['Cairo', 'Paris', 'Alexandria']) await exam.getByText(city, { exact: true }).waitFor();
    },
  },

  FillTheBlank: {
    header: 'Complete the sentence.',
    first: SPEC.HEADER_REQUIRED,
    async author(page, j) {
      await writeHeader(page, j.header);
      await setTotalMark(page, '1');
      const editor = editorFrame(page);
      const text = editor.getByRole('textbox', { name: 'Text with blanks' });
      await typeRich(page, text, 'Water boils at ');
      await editor.getByRole('button', { name: 'Insert blank' }).click();
      await page.keyboard.type(' degrees Celsius.');
      await text.getByText('degrees Celsius.', { exact: false }).waitFor();
      await editor.getByText('Blank 1', { exact: true }).waitFor();
      await expectSaveRefused(page, SPEC.BLANK_ANSWER_REQUIRED);
    },
    beforeKey: null,
    async key(answer) {
      const box = answer.getByRole('textbox', { name: 'Accepted answers for blank 1' });
      await box.fill('100');
      await box.press('Enter');
      await answer.getByRole('list', { name: 'Accepted answers for blank 1 (1)' }).waitFor();
      // Arabic-Indic digits count as the same answer, so it is not added twice.
      await box.fill('١٠٠');
      await answer.getByRole('button', { name: 'Add answer' }).click();
      await answer.getByRole('list', { name: 'Accepted answers for blank 1 (1)' }).waitFor();
      await box.fill('one hundred');
      await answer.getByRole('button', { name: 'Add answer' }).click();
      await answer.getByRole('list', { name: 'Accepted answers for blank 1 (2)' }).waitFor();
    },
    async exam(exam) {
      await exam.getByText('degrees Celsius.', { exact: false }).waitFor();
    },
  },

  Numerical: {
    header: 'How long is the rod, in metres?',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '2');
      await expectSaveRefused(page, SPEC.HEADER_REQUIRED);
      await writeHeader(page, j.header);
      const editor = editorFrame(page);
      await editor.getByRole('button', { name: 'Add unit' }).click();
      await editor.getByRole('textbox', { name: 'Unit 1', exact: true }).fill('m');
    },
    beforeKey: NUMERICAL.NUMERICAL_VALUE_INVALID,
    async key(answer) {
      // Typed with an Arabic keyboard, the key is written as it is stored when the box is left.
      const number = answer.getByRole('textbox', { name: 'Answer 1: number' });
      await number.fill('٣٫٥');
      await answer.getByRole('textbox', { name: 'Answer 1: tolerance' }).fill('0.1');
      assert.equal(await number.inputValue(), '3.5');
    },
    async exam(exam) {
      const box = exam.getByRole('textbox', { name: 'Your answer' });
      await box.fill('٣٫٥');
      assert.equal(await box.inputValue(), '٣٫٥');
      await exam.getByRole('combobox', { name: 'Unit' }).selectOption('m');
    },
  },

  VideoComponent: {
    header: 'Introduce yourself in English in under a minute.',
    first: SPEC.HEADER_REQUIRED,
    async author(page, j) {
      await writeHeader(page, j.header);
      await expectSaveRefused(page, SPEC.TOTAL_MARK_REQUIRED);
      await setTotalMark(page, '5');
    },
    beforeKey: null,
    async key(answer) {
      await answer.getByText('graded by hand', { exact: false }).waitFor();
    },
  },

  AudioComponent: {
    header: 'Read the poem aloud.',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '4');
      await expectSaveRefused(page, SPEC.HEADER_REQUIRED);
      await writeHeader(page, j.header);
    },
    beforeKey: null,
    async key(answer) {
      await answer.getByText('graded by hand', { exact: false }).waitFor();
    },
  },

  OrderComponent: {
    header: 'Put the stages of a plant’s life in order.',
    first: SPEC.ORDER_HEADER_AND_OPTIONS_REQUIRED,
    async author(page, j) {
      await writeHeader(page, j.header);
      const editor = editorFrame(page);
      // Typed out of order on purpose: the key is arranged by dragging.
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 1', exact: true }), 'Flower');
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 2', exact: true }), 'Seed');
      await editor.getByRole('button', { name: 'Add option' }).click();
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 3', exact: true }), 'Sprout');
      await expectSaveRefused(page, SPEC.TOTAL_MARK_REQUIRED);
      await setTotalMark(page, '3');
    },
    beforeKey: SPEC.CORRECT_ANSWER_REQUIRED,
    async key(answer) {
      const list = answer.getByRole('list', { name: 'Correct order' });
      const row = (text) => list.getByRole('listitem').filter({ hasText: text });
      // The answer-key part of a type loads on its own (per-type chunks): wait for its rows.
      await row('Sprout').waitFor();
      assert.deepEqual(await rowTexts(list), ['Flower', 'Seed', 'Sprout']);
      // A real HTML5 drag: Flower onto the last row puts it last.
      await row('Flower').dragTo(row('Sprout'));
      await answer.getByText('The correct order is set.').waitFor();
      assert.deepEqual(await rowTexts(list), ['Seed', 'Sprout', 'Flower']);
      // And the keyboard way agrees: down then up leaves it as it is.
      await list.getByRole('button', { name: 'Move down: Seed' }).click();
      await list.getByRole('button', { name: 'Move up: Seed' }).click();
      assert.deepEqual(await rowTexts(list), ['Seed', 'Sprout', 'Flower']);
    },
    async exam(exam) {
      assert.equal(await exam.getByRole('listitem').count(), 3);
    },
  },

  MatchQComponent: {
    header: 'Match each country to its capital.',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '2');
      const editor = editorFrame(page);
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 1', exact: true }), 'Egypt');
      await typeRich(page, editor.getByRole('textbox', { name: 'Option 2', exact: true }), 'France');
      await expectSaveRefused(page, SPEC.HEADER_AND_OPTIONS_REQUIRED);
      await writeHeader(page, j.header);
      await typeRich(page, editor.getByRole('textbox', { name: 'Possible answer A', exact: true }), 'Paris');
      await typeRich(page, editor.getByRole('textbox', { name: 'Possible answer B', exact: true }), 'Cairo');
      await editor.getByRole('button', { name: 'Add possible answer' }).click();
      await typeRich(page, editor.getByRole('textbox', { name: 'Possible answer C', exact: true }), 'Rome');
      await expectSaveRefused(page, SPEC.OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS);
      await editor.getByRole('button', { name: 'Remove possible answer C' }).click();
    },
    beforeKey: SPEC.CORRECT_ANSWER_REQUIRED,
    async key(answer, page) {
      const chip = (text) => answer.locator('[data-testid^="chip-"]').filter({ hasText: text });
      // A real HTML5 drag from the pool into option 1's slot.
      await chip('Cairo').dragTo(answer.getByRole('group', { name: 'Match for option 1' }));
      await answer.getByRole('group', { name: 'Match for option 1' }).getByText('Cairo').waitFor();
      // The keyboard way for option 2.
      await pick(page, answer, 'Pick the match for option 2', 'A. Paris');
      await answer.getByText('Every option has its match.').waitFor();
    },
    async exam(exam) {
      await exam.getByText('Egypt', { exact: true }).waitFor();
      await exam.getByRole('group', { name: 'Answers' }).getByText('Cairo').waitFor();
    },
  },

  LabelQComponent: {
    header: 'Label the parts of the house.',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '2');
      await writeHeader(page, j.header);
      const editor = editorFrame(page);
      await editor.getByRole('button', { name: 'Add label' }).click();
      await editor.getByRole('textbox', { name: 'Label 1', exact: true }).fill('Roof');
      await editor.getByRole('button', { name: 'Add label' }).click();
      await editor.getByRole('textbox', { name: 'Label 2', exact: true }).fill('Door');
      await expectSaveRefused(page, SPEC.IMAGE_REQUIRED);
      await editor.locator('input[type="file"]').setInputFiles(HOUSE_PICTURE);
      const picture = editor.getByRole('img', { name: 'The picture to label' });
      await editor.getByRole('button', { name: 'Add drop spot' }).click();
      await picture.waitFor();
      // Drag each new spot (it starts in the middle) to its place with the mouse (pointer events).
      await mouseDrag(page, editor.getByRole('button', { name: 'Drop spot 1, 50% across and 50% down' }), picture, { x: 0.375, y: 0.36 });
      await expectSpotNear(editor, 1, 37.5, 36);
      await editor.getByRole('button', { name: 'Add drop spot' }).click();
      await mouseDrag(page, editor.getByRole('button', { name: 'Drop spot 2, 50% across and 50% down' }), picture, { x: 0.375, y: 0.64 });
      await expectSpotNear(editor, 2, 37.5, 64);
      await editor.getByRole('textbox', { name: 'Caption of spot 1' }).fill('roof');
    },
    beforeKey: SPEC.CORRECT_ANSWER_REQUIRED,
    async key(answer, page) {
      const chip = answer.getByTestId('label-tray').locator('[data-testid^="chip-"]').filter({ hasText: 'Roof' });
      // A real HTML5 drag from the tray onto spot 1.
      await chip.dragTo(answer.getByTestId('label-spot-1'));
      await answer.getByRole('group', { name: 'Spot 1: Roof' }).waitFor();
      await pick(page, answer, 'Spot for Door', 'Spot 2');
      await answer.getByText('Every label has its spot.').waitFor();
    },
    async exam(exam) {
      await exam.getByRole('img', { name: 'The picture to label' }).waitFor();
      await exam.getByText('Roof', { exact: true }).first().waitFor();
    },
  },

  EssayComponent: {
    header: 'Describe your favourite book in a paragraph.',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '10');
      await expectSaveRefused(page, SPEC.HEADER_REQUIRED);
      await writeHeader(page, j.header);
      const editor = editorFrame(page);
      await editor.getByLabel('Answer placeholder').fill('Write your paragraph here');
      await editor.getByRole('spinbutton', { name: 'Word limit' }).fill('150');
      await editor.getByText('Show word count', { exact: true }).click();
      await editor.getByText('Show word limit', { exact: true }).click();
    },
    beforeKey: null,
    async key(answer) {
      await answer.getByText('Essays are graded by hand').waitFor();
      await answer.getByText('150', { exact: true }).waitFor();
      await answer.getByText('the word count and the word limit').waitFor();
    },
  },

  FileUploadEnhanced: {
    header: 'Upload your science project report.',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '5');
      await expectSaveRefused(page, SPEC.HEADER_REQUIRED);
      await writeHeader(page, j.header);
      await pick(page, editorFrame(page), 'Max files', '3');
    },
    beforeKey: null,
    async key(answer) {
      await answer.getByText('graded by hand', { exact: false }).waitFor();
    },
    async exam(exam) {
      await exam.getByRole('button', { name: 'Upload files' }).waitFor();
      await exam.getByText('0 of 3 files uploaded').waitFor();
    },
  },

  ImageHighlight: {
    header: 'Circle the door of the house.',
    first: SPEC.TOTAL_MARK_REQUIRED,
    async author(page, j) {
      await setTotalMark(page, '3');
      await writeHeader(page, j.header);
      await expectSaveRefused(page, SPEC.IMAGE_REQUIRED);
      const editor = editorFrame(page);
      await editor.locator('input[type="file"]').setInputFiles(HOUSE_PICTURE);
      await editor.getByRole('img', { name: 'Picture to draw on' }).waitFor();
      await editor.getByRole('textbox', { name: 'Author note' }).fill('A ring around the brown door.');
    },
    beforeKey: null,
    async key(answer) {
      await answer.getByText('Drawings are graded by hand').waitFor();
      await answer.getByText('A ring around the brown door.').waitFor();
    },
    async exam(exam, page) {
      // Draw on the preview's canvas: the drawing is exported and uploaded as staff media.
      await drawRing(page, exam.getByLabel('Drawing area'), { x: 0.375, y: 0.64 });
      await exam.getByText('Drawing saved').waitFor({ timeout: 30_000 });
    },
  },
};
