import type { QuestionAnswer } from './answer';
import {
  ANSWER_IMAGE_NOT_UPLOADED,
  ANSWER_TYPE_MISMATCH,
  FILE_TYPE_NOT_ACCEPTED,
  NOT_A_WORD_OPTION,
  ORDER_INCOMPLETE,
  REPEATED_OPTION,
  UNKNOWN_OPTION,
  WORD_COUNT_EXCEEDED,
} from './messages';
import type { Question } from './question';
import { richTextFromPlain } from './rich-text';
import { essay, fileUpload, fillTheBlank, label, match, mcq, order, riasec, trueOrFalse, video } from './testing/fixtures';
import { validateAnswer } from './validate-answer';

const pdf = (id: string) => ({ id, name: `${id}.pdf`, type: 'application/pdf', data: `/media/${id}` });

const cases: [string, Question, QuestionAnswer, string | null][] = [
  ['MCQ fine', mcq(), { type: 'MCQ', selected: ['optA', 'optB'] }, null],
  ['MCQ nothing selected', mcq(), { type: 'MCQ', selected: [] }, null],
  ['MCQ unknown option', mcq(), { type: 'MCQ', selected: ['optZ'] }, UNKNOWN_OPTION],
  ['MCQ repeated option', mcq(), { type: 'MCQ', selected: ['optA', 'optA'] }, REPEATED_OPTION],
  ['wrong type', mcq(), { type: 'TrueOrFalse', optionId: 'True' }, ANSWER_TYPE_MISMATCH],
  ['TrueOrFalse fine', trueOrFalse(), { type: 'TrueOrFalse', optionId: 'True' }, null],
  ['RIASEC fine', riasec(), { type: 'RIASEC', optionId: 'notwant' }, null],
  ['RIASEC unknown option', riasec(), { type: 'RIASEC', optionId: 'maybe' }, UNKNOWN_OPTION],
  ['FillTheBlank fine', fillTheBlank(), { type: 'FillTheBlank', blanks: [{ blankId: 'blank1', value: 'x' }] }, null],
  ['FillTheBlank unknown blank', fillTheBlank(), { type: 'FillTheBlank', blanks: [{ blankId: 'blank9', value: 'x' }] }, UNKNOWN_OPTION],
  [
    'FillTheBlank repeated blank',
    fillTheBlank(),
    {
      type: 'FillTheBlank',
      blanks: [
        { blankId: 'blank1', value: 'x' },
        { blankId: 'blank1', value: 'y' },
      ],
    },
    REPEATED_OPTION,
  ],
  [
    'FillTheBlank value outside the word bank',
    fillTheBlank({ options: [{ id: 'w1', option: '100' }] }),
    { type: 'FillTheBlank', blanks: [{ blankId: 'blank1', value: '99' }] },
    NOT_A_WORD_OPTION,
  ],
  [
    'FillTheBlank value from the word bank',
    fillTheBlank({ options: [{ id: 'w1', option: '100' }] }),
    {
      type: 'FillTheBlank',
      blanks: [
        { blankId: 'blank1', value: '100' },
        { blankId: 'blank2', value: '' },
      ],
    },
    null,
  ],
  ['Order fine', order(), { type: 'OrderComponent', order: ['o4', 'o3', 'o2', 'o1'] }, null],
  ['Order missing one', order(), { type: 'OrderComponent', order: ['o4', 'o3', 'o2'] }, ORDER_INCOMPLETE],
  ['Order repeating one', order(), { type: 'OrderComponent', order: ['o4', 'o4', 'o2', 'o1'] }, REPEATED_OPTION],
  ['Order unknown one', order(), { type: 'OrderComponent', order: ['o4', 'o3', 'o2', 'o9'] }, UNKNOWN_OPTION],
  ['Match fine', match(), { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p2' }] }, null],
  ['Match unknown option', match(), { type: 'MatchQComponent', matches: [{ optionId: 'm9', possibleAnswerId: 'p2' }] }, UNKNOWN_OPTION],
  ['Match unknown answer', match(), { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p9' }] }, UNKNOWN_OPTION],
  [
    'Match one answer used twice',
    match(),
    {
      type: 'MatchQComponent',
      matches: [
        { optionId: 'm1', possibleAnswerId: 'p1' },
        { optionId: 'm2', possibleAnswerId: 'p1' },
      ],
    },
    REPEATED_OPTION,
  ],
  [
    'Match one option matched twice',
    match(),
    {
      type: 'MatchQComponent',
      matches: [
        { optionId: 'm1', possibleAnswerId: 'p1' },
        { optionId: 'm1', possibleAnswerId: 'p2' },
      ],
    },
    REPEATED_OPTION,
  ],
  ['Label fine', label(), { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's2' }] }, null],
  ['Label unknown label', label(), { type: 'LabelQComponent', placements: [{ labelId: 'l9', optionId: 's2' }] }, UNKNOWN_OPTION],
  ['Label unknown spot', label(), { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's9' }] }, UNKNOWN_OPTION],
  [
    'Label two labels on one spot',
    label(),
    {
      type: 'LabelQComponent',
      placements: [
        { labelId: 'l1', optionId: 's1' },
        { labelId: 'l2', optionId: 's1' },
      ],
    },
    REPEATED_OPTION,
  ],
  ['Essay within the limit', essay({ wordlimit: 5 }), { type: 'EssayComponent', text: richTextFromPlain('one two three four five') }, null],
  [
    'Essay over the limit',
    essay({ wordlimit: 5 }),
    { type: 'EssayComponent', text: richTextFromPlain('one two three four five six') },
    WORD_COUNT_EXCEEDED,
  ],
  [
    'Essay over the limit when allowed',
    essay({ wordlimit: 5, allowOverLimit: true }),
    { type: 'EssayComponent', text: richTextFromPlain('one two three four five six') },
    null,
  ],
  ['Essay with limit 0 and no words', essay({ wordlimit: 0 }), { type: 'EssayComponent', text: richTextFromPlain(' ') }, null],
  [
    'Essay with an inline picture',
    essay(),
    { type: 'EssayComponent', text: [{ type: 'image', url: 'data:image/png;base64,AAAA', children: [{ text: '' }] }] },
    ANSWER_IMAGE_NOT_UPLOADED,
  ],
  ['Files within max', fileUpload({ max: 2 }), { type: 'FileUploadEnhanced', files: [pdf('a'), pdf('b')] }, null],
  [
    'Files over max',
    fileUpload({ max: 2 }),
    { type: 'FileUploadEnhanced', files: [pdf('a'), pdf('b'), pdf('c')] },
    'Your limit is 2 files only',
  ],
  [
    'File of a type not accepted',
    fileUpload(),
    { type: 'FileUploadEnhanced', files: [{ ...pdf('a'), type: 'application/x-msdownload' }] },
    FILE_TYPE_NOT_ACCEPTED,
  ],
  [
    'SVG is not an accepted image',
    fileUpload(),
    { type: 'FileUploadEnhanced', files: [{ ...pdf('a'), type: 'image/svg+xml' }] },
    FILE_TYPE_NOT_ACCEPTED,
  ],
  [
    'Word and Excel files are accepted',
    fileUpload({ max: 2 }),
    {
      type: 'FileUploadEnhanced',
      files: [
        { ...pdf('a'), type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
        { ...pdf('b'), type: 'application/vnd.ms-excel' },
      ],
    },
    null,
  ],
  ['Video fine', video(), { type: 'VideoComponent', mediaUrl: '/media/v.webm' }, null],
];

it.each(cases)('%s', (_name, question, answer, expected) => {
  expect(validateAnswer(question, answer)).toBe(expected);
});
