import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainText, type Question, type QuestionFilePreview, type RichText } from '@mizan/shared';
import { previewOf, readQuestionFile } from './import-questions';

/** Moodle's own fixtures, read through the import path staff use (readQuestionFile, then the preview). */
const preview = (file: string): QuestionFilePreview =>
  previewOf(
    'moodlexml',
    readQuestionFile('moodlexml', readFileSync(join(__dirname, '../../../test-fixtures/question-files/moodle', file))),
  );

/** One row per question: Moodle's type, ours (or null), and the first words of why it was skipped. */
const table = (shown: QuestionFilePreview) =>
  shown.items.map((item) => [item.sourceType, item.type, item.skipped === null ? null : item.skipped.slice(0, 40)]);

const question = <T extends Question['type']>(shown: QuestionFilePreview, name: string, type: T) => {
  const index = shown.items.filter((item) => item.type !== null).findIndex((item) => item.name === name);
  const found = shown.questions[index];
  expect(found?.type).toBe(type);
  return found as Extract<Question, { type: T }>;
};
const notesOf = (shown: QuestionFilePreview, name: string) => shown.items.find((item) => item.name === name)?.notes ?? [];
const images = (rich: RichText) =>
  rich.flatMap((node) =>
    'type' in node && node.type === 'image' ? [{ alt: node.alt, url: node.url.slice(0, node.url.indexOf(',') + 1) }] : [],
  );
const blankAnswers = (question: Extract<Question, { type: 'FillTheBlank' }>) => question.blanks.map((blank) => blank.answers);

describe("Moodle's own fixture files, per file", () => {
  test('multichoice.xml: one single-answer MCQ, its key, its linked sound named in a note', () => {
    const shown = preview('multichoice.xml');
    expect(table(shown)).toEqual([['multichoice', 'MCQ', null]]);
    const mcq = question(shown, 'Greeting', 'MCQ');
    expect(mcq.options.map((option) => [images(option.option)[0]?.alt, plainText(option.option).trim(), option.isTrue])).toEqual([
      ['British Flag', 'English', false],
      ['French flag', 'French', true],
      ['German flag', 'German', false],
      ['Denmark flag', 'Danish', false],
    ]);
    expect(mcq).toMatchObject({ isPartial: false, shuffleOptions: true, totalMark: '1' });
    expect(notesOf(shown, 'Greeting')).toEqual([
      expect.stringMatching(/^A linked sound or video was dropped \(@@PLUGINFILE@@\/bonjour\.mp3\)/),
    ]);
  });

  test('truefalse.xml: two true/false questions, the key, the picture in place with its alt, general feedback as feedback', () => {
    const shown = preview('truefalse.xml');
    expect(table(shown)).toEqual([
      ['truefalse', 'TrueOrFalse', null],
      ['truefalse', 'TrueOrFalse', null],
    ]);
    const first = question(shown, 'Moodle acronym (False)', 'TrueOrFalse');
    expect(first.options.map((option) => option.isTrue)).toEqual([false, true]);
    expect(first.header.map((node) => ('type' in node ? node.type : 'text'))).toEqual(['paragraph', 'image', 'paragraph']);
    expect(images(first.header)).toEqual([{ alt: 'Moodle logo', url: 'data:image/jpeg;base64,' }]);
    expect(first.headertxt).toBe('Moodle\n\nis an acronym for Modular Object-Oriented Dynamic Learning Education.');
    expect(first.feedback).toBe('For further information, see the documentation about Moodle.');
    expect(notesOf(shown, 'Moodle acronym (False)')).toEqual([
      "The general feedback's pictures were dropped: feedback here is plain text.",
      'Feedback on each answer was dropped: no counterpart here.',
    ]);
  });

  test("multianswer.xml: Moodle's type name cloze is read; gaps, word answers and both flags arrive", () => {
    const shown = preview('multianswer.xml');
    expect(table(shown)).toEqual([['cloze', 'FillTheBlank', null]]);
    const cloze = question(shown, 'cloze with images', 'FillTheBlank');
    expect(blankAnswers(cloze)).toEqual([['California'], ['Arizona'], ['California'], ['Arizona'], ['Paris']]);
    expect(images(cloze.content)).toEqual([
      { alt: 'California flag', url: 'data:image/png;base64,' },
      { alt: 'Arizona flag', url: 'data:image/png;base64,' },
    ]);
    expect(cloze.vHeader).toContain('The capital of France is _____.');
    expect(cloze.feedback).toBe('This is a Moodle question');
    expect(notesOf(shown, 'cloze with images')).toContain('Partly right answers of gap 5 were dropped: a blank here is right or wrong.');
  });

  test('broken_cloze_questions.xml: each broken cloze is skipped with its reason, the one-choice one comes in', () => {
    expect(table(preview('broken_cloze_questions.xml'))).toEqual([
      ['cloze', null, 'The text has no gaps.'],
      ['cloze', null, 'The text has no gaps.'],
      ['cloze', 'FillTheBlank', null],
      ['cloze', null, 'Gap 1 has no fully right answer.'],
      ['cloze', null, 'The answer "zero" of numerical gap 1 is '],
    ]);
  });

  test('sample_questions_with_old_image_tag.xml: Moodle 1.9 <image> and <image_base64> pictures come in', () => {
    const shown = preview('sample_questions_with_old_image_tag.xml');
    expect(table(shown)).toEqual([
      ['cloze', 'FillTheBlank', null],
      ['multichoice', 'MCQ', null],
    ]);
    const mcq = question(shown, 'mcq with image', 'MCQ');
    expect(images(mcq.header)).toEqual([{ alt: undefined, url: 'data:image/png;base64,' }]);
    expect(mcq.options.map((option) => [plainText(option.option), option.isTrue])).toEqual([
      ['wrong answer', false],
      ['another wrong answer', false],
      ['right answer', true],
    ]);
    expect(mcq.shuffleOptions).toBe(true);
    const cloze = question(shown, 'cloze question with image', 'FillTheBlank');
    expect(images(cloze.header)).toHaveLength(1);
    expect(cloze.shuffleOptions).toBe(false);
  });

  test.each([
    [
      'categories_reverse_order.xml',
      [
        ['essay', 'EssayComponent', null],
        ['shortanswer', 'FillTheBlank', null],
      ],
    ],
    ['category_with_description.xml', [['truefalse', 'TrueOrFalse', null]]],
    ['export_category.xml', [['truefalse', 'TrueOrFalse', null]]],
    ['html_chars_in_idnumbers.xml', [['truefalse', 'TrueOrFalse', null]]],
    ['nested_categories.xml', [['truefalse', 'TrueOrFalse', null]]],
    [
      'old_format_file.xml',
      [
        ['truefalse', 'TrueOrFalse', null],
        ['truefalse', 'TrueOrFalse', null],
      ],
    ],
    ['qtype-essay.xml', [['essay', 'EssayComponent', null]]],
    ['qtype-description.xml', [['description', null, 'A description is text without a question']]],
    ['qtype-ddmarker.xml', [['ddmarker', null, 'Drag markers are marked by areas of any ']]],
    ['qtype-ddimageortext.xml', [['ddimageortext', 'LabelQComponent', null]]],
  ])('%s arrives as its table says', (file, expected) => {
    expect(table(preview(file))).toEqual(expected);
  });

  test('nested_categories_with_questions.xml: the deepest category is the subject, the ones above are tags', () => {
    const shown = preview('nested_categories_with_questions.xml');
    expect(table(shown)).toEqual([
      ['truefalse', 'TrueOrFalse', null],
      ['essay', 'EssayComponent', null],
      ['truefalse', 'TrueOrFalse', null],
      ['truefalse', 'TrueOrFalse', null],
      ['truefalse', 'TrueOrFalse', null],
    ]);
    const items = readQuestionFile(
      'moodlexml',
      readFileSync(join(__dirname, '../../../test-fixtures/question-files/moodle/nested_categories_with_questions.xml')),
    );
    expect(items.map((item) => [item.name, item.subject, item.tags])).toEqual([
      ['Iota Question', 'Iota', []],
      ['Kappa Essay Question', 'Kappa', ['Iota']],
      ['Kappa Question', 'Kappa', ['Iota']],
      ['Lambda Question', 'Lambda', ['Iota', 'Kappa']],
      ['Mu Question', 'Mu', ['Iota']],
    ]);
  });

  test("qtype-match.xml: Moodle's type name matching is read; pairs, the extra answer named", () => {
    const shown = preview('qtype-match.xml');
    expect(table(shown)).toEqual([['matching', 'MatchQComponent', null]]);
    const match = question(shown, 'matching-001', 'MatchQComponent');
    const answerOf = (id: string) => plainText(match.PossibleAnswers.find((answer) => answer.id === id)?.option ?? []);
    expect(match.options.map((option, index) => [plainText(option.option), answerOf(match.correctPossibleAnswers[index])])).toEqual([
      ['frog', 'amphibian'],
      ['cat', 'mammal'],
      ['newt', 'amphibian'],
    ]);
    expect(match).toMatchObject({ shuffleOptions: true, feedback: 'General feedback.' });
    expect(notesOf(shown, 'matching-001')[0]).toBe(
      'Extra wrong answers were left out ("insect"): here each item has exactly its own answer to find.',
    );
  });

  test('qtype-multichoice.xml: several right answers score partly; the difference in penalties is named', () => {
    const shown = preview('qtype-multichoice.xml');
    expect(table(shown)).toEqual([['multichoice', 'MCQ', null]]);
    const mcq = question(shown, 'Multi-choice-001', 'MCQ');
    expect(mcq.options.map((option) => [plainText(option.option), option.isTrue])).toEqual([
      ['Tokyo', false],
      ['Spain', false],
      ['London', true],
      ['Barcelona', false],
      ['Paris', true],
    ]);
    expect(mcq.isPartial).toBe(true);
    expect(notesOf(shown, 'Multi-choice-001')).toEqual([
      "A wrong tick cost nothing in Moodle; here each wrong tick takes away one right choice's share (50%).",
      'The feedback for right, partly right and wrong responses was dropped: no counterpart here.',
      '2 hints were dropped: a question here gives no hints.',
    ]);
  });

  test('qtype-shortanswer.xml: the key, the partly right answer named, general feedback kept', () => {
    const shown = preview('qtype-shortanswer.xml');
    expect(table(shown)).toEqual([['shortanswer', 'FillTheBlank', null]]);
    const short = question(shown, 'shortanswer-001', 'FillTheBlank');
    expect(blankAnswers(short)).toEqual([['frog']]);
    expect(short.headertxt).toBe('Name an amphibian: __________');
    expect(short.feedback).toBe('Generalfeedback: frog or toad would have been OK.');
    expect(notesOf(shown, 'shortanswer-001')).toContain('Partly right answers were dropped: a blank here is right or wrong.');
  });

  test('qtype-gapselect.xml and qtype-ddwtos.xml: gaps in place, the word bank, shuffle as Moodle had it', () => {
    for (const file of ['qtype-gapselect.xml', 'qtype-ddwtos.xml']) {
      const shown = preview(file);
      expect(table(shown)).toEqual([['gapselect', 'FillTheBlank', null]]);
      const gaps = shown.questions[0] as Extract<Question, { type: 'FillTheBlank' }>;
      expect(gaps.vHeader).toBe('The _____ _____ on the _____.');
      expect(blankAnswers(gaps)).toEqual([['cat'], ['sat'], ['mat']]);
      expect(gaps.options.map((option) => option.option)).toEqual(['cat', 'sat', 'mat', 'dog', 'table']);
      expect(gaps.feedback).toBe('The cat sat on the mat.');
    }
  });

  test('qtype-numerical.xml: a Numerical question, its answer within its tolerance, general feedback kept, the hints named', () => {
    const shown = preview('qtype-numerical.xml');
    expect(table(shown)).toEqual([['numerical', 'Numerical', null]]);
    const numerical = question(shown, 'Numerical-001', 'Numerical');
    expect(
      numerical.answers.map(({ value, tolerance, toleranceMode, credit, feedback }) => ({
        value,
        tolerance,
        toleranceMode,
        credit,
        feedback,
      })),
    ).toEqual([{ value: '6.25', tolerance: '0.05', toleranceMode: 'absolute', credit: 100, feedback: '' }]);
    expect(numerical).toMatchObject({
      units: [],
      unitHandling: 'none',
      totalMark: '1',
      feedback: 'The average is 6.25',
      headertxt: 'What is the average of 4, 5, 6 and 10?',
    });
    expect(notesOf(shown, 'Numerical-001')).toEqual(['2 hints were dropped: a question here gives no hints.']);
  });

  test('qtype-truefalse.xml: the key and general feedback', () => {
    const shown = preview('qtype-truefalse.xml');
    expect(table(shown)).toEqual([['truefalse', 'TrueOrFalse', null]]);
    expect(shown.questions[0]).toMatchObject({ options: [{ isTrue: true }, { isTrue: false }] });
  });
});
