import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { plainText, type Question, type QuestionFilePreview, type RichText } from '@mizan/shared';
import { previewOf, readQuestionFile } from './import-questions';

/** 1EdTech's own QTI 3 examples (README.md beside them), read through the import path staff use. */
const ROOT = join(__dirname, '../../../test-fixtures/question-files/qti3-examples');

/** One item of the examples' items folder, zipped with the folder's pictures and pages and a manifest naming only it. */
function itemPackage(file: string): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const folder of ['', 'images', 'shared'])
    for (const entry of readdirSync(join(ROOT, 'items', folder), { withFileTypes: true }))
      if (entry.isFile()) files[folder ? `${folder}/${entry.name}` : entry.name] = readFileSync(join(ROOT, 'items', folder, entry.name));
  files['imsmanifest.xml'] = strToU8(
    `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="one"><resources><resource identifier="item" type="imsqti_item_xmlv3p0" href="${file}"/></resources></manifest>`,
  );
  return Buffer.from(zipSync(files));
}

/** A folder of the examples zipped as it stands (its own manifest). */
function folderPackage(folder: string): Buffer {
  const files: Record<string, Uint8Array> = {};
  const visit = (relative: string) => {
    for (const entry of readdirSync(join(ROOT, folder, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(path);
      else files[path] = readFileSync(join(ROOT, folder, path));
    }
  };
  visit('');
  return Buffer.from(zipSync(files));
}

const preview = (body: Buffer): QuestionFilePreview => previewOf('qti3', readQuestionFile('qti3', body));
const item = (file: string) => preview(itemPackage(file));
const packaged = (file: string) => preview(readFileSync(join(ROOT, 'packages', file)));

/** One row per item: its interaction, our type (or null), and why it was skipped. */
const table = (shown: QuestionFilePreview) => shown.items.map((entry) => [entry.sourceType, entry.type, entry.skipped]);
const only = <T extends Question['type']>(shown: QuestionFilePreview, type: T, index = 0) => {
  const found = shown.questions.filter((question) => question.type === type)[index];
  expect(found?.type).toBe(type);
  return found as Extract<Question, { type: T }>;
};
const text = (rich: RichText) => plainText(rich).trim();
const images = (rich: RichText) =>
  rich.flatMap((node) =>
    'type' in node && node.type === 'image' ? [{ alt: node.alt, url: node.url.slice(0, node.url.indexOf(',') + 1) }] : [],
  );

describe("1EdTech's QTI 3 example items, per file", () => {
  test('choice.xml: a single-answer MCQ, its key, the sign picture in place with its alt', () => {
    const shown = item('choice.xml');
    expect(table(shown)).toEqual([['qti-choice-interaction', 'MCQ', null]]);
    const mcq = only(shown, 'MCQ');
    expect(mcq.options.map((option) => [text(option.option), option.isTrue])).toEqual([
      ['You must stay with your luggage at all times.', true],
      ['Do not let someone else look after your luggage.', false],
      ['Remember your luggage when you leave.', false],
    ]);
    expect(mcq).toMatchObject({ isPartial: false, shuffleOptions: false, totalMark: '1' });
    expect(mcq.header.map((node) => ('type' in node ? node.type : 'text'))).toEqual(['paragraph', 'image', 'paragraph']);
    expect(images(mcq.header)).toEqual([{ alt: 'NEVER LEAVE LUGGAGE UNATTENDED', url: 'data:image/png;base64,' }]);
    expect(mcq.headertxt).toBe('Look at the text in the picture.\n\nWhat does it say?');
  });

  test('choice_fixed.xml: shuffle kept, and a note that the fixed "None of the above." cannot keep its place', () => {
    const shown = item('choice_fixed.xml');
    const mcq = only(shown, 'MCQ');
    expect(mcq.shuffleOptions).toBe(true);
    expect(mcq.options.map((option) => text(option.option))).toContain('None of the above.');
    expect(shown.items[0].notes).toEqual([
      'Choices fixed in place were shuffled with the others: here the options are shuffled all together or not at all.',
    ]);
  });

  test('choice_multiple.xml: a partial-credit MCQ with H and O right; its penalties named in a note', () => {
    const shown = item('choice_multiple.xml');
    const mcq = only(shown, 'MCQ');
    expect(mcq.options.filter((option) => option.isTrue).map((option) => text(option.option))).toEqual(['Hydrogen', 'Oxygen']);
    // No MAXSCORE: the mapping's upper bound is the mark.
    expect(mcq).toMatchObject({ isPartial: true, shuffleOptions: true, totalMark: '2' });
    expect(shown.items[0].notes).toEqual([
      "The choices' own marks and penalties were replaced by ours: each right choice earns its share, each wrong one takes a share away.",
    ]);
  });

  test('orkney1.xml: the HTML reading passage (<object data="shared/orkney.html">) is inlined before the question, whole sentences', () => {
    const mcq = only(item('orkney1.xml'), 'MCQ');
    expect(mcq.header[0]).toEqual({ type: 'heading', level: 1, children: [{ text: 'The Ancient Islands of Orkney' }] });
    expect(mcq.headertxt).toContain(
      'Off the north coast of Scotland, there are seventy islands which form the Orkney Islands. Some are no more than tiny rocks',
    );
    expect(mcq.headertxt).toContain(
      'Read the text about the Orkney Islands and then decide if the following sentence is correct or incorrect.\nSome of the islands are home to animals rather than people.',
    );
    expect(mcq.headertxt).not.toMatch(/\t| {2}/);
    expect(mcq.options.map((option) => [text(option.option), option.isTrue])).toEqual([
      ['Correct', true],
      ['Incorrect', false],
    ]);
  });

  test('svg.xml: the question comes in; the SVG picture is named in a note', () => {
    const shown = item('svg.xml');
    expect(only(shown, 'MCQ').headertxt).toBe('What colour is the rectangle below ?');
    expect(shown.items[0].notes).toEqual(['An SVG picture was dropped (images/rectangle.svg): pictures here are PNG, JPEG, GIF or WebP.']);
  });

  test('text_entry.xml: the quote is the text with one blank, the instruction the question; the 0.5 answer named in a note', () => {
    const shown = item('text_entry.xml');
    expect(table(shown)).toEqual([['qti-text-entry-interaction', 'FillTheBlank', null]]);
    const gaps = only(shown, 'FillTheBlank');
    expect(gaps.headertxt).toBe("Identify the missing word in this famous quote from Shakespeare's Richard III.");
    expect(plainText(gaps.content, '_')).toBe(
      "Now is the winter of our discontent\nMade glorious summer by this sun of _;\nAnd all the clouds that lour'd upon our house\nIn the deep bosom of the ocean buried.",
    );
    expect(gaps.blanks.map((blank) => blank.answers)).toEqual([['York']]);
    expect(shown.items[0].notes).toEqual(['Partly right answers were dropped: a blank here is right or wrong.']);
  });

  test('inline_choice.xml: a word-bank blank with York right', () => {
    const gaps = only(item('inline_choice.xml'), 'FillTheBlank');
    expect(gaps.blanks.map((blank) => blank.answers)).toEqual([['York']]);
    expect(gaps.options.map((option) => option.option).sort()).toEqual(['Gloucester', 'Lancaster', 'York']);
  });

  test('gap_match.xml: gap match becomes blanks with a word bank of its four words; penalties named in a note', () => {
    const shown = item('gap_match.xml');
    expect(table(shown)).toEqual([['qti-gap-match-interaction', 'FillTheBlank', null]]);
    const gaps = only(shown, 'FillTheBlank');
    expect(gaps.blanks.map((blank) => blank.answers)).toEqual([['winter'], ['summer']]);
    expect(gaps.options.map((option) => option.option)).toEqual(['winter', 'spring', 'summer', 'autumn']);
    // No MAXSCORE: what the two mapped pairs give (1 + 2).
    expect(gaps.totalMark).toBe('3');
    expect(plainText(gaps.content, '_')).toContain('Now is the _ of our discontent\nMade glorious _ by this sun of York;');
    expect(shown.items[0].notes).toContain(
      'Penalties for wrong answers were dropped: a wrong blank here earns nothing and takes nothing away.',
    );
  });

  test('graphic_gap_match_text.xml: a Label question on the airport map, each code on its hotspot; graphic_gap_match.xml (picture words) is skipped', () => {
    const label = only(item('graphic_gap_match_text.xml'), 'LabelQComponent');
    expect(label.image.startsWith('data:image/png;base64,')).toBe(true);
    // Hotspot centres in pixels of the 206 × 280 picture, as percentages.
    expect(label.labels.map((entry) => [entry.value, entry.left, entry.top])).toEqual([
      ['GLA', 12.38, 40.89],
      ['EDI', 68.69, 40.89],
      ['MAN', 38.59, 61.25],
    ]);
    expect(label.correctOptions).toEqual(label.options.map((spot) => spot.id));
    expect(label.totalMark).toBe('3');
    expect(table(item('graphic_gap_match.xml'))).toEqual([
      ['qti-graphic-gap-match-interaction', null, 'Its words are pictures; labels here are words.'],
    ]);
  });

  test('order.xml and match.xml: the correct order and pairs', () => {
    const order = only(item('order.xml'), 'OrderComponent');
    expect(order.correctOptions.map((id) => text(order.options.find((option) => option.id === id)?.option ?? []))).toEqual([
      'Michael Schumacher',
      'Rubens Barrichello',
      'Jenson Button',
    ]);
    const match = only(item('match.xml'), 'MatchQComponent');
    expect(
      match.options.map(
        (option, index) =>
          `${text(option.option)} → ${text(match.PossibleAnswers.find((answer) => answer.id === match.correctPossibleAnswers[index])?.option ?? [])}`,
      ),
    ).toEqual([
      'Capulet → Romeo and Juliet',
      "Demetrius → A Midsummer-Night's Dream",
      "Lysander → A Midsummer-Night's Dream",
      'Prospero → The Tempest',
    ]);
  });

  test("extended_text.xml and upload.xml: an essay with the postcard picture (the object's text as its alt), an upload; the prompt stays one sentence", () => {
    const essay = only(item('extended_text.xml'), 'EssayComponent');
    expect(images(essay.header)).toEqual([
      {
        alt: 'Here is a postcard of my town. Please send me a postcard from your town. What size is your town? What is the nicest part of your town? Where do you go in the evenings? Sam.',
        url: 'data:image/png;base64,',
      },
    ]);
    expect(essay.headertxt).toContain('Write Sam a postcard. Answer the questions. Write 25-35 words.');
    const upload = only(item('upload.xml'), 'FileUploadEnhanced');
    expect(upload.headertxt).toContain('Build a spreadsheet to simulate 50 cartons of chocolates when each carton contains 10 chocolates,');
  });

  test('associate.xml and hotspot.xml are skipped with their reason', () => {
    expect(table(item('associate.xml'))).toEqual([
      ['qti-associate-interaction', null, 'The QTI associate interaction has no counterpart here.'],
    ]);
    expect(table(item('hotspot.xml'))).toEqual([['qti-hotspot-interaction', null, 'The QTI hotspot interaction has no counterpart here.']]);
  });

  test('Example01/02: modal and inline feedback arrive as the feedback of a true/false question', () => {
    expect(only(item('Example01-modalFeedback.xml'), 'TrueOrFalse')).toMatchObject({
      totalMark: '10',
      feedback: 'correct: correct\nincorrect: incorrect',
    });
    const inline = only(item('Example02-feedbackInline.xml'), 'TrueOrFalse');
    expect(inline.options.map((option) => option.isTrue)).toEqual([true, false]);
    expect(inline.feedback).toBe("true: That's correct\nfalse: That's not correct");
  });
});

describe("1EdTech's QTI 3 example packages, per file", () => {
  test('interactionMixSaxonyV3.zip: per item its type; the relative 5 % numeric entry is Numerical; two number gaps are typed blanks', () => {
    const shown = packaged('interactionMixSaxonyV3.zip');
    expect(table(shown)).toEqual([
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-hotspot-interaction', null, 'The QTI hotspot interaction has no counterpart here.'],
      ['qti-order-interaction', 'OrderComponent', null],
      ['qti-match-interaction', 'MatchQComponent', null],
      ['qti-match-interaction', 'MatchQComponent', null],
      ['qti-text-entry-interaction', 'FillTheBlank', null],
      ['qti-text-entry-interaction', 'FillTheBlank', null],
      ['qti-text-entry-interaction', 'Numerical', null],
      ['qti-text-entry-interaction', 'FillTheBlank', null],
      ['qti-hottext-interaction', null, 'The QTI hottext interaction has no counterpart here.'],
    ]);
    const numerical = only(shown, 'Numerical');
    expect(numerical.answers.map(({ value, tolerance, toleranceMode, credit }) => ({ value, tolerance, toleranceMode, credit }))).toEqual([
      { value: '4.136', tolerance: '5', toleranceMode: 'relative', credit: 100 },
    ]);
    expect(numerical.headertxt).toBe('Wieviele Einwohner hat der Freistaat Sachsen?\n_____ Mio. (Stand: 31. August 2011)');
    expect(numerical.feedback).toContain('Sachsen hat rund 4,1 Millionen Einwohner');
    const twoNumbers = only(shown, 'FillTheBlank', 1);
    expect(twoNumbers).toMatchObject({ totalMark: '2', headertxt: 'textEntry (numeric)' });
    expect(twoNumbers.blanks.map((blank) => blank.answers)).toEqual([
      ['4.0', '4'],
      ['2.0', '2'],
    ]);
    expect(shown.items[9].notes).toEqual([
      'Number gaps became typed blanks: the number must be written as the file gives it (no tolerance).',
    ]);
    const scored = only(shown, 'MCQ', 3);
    expect(scored).toMatchObject({ totalMark: '3', isPartial: true });
  });

  test('feedbackTest.zip: the two feedback items come in with their feedback; adaptive and end-attempt items are skipped with their reason', () => {
    const shown = packaged('feedbackTest.zip');
    expect(table(shown)).toEqual([
      ['qti-choice-interaction', 'TrueOrFalse', null],
      ['qti-choice-interaction', 'TrueOrFalse', null],
      ['qti-end-attempt-interaction', null, 'The QTI end-attempt interaction has no counterpart here.'],
      ['qti-end-attempt-interaction', null, 'The QTI end-attempt interaction has no counterpart here.'],
      ['qti-end-attempt-interaction', null, 'The QTI end-attempt interaction has no counterpart here.'],
      [expect.stringContaining('qti-choice-interaction, '), null, 'The item holds several interactions; a question here holds one.'],
    ]);
    expect(shown.questions.map((question) => question.feedback)).toEqual([
      'correct: correct\nincorrect: incorrect',
      "true: That's correct\nfalse: That's not correct",
    ]);
  });

  test('svg.zip: one MCQ, the SVG named in a note', () => {
    const shown = packaged('svg.zip');
    expect(table(shown)).toEqual([['qti-choice-interaction', 'MCQ', null]]);
    expect(shown.items[0].notes).toEqual(['An SVG picture was dropped (rectangle.svg): pictures here are PNG, JPEG, GIF or WebP.']);
  });

  test("beginners-guide (the Beginner's Guide package): per item its type, keys and text; the crows picture with its alt, the film named", () => {
    const shown = preview(folderPackage('beginners-guide'));
    expect(table(shown)).toEqual([
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-choice-interaction', 'TrueOrFalse', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-extended-text-interaction', 'EssayComponent', null],
      ['qti-text-entry-interaction', 'FillTheBlank', null],
      ['qti-extended-text-interaction', 'EssayComponent', null],
    ]);
    const [first, features] = shown.questions.filter((question) => question.type === 'MCQ') as Extract<Question, { type: 'MCQ' }>[];
    expect(first.options.map((option) => [text(option.option), option.isTrue])).toEqual([
      ['Epinephrine', true],
      ['Glucagon', false],
      ['Insulin', false],
      ['Oxytocin', false],
    ]);
    expect(features.headertxt).toBe(
      'QTI 3 is a new version released in 2022.\nWhich of the following features are new to QTI 3?\nPick 3 choices.',
    );
    expect(features.header[1]).toEqual({
      type: 'paragraph',
      children: [{ text: 'Which of the following features are ' }, { text: 'new', bold: true }, { text: ' to QTI 3?' }],
    });
    expect(features.options.filter((option) => option.isTrue).map((option) => text(option.option))).toEqual([
      'Shared Vocabulary',
      'Catalogs for candidate-specific content.',
      'Conformance features definitions',
    ]);
    expect(only(shown, 'TrueOrFalse').options.map((option) => option.isTrue)).toEqual([true, false]);
    expect(only(shown, 'FillTheBlank').blanks.map((blank) => blank.answers)).toEqual([['York']]);
    const media = only(shown, 'EssayComponent', 1);
    expect(images(media.header)).toEqual([{ alt: 'Picture of crows roosting in a tree', url: 'data:image/jpeg;base64,' }]);
    expect(media.headertxt).toContain(
      'Play this short video where a Park Ranger discusses some of the important contributions that crows make',
    );
    expect(shown.items[5].notes).toEqual(['An embedded sound or video was dropped (resources/crow_movie.mp4).']);
  });

  test('BBQsTest.zip: per item its type or why not; an integer entry scored by a branch is Numerical; MathML text, roots and powers; choice and block feedback', () => {
    const shown = packaged('BBQsTest.zip');
    const none = (interaction: string) => `The QTI ${interaction} interaction has no counterpart here.`;
    expect(table(shown)).toEqual([
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-extended-text-interaction', 'EssayComponent', null],
      ['qti-select-point-interaction', null, none('select-point')],
      ['qti-gap-match-interaction', 'FillTheBlank', null],
      ['qti-inline-choice-interaction', 'FillTheBlank', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-match-interaction', null, "It does not make a valid question here: Options mustn't be less than two options."],
      ['qti-associate-interaction', null, none('associate')],
      ['qti-match-interaction', 'MatchQComponent', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-upload-interaction', 'FileUploadEnhanced', null],
      ['qti-order-interaction', 'OrderComponent', null],
      ['qti-order-interaction', 'OrderComponent', null],
      ['qti-inline-choice-interaction', null, 'A gap has no correct response.'],
      ['qti-extended-text-interaction', 'EssayComponent', null],
      ['qti-text-entry-interaction', null, 'A gap has no correct response.'],
      ['qti-text-entry-interaction', null, 'A gap has no correct response.'],
      ['qti-text-entry-interaction', 'FillTheBlank', null],
      ['qti-text-entry-interaction', 'FillTheBlank', null],
      ['qti-choice-interaction', 'MCQ', null],
      ['qti-text-entry-interaction', 'Numerical', null],
    ]);
    const named = (name: string) =>
      shown.questions[shown.items.filter((entry) => entry.type !== null).findIndex((entry) => entry.name === name)];
    // No correct response: the branch comparing the entry with 42 sets SCORE to 10.0, SCORE's normal-maximum.
    expect(named('The answer to...')).toMatchObject({
      type: 'Numerical',
      totalMark: '10',
      answers: [{ value: '42', tolerance: '0', toleranceMode: 'absolute', credit: 100 }],
      feedback: 'Correct: OK\nIncorrect: No',
    });
    const either = named('Either/Or question about root 2') as Extract<Question, { type: 'MCQ' }>;
    expect(either.headertxt).toBe('√2 > 2\nIs this right or wrong?');
    expect(either.options.map((option) => [text(option.option), option.isTrue, option.authorNote])).toEqual([
      ['Right', false, 'No, √2 < 2'],
      ['Wrong', true, "That's right, √2 < 2"],
    ]);
    const trig = named('Match derivatives of trigonometric functions') as Extract<Question, { type: 'MatchQComponent' }>;
    expect(trig.options.map((option) => text(option.option))).toEqual(['d d Θ sin Θ', 'd d Θ cos Θ', 'd d Θ tan Θ']);
    expect(trig.PossibleAnswers[2].option).toEqual([
      { type: 'paragraph', children: [{ text: 'sec' }, { text: '2', superscript: true }, { text: ' Θ' }] },
    ]);
    const lycidas = named('FIB-Multiple - Lycidas') as Extract<Question, { type: 'FillTheBlank' }>;
    expect(lycidas.blanks.map((blank) => blank.answers)).toEqual([['fresh woods'], ['pastures new']]);
    expect(lycidas.feedback.split('\n')).toEqual([
      'Your first input is correct.',
      'No, the correct answer for the first box is "fresh woods".',
      'Your second input is correct.',
      'No, the correct answer for the second box is "pastures new".',
      'correct: All correct',
      'incorrect: At least one of your inputs is incorrect.',
    ]);
    expect(named('Applications of materials')).toMatchObject({ type: 'MCQ', isPartial: true, totalMark: '2' });
  });
});
