import {
  BLANK_ANSWER_NOT_IN_WORDS,
  BLANK_ANSWER_REQUIRED,
  BLANK_REQUIRED,
  CORRECT_ANSWER_REQUIRED,
  FILE_MAX_INVALID,
  HEADER_AND_OPTIONS_REQUIRED,
  HEADER_REQUIRED,
  IMAGE_REQUIRED,
  ITEM_ID_REPEATED,
  OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS,
  OPTIONS_TOO_FEW,
  ORDER_HEADER_AND_OPTIONS_REQUIRED,
  TOTAL_MARK_INVALID,
  TOTAL_MARK_REQUIRED,
  WORD_LIMIT_INVALID,
} from './messages';
import type { Question } from './question';
import { QUESTION_TYPES } from './question-types';
import { emptyRichText, richTextFromPlain } from './rich-text';
import {
  audio,
  essay,
  fileUpload,
  fillTheBlank,
  imageHighlight,
  label,
  match,
  mcq,
  order,
  riasec,
  text,
  trueOrFalse,
  validQuestion,
  video,
} from './testing/fixtures';
import { questionProblems, validateQuestion } from './validate-question';

it('the messages are SPEC §5 word for word, typos and double space included', () => {
  expect(TOTAL_MARK_REQUIRED).toBe('Total mark is required');
  expect(OPTIONS_TOO_FEW).toBe("Options mustn't be less than two options");
  expect(CORRECT_ANSWER_REQUIRED).toBe('Please select correct answer from answer mode');
  expect(HEADER_REQUIRED).toBe('Question Header is required');
  expect(ORDER_HEADER_AND_OPTIONS_REQUIRED).toBe('Question header and quetions options  are required');
  expect(HEADER_AND_OPTIONS_REQUIRED).toBe('Question header and quetions options are required');
  expect(IMAGE_REQUIRED).toBe('You have to upload image');
  expect(OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS).toBe('Options must equal to Possible answers');
});

it.each(QUESTION_TYPES)('a complete %s question is valid', (type) => {
  expect(validateQuestion(validQuestion(type))).toBeNull();
});

describe('two options with one id are refused: an answer could not tell them apart', () => {
  it('MCQ', () => {
    const question = mcq();
    const twins = { ...question, options: question.options.map((option) => ({ ...option, id: 'sameid0001' })) };
    expect(validateQuestion(twins)).toBe(ITEM_ID_REPEATED);
  });

  it('Match: possible answers too', () => {
    const question = match();
    const twins = { ...question, PossibleAnswers: question.PossibleAnswers.map((answer) => ({ ...answer, id: 'p1' })) };
    expect(questionProblems(twins)).toContain(ITEM_ID_REPEATED);
  });

  it('Label: labels too', () => {
    const question = label();
    const twins = { ...question, labels: question.labels.map((entry) => ({ ...entry, id: 'l1' })) };
    expect(questionProblems(twins)).toContain(ITEM_ID_REPEATED);
  });
});

type Step<Q extends Question> = [message: string, fix: (question: Q) => Q];

/**
 * Starts from a question that breaks every rule of its type and fixes one
 * rule at a time: each save attempt must show the next message in SPEC order.
 */
function expectMessagesInOrder<Q extends Question>(broken: Q, steps: Step<Q>[]) {
  let question = broken;
  for (const [message, fix] of steps) {
    expect(validateQuestion(question)).toBe(message);
    question = fix(question);
  }
  expect(validateQuestion(question)).toBeNull();
}

const noHeader = { header: emptyRichText(), headertxt: '', totalMark: '' };

describe('each type reports its messages in SPEC §5 order', () => {
  it('MCQ: total mark, fewer than two options, no correct option, header and options', () => {
    const valid = mcq();
    expectMessagesInOrder(mcq({ ...noHeader, options: [{ ...valid.options[1], option: emptyRichText() }] }), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '4' })],
      [OPTIONS_TOO_FEW, (q) => ({ ...q, options: [...q.options, valid.options[3]] })],
      [CORRECT_ANSWER_REQUIRED, (q) => ({ ...q, options: q.options.map((o, i) => ({ ...o, isTrue: i === 1 })) })],
      [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, header: text('Pick one') })],
      [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, options: q.options.map((o) => ({ ...o, option: text('x') })) })],
    ]);
  });

  it('RIASEC: like MCQ', () => {
    const valid = riasec();
    expectMessagesInOrder(riasec({ ...noHeader, options: [{ ...valid.options[1] }] }), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '1' })],
      [OPTIONS_TOO_FEW, (q) => ({ ...q, options: [{ ...valid.options[0], isTrue: false }, ...q.options] })],
      [CORRECT_ANSWER_REQUIRED, (q) => ({ ...q, options: valid.options })],
      [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, header: text('I like fixing engines') })],
    ]);
  });

  it('TrueOrFalse: header, total mark, correct answer', () => {
    const [truth, falsehood] = trueOrFalse().options;
    const noKey = trueOrFalse({
      ...noHeader,
      options: [
        { ...truth, isTrue: false },
        { ...falsehood, isTrue: false },
      ],
      correctAnswerChosen: false,
    });
    expectMessagesInOrder(noKey, [
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('The sun is a star') })],
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '1' })],
      [CORRECT_ANSWER_REQUIRED, (q) => ({ ...q, options: trueOrFalse().options, correctAnswerChosen: true })],
    ]);
  });

  it('TrueOrFalse: both marked correct is not a choice', () => {
    const both = trueOrFalse();
    both.options[0].isTrue = true;
    both.options[1].isTrue = true;
    expect(validateQuestion(both)).toBe(CORRECT_ANSWER_REQUIRED);
  });

  it('FillTheBlank: header, total mark, then (ours) a blank and its accepted answers', () => {
    expectMessagesInOrder(fillTheBlank({ ...noHeader, content: richTextFromPlain('No gaps yet'), blanks: [] }), [
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('Fill in') })],
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '2' })],
      [BLANK_REQUIRED, (q) => ({ ...q, content: fillTheBlank().content, blanks: [{ id: 'blank1', answers: ['100'], value: '' }] })],
      [BLANK_ANSWER_REQUIRED, (q) => ({ ...q, blanks: [...q.blanks, { id: 'blank2', answers: ['Paris'], value: '' }] })],
    ]);
  });

  it('FillTheBlank: an answer of white space only is no answer', () => {
    expect(
      validateQuestion(
        fillTheBlank({
          blanks: [
            { id: 'blank1', answers: ['  '], value: '' },
            { id: 'blank2', answers: ['x'], value: '' },
          ],
        }),
      ),
    ).toBe(BLANK_ANSWER_REQUIRED);
  });

  it('FillTheBlank: with a word bank, every blank must be answerable from it', () => {
    const words = [
      { id: 'w1', option: '100' },
      { id: 'w2', option: 'London' },
    ];
    expect(validateQuestion(fillTheBlank({ options: words }))).toBe(BLANK_ANSWER_NOT_IN_WORDS);
    expect(validateQuestion(fillTheBlank({ options: [...words, { id: 'w3', option: 'paris ' }] }))).toBeNull();
  });

  it('Video: header, then total mark', () => {
    expectMessagesInOrder(video(noHeader), [
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('Introduce yourself') })],
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '5' })],
    ]);
  });

  it('Audio: total mark (all types), then header', () => {
    expectMessagesInOrder(audio(noHeader), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '5' })],
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('Read aloud') })],
    ]);
  });

  it('Order: header and options (double space), total mark, fewer than two options, then (ours) the correct order', () => {
    expectMessagesInOrder(order({ ...noHeader, options: [{ id: 'o1', option: emptyRichText() }], correctOptions: [] }), [
      [ORDER_HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, header: text('Order these') })],
      [ORDER_HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, options: [{ id: 'o1', option: text('one') }] })],
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '2' })],
      [OPTIONS_TOO_FEW, (q) => ({ ...q, options: [...q.options, { id: 'o2', option: text('two') }] })],
      [CORRECT_ANSWER_REQUIRED, (q) => ({ ...q, correctOptions: ['o2', 'o1'] })],
    ]);
  });

  it.each([
    ['missing one', ['o1', 'o2', 'o3']],
    ['repeating one', ['o1', 'o2', 'o3', 'o3']],
    ['naming an unknown one', ['o1', 'o2', 'o3', 'o9']],
  ])('Order: a correct order %s is refused', (_name, correctOptions) => {
    expect(validateQuestion(order({ correctOptions }))).toBe(CORRECT_ANSWER_REQUIRED);
  });

  it('Match: total mark, header and options, fewer than two, options equal possible answers, then (ours) the key', () => {
    const valid = match();
    expectMessagesInOrder(
      match({
        ...noHeader,
        options: [{ id: 'm1', option: emptyRichText() }],
        PossibleAnswers: valid.PossibleAnswers.slice(0, 2),
        correctPossibleAnswers: [],
      }),
      [
        [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '2' })],
        [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, header: text('Match'), options: [valid.options[0]] })],
        [OPTIONS_TOO_FEW, (q) => ({ ...q, options: valid.options })],
        [OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS, (q) => ({ ...q, PossibleAnswers: valid.PossibleAnswers })],
        [CORRECT_ANSWER_REQUIRED, (q) => ({ ...q, correctPossibleAnswers: ['p3', 'p1', 'p2'] })],
      ],
    );
  });

  it('Match: an empty possible answer counts as an empty option', () => {
    const question = match();
    question.PossibleAnswers[2] = { id: 'p3', option: emptyRichText() };
    expect(validateQuestion(question)).toBe(HEADER_AND_OPTIONS_REQUIRED);
  });

  it('Match: two options matched to the same answer is not a key', () => {
    expect(validateQuestion(match({ correctPossibleAnswers: ['p1', 'p1', 'p3'] }))).toBe(CORRECT_ANSWER_REQUIRED);
  });

  it('Label: total mark, header and labels, image, then (ours) every label on its own spot', () => {
    const valid = label();
    expectMessagesInOrder(label({ ...noHeader, labels: [], image: '', correctOptions: [] }), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '4' })],
      [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, header: text('Label the heart') })],
      [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, labels: [...valid.labels.slice(0, 3), { ...valid.labels[3], value: ' ' }] })],
      [HEADER_AND_OPTIONS_REQUIRED, (q) => ({ ...q, labels: valid.labels })],
      [IMAGE_REQUIRED, (q) => ({ ...q, image: '/media/heart.png' })],
      [CORRECT_ANSWER_REQUIRED, (q) => ({ ...q, correctOptions: ['s4', 's3', 's2', 's1'] })],
    ]);
  });

  it('Label: the spot of each label must exist and be its own', () => {
    expect(validateQuestion(label({ correctOptions: ['s1', 's2', 's3', 's9'] }))).toBe(CORRECT_ANSWER_REQUIRED);
    expect(validateQuestion(label({ correctOptions: ['s1', 's1', 's3', 's4'] }))).toBe(CORRECT_ANSWER_REQUIRED);
    expect(validateQuestion(label({ correctOptions: ['s1', 's2', 's3'] }))).toBe(CORRECT_ANSWER_REQUIRED);
  });

  it('Essay: total mark, header, then the word limit (a number ≥ 0)', () => {
    expectMessagesInOrder(essay({ ...noHeader, wordlimit: -1 }), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '10' })],
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('Describe your summer') })],
      [WORD_LIMIT_INVALID, (q) => ({ ...q, wordlimit: 0 })],
    ]);
    expect(validateQuestion(essay({ wordlimit: Number.NaN }))).toBe(WORD_LIMIT_INVALID);
  });

  it('FileUpload: total mark, header, then max files 1..12', () => {
    expectMessagesInOrder(fileUpload({ ...noHeader, max: 13 }), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '10' })],
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('Upload your certificate') })],
      [FILE_MAX_INVALID, (q) => ({ ...q, max: 12, maxCount: 12 })],
    ]);
    for (const max of [0, -1, 1.5, 13]) expect(validateQuestion(fileUpload({ max }))).toBe(FILE_MAX_INVALID);
    for (const max of [1, 6, 12]) expect(validateQuestion(fileUpload({ max }))).toBeNull();
  });

  it('ImageHighlight: total mark, header, then the image', () => {
    expectMessagesInOrder(imageHighlight({ ...noHeader, qst_image: '' }), [
      [TOTAL_MARK_REQUIRED, (q) => ({ ...q, totalMark: '10' })],
      [HEADER_REQUIRED, (q) => ({ ...q, header: text('Circle the Nile') })],
      [IMAGE_REQUIRED, (q) => ({ ...q, qst_image: '/media/map.png' })],
    ]);
  });
});

it('questionProblems lists every rule broken, in the order validateQuestion reports them', () => {
  const broken = mcq({ ...noHeader, options: [{ ...mcq().options[1], option: emptyRichText() }] });
  expect(questionProblems(broken)).toEqual([TOTAL_MARK_REQUIRED, OPTIONS_TOO_FEW, CORRECT_ANSWER_REQUIRED, HEADER_AND_OPTIONS_REQUIRED]);
  expect(questionProblems(mcq())).toEqual([]);
});

describe('total mark is a number ≥ 0 kept as a string', () => {
  it.each([
    ['', TOTAL_MARK_REQUIRED],
    ['   ', TOTAL_MARK_REQUIRED],
    ['-1', TOTAL_MARK_INVALID],
    ['abc', TOTAL_MARK_INVALID],
    ['1e3', TOTAL_MARK_INVALID],
    ['0x10', TOTAL_MARK_INVALID],
    ['1.2.3', TOTAL_MARK_INVALID],
    ['0', null],
    ['2.5', null],
    [' 3 ', null],
    ['.5', null],
    ['٣', null],
  ])('%j gives %s', (totalMark, message) => {
    expect(validateQuestion(mcq({ totalMark }))).toBe(message);
  });
});

describe('empty means no text and no image', () => {
  it('a header of white space is empty, a header of only an image is not', () => {
    expect(validateQuestion(essay({ header: richTextFromPlain('  \n  ') }))).toBe(HEADER_REQUIRED);
    expect(validateQuestion(essay({ header: [{ type: 'image', url: '/media/q.png', children: [{ text: '' }] }] }))).toBeNull();
  });

  it('an MCQ option that is only an image is not empty', () => {
    const question = mcq();
    question.options[1] = {
      ...question.options[1],
      option: [{ type: 'image', url: 'https://cdn.example/b.png', children: [{ text: '' }] }],
    };
    expect(validateQuestion(question)).toBeNull();
  });
});

it('text over 100000 characters is refused after the SPEC rules', () => {
  expect(validateQuestion(essay({ header: richTextFromPlain('x'.repeat(100_001)) }))).toBe('Text must be 100000 characters or less');
  expect(validateQuestion(essay({ header: richTextFromPlain('x'.repeat(100_000)) }))).toBeNull();
  expect(validateQuestion(essay({ header: richTextFromPlain('x'.repeat(100_001)), totalMark: '' }))).toBe(TOTAL_MARK_REQUIRED);
});
