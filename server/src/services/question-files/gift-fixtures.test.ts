import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainText, type Question, type QuestionFilePreview } from '@mizan/shared';
import { previewOf, readQuestionFile } from './import-questions';

/** Moodle's own GIFT files, read through the import path staff use (readQuestionFile, then the preview). */
const read = (file: string) => readQuestionFile('gift', readFileSync(join(__dirname, '../../../test-fixtures/question-files/gift', file)));
const preview = (file: string): QuestionFilePreview => previewOf('gift', read(file));

/** One row per question: GIFT's kind (as Moodle names it), our type, its name, the first words of a skip. */
const table = (shown: QuestionFilePreview) => shown.items.map((item) => [item.sourceType, item.type, item.name, item.skipped]);
const nth = <T extends Question['type']>(shown: QuestionFilePreview, index: number, type: T) => {
  const item = shown.items[index - 1];
  const found = shown.questions[shown.items.slice(0, index - 1).filter((earlier) => earlier.type !== null).length];
  expect([item.type, found?.type]).toEqual([type, type]);
  return found as Extract<Question, { type: T }>;
};
const optionsOf = (mcq: Extract<Question, { type: 'MCQ' }>) =>
  mcq.options.map((option) => [plainText(option.option), option.isTrue, option.authorNote]);
const pairsOf = (match: Extract<Question, { type: 'MatchQComponent' }>) =>
  match.options.map((option, index) => [
    plainText(option.option),
    plainText(match.PossibleAnswers.find((answer) => answer.id === match.correctPossibleAnswers[index])?.option ?? []),
  ]);
const answersOf = (numerical: Extract<Question, { type: 'Numerical' }>) =>
  numerical.answers.map((answer) => [answer.value, answer.tolerance, answer.credit, answer.feedback]);

describe("Moodle's own GIFT files, per file", () => {
  test('questions.gift.txt: nine questions of six kinds; keys, weights, formats and feedback as Moodle reads them', () => {
    const shown = preview('questions.gift.txt');
    expect(table(shown)).toEqual([
      ['essay', 'EssayComponent', 'Q8', null],
      ['matching', 'MatchQComponent', 'Moodle activities', null],
      ['multichoice', 'MCQ', 'Q2', null],
      ['multichoice', 'MCQ', 'colours', null],
      ['numerical', 'Numerical', 'Q5', null],
      ['shortanswer', 'FillTheBlank', 'Shortanswer', null],
      ['truefalse', 'TrueOrFalse', 'Q1', null],
      ['truefalse', 'TrueOrFalse', '2-08 TSL', null],
      ['truefalse', 'TrueOrFalse', '2-08 TSL', null],
    ]);
    expect(nth(shown, 1, 'EssayComponent').headertxt).toBe('How are you?');
    const match = nth(shown, 2, 'MatchQComponent');
    expect(match.headertxt).toBe('Match the activity to the description.');
    expect(match.header[0]).toEqual({
      type: 'paragraph',
      children: [{ text: 'Match the ' }, { text: 'activity', bold: true }, { text: ' to the description.' }],
    });
    expect(pairsOf(match)).toEqual([
      ['An activity supporting asynchronous discussions.', 'Forum'],
      ['A teacher asks a question and specifies a choice of multiple responses.', 'Choice'],
      ['A bank of record entries which participants can add to.', 'Database'],
      ['A collection of web pages that anyone can add to or edit.', 'Wiki'],
    ]);
    expect(shown.items[1].notes).toEqual([
      'Extra wrong answers were left out ("Chat"): here each item has exactly its own answer to find.',
    ]);
    const single = nth(shown, 3, 'MCQ');
    expect([single.isPartial, optionsOf(single)]).toEqual([
      false,
      [
        ['yellow', true, 'right; good!'],
        ['red', false, "wrong, it's yellow"],
        ['blue', false, "wrong, it's yellow"],
      ],
    ]);
    const multiple = nth(shown, 4, 'MCQ');
    // Equal shares and every wrong choice at -100 %: read as all or nothing, the difference named.
    expect([multiple.isPartial, optionsOf(multiple).map(([text, isTrue]) => [text, isTrue])]).toEqual([
      false,
      [
        ['yellow', true],
        ['red', false],
        ['off-beige', true],
        ['blue', false],
      ],
    ]);
    expect(shown.items[3].notes).toEqual([
      'Any wrong tick took all the marks in Moodle, and each right tick its share; here the question is all or nothing: every right choice and no wrong one.',
    ]);
    const numerical = nth(shown, 5, 'Numerical');
    expect(answersOf(numerical)).toEqual([['3', '2', 100, '']]);
    // The stray '";' after the braces makes it Moodle's missing-word form: the blank stands where the answers were.
    expect(numerical.headertxt).toBe('What is a number from 1 to 5? _____";');
    expect(shown.items[4].notes).toEqual(['The feedback for any other number was dropped: no counterpart here.']);
    expect(nth(shown, 6, 'FillTheBlank').blanks.map((blank) => blank.answers)).toEqual([['Frog']]);
    expect(shown.items[5].notes).toEqual([
      'Partly right answers were dropped: a blank here is right or wrong.',
      'Feedback on each answer was dropped: no counterpart here.',
    ]);
    const trueFalse = nth(shown, 7, 'TrueOrFalse');
    expect(trueFalse.options.map((option) => option.isTrue)).toEqual([false, true]);
    expect(trueFalse.feedback).toBe("This is, of course, a Hitchiker's Guide to the Galaxy reference.");
    expect(nth(shown, 8, 'TrueOrFalse').options[0].isTrue).toBe(true);
    expect(nth(shown, 9, 'TrueOrFalse').options[0].isTrue).toBe(true);
  });

  test('questions_in_category.gift.txt: the category line, escaped HTML, a linked sound named, a 100 % short answer', () => {
    const items = read('questions_in_category.gift.txt');
    expect(items.map((item) => [item.sourceType, item.question?.type, item.name, item.subject, item.tags])).toEqual([
      ['matching', 'MatchQComponent', 'Moodle activities', '', []],
      ['multichoice', 'MCQ', 'Greeting', '', []],
      ['shortanswer', 'FillTheBlank', 'Moodle user', '', []],
      ['truefalse', 'TrueOrFalse', 'Moodle acronym', '', []],
    ]);
    const shown = previewOf('gift', items);
    const greeting = nth(shown, 2, 'MCQ');
    expect(greeting.headertxt).toBe('Listen to this greeting:\nWhat language is being spoken?');
    expect(optionsOf(greeting).map(([text, isTrue]) => [text, isTrue])).toEqual([
      ['English', false],
      ['French', true],
      ['German', false],
      ['Spanish', false],
    ]);
    expect(shown.items[1].notes).toEqual([
      "A linked sound or video was dropped (http://demo.moodle.net/file.php/5/media/bonjour.mp3); the link's words are kept.",
    ]);
    expect(nth(shown, 3, 'FillTheBlank').blanks.map((blank) => blank.answers)).toEqual([['Moodler']]);
    const acronym = nth(shown, 4, 'TrueOrFalse');
    expect(acronym.headertxt).toBe('Moodle is an acronym for Modular Object-Oriented Dynamic Learning Environment.');
    expect(acronym.options[0].isTrue).toBe(true);
  });

  test("examples.txt (Moodle's GIFT examples): 43 questions of five types, none skipped", () => {
    const shown = preview('examples.txt');
    expect([shown.total, shown.skipped, shown.byType]).toEqual([
      43,
      0,
      { MCQ: 18, TrueOrFalse: 5, FillTheBlank: 9, Numerical: 8, MatchQComponent: 3 },
    ]);
    const missingChoice = nth(shown, 2, 'MCQ');
    expect([missingChoice.headertxt, optionsOf(missingChoice).map(([text, isTrue]) => [text, isTrue])]).toEqual([
      "Grant is _____ in Grant's tomb.",
      [
        ['buried', false],
        ['entombed', true],
        ['living', false],
      ],
    ]);
    const missingWord = nth(shown, 11, 'FillTheBlank');
    expect([missingWord.headertxt, missingWord.vHeader, missingWord.blanks.map((blank) => blank.answers)]).toEqual([
      'Fill in the blank.',
      'Two plus two equals _____.',
      [['four', '4']],
    ]);
    expect(answersOf(nth(shown, 16, 'Numerical'))).toEqual([['1822', '0', 100, '']]);
    expect(answersOf(nth(shown, 17, 'Numerical'))).toEqual([['3.1415', '0.0005', 100, '']]);
    expect(answersOf(nth(shown, 18, 'Numerical'))).toEqual([['3.1415', '0.0005', 100, '']]);
    expect(answersOf(nth(shown, 19, 'Numerical'))).toEqual([
      ['1822', '0', 100, ''],
      ['1822', '2', 50, ''],
    ]);
    expect(answersOf(nth(shown, 43, 'Numerical'))).toEqual([
      ['1822', '0', 100, 'Correct! 100% credit'],
      ['1822', '2', 50, 'He was born in 1822. You get 50% credit for being close.'],
    ]);
    const markdown = nth(shown, 25, 'FillTheBlank');
    expect(markdown.header[0]).toEqual({
      type: 'paragraph',
      children: [{ text: "Who's buried in " }, { text: "Grant's tomb", bold: true }, { text: '?' }],
    });
    expect(optionsOf(nth(shown, 32, 'MCQ')).map(([text, isTrue]) => [text, isTrue])).toEqual([
      ['= 2 + 2', false],
      ['= 2 + 3', true],
      ['= 2 + 4', false],
    ]);
    expect(optionsOf(nth(shown, 33, 'MCQ'))).toEqual([
      ['~', false, '~ is a control character.'],
      ['=', false, '= is a control character.'],
      ['#', false, '# is a control character.'],
      ['{', false, '{ is a control character.'],
      ['}', false, '} is a control character.'],
      [
        '\\',
        true,
        'Correct! \\ (backslash) is not a control character. BUT, it is used to escape the control characters. So, to specify a literal backslash, you must escape it with a backslash (as shown in this example).',
      ],
    ]);
    const strict = nth(shown, 31, 'MCQ');
    expect([strict.isPartial, shown.items[30].notes]).toEqual([true, []]);
  });
});
