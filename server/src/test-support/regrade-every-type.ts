import type { Question, QuestionAnswer } from '@mizan/shared';
import { essay, fillTheBlank, label, match, mcq, numerical, order, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';

/** The regrade suite's assessment (routes/regrade.test.ts): its questions, the applicants' answers and the teacher's corrections. */

/** One question of every auto-scored type and score mode, each with a wrong key the teacher corrects. */
export const QUESTIONS: Question[] = [
  mcq({ id: 'mcqsingle1', isPartial: false }),
  mcq({ id: 'mcqpartial', isPartial: true }),
  trueOrFalse(),
  order({ id: 'orderpart1', scoreMode: 'partialMatch' }),
  order({ id: 'orderexact', scoreMode: 'exactMatch' }),
  match({ id: 'matchpart1', scoreMode: 'partialMatch' }),
  match({ id: 'matchexact', scoreMode: 'exactMatch' }),
  label({ scoreMode: 'partialMatch' }),
  fillTheBlank(),
  numerical(),
  essay({ id: 'essay00001' }),
];

/** Answers of four applicants: right by the published key, right by the corrected one, half right, and nothing. */
export function answersOf(index: number): Record<string, QuestionAnswer> {
  const variants: Array<Record<string, QuestionAnswer>> = [
    {
      mcqsingle1: { type: 'MCQ', selected: ['optA', 'optC'] },
      mcqpartial: { type: 'MCQ', selected: ['optA', 'optC'] },
      tf00000001: { type: 'TrueOrFalse', optionId: 'False' },
      orderpart1: { type: 'OrderComponent', order: ['o1', 'o2', 'o3', 'o4'] },
      orderexact: { type: 'OrderComponent', order: ['o1', 'o2', 'o3', 'o4'] },
      matchpart1: {
        type: 'MatchQComponent',
        matches: [
          { optionId: 'm1', possibleAnswerId: 'p1' },
          { optionId: 'm2', possibleAnswerId: 'p2' },
          { optionId: 'm3', possibleAnswerId: 'p3' },
        ],
      },
      matchexact: {
        type: 'MatchQComponent',
        matches: [
          { optionId: 'm1', possibleAnswerId: 'p1' },
          { optionId: 'm2', possibleAnswerId: 'p2' },
          { optionId: 'm3', possibleAnswerId: 'p3' },
        ],
      },
      label00001: {
        type: 'LabelQComponent',
        placements: [
          { labelId: 'l1', optionId: 's1' },
          { labelId: 'l2', optionId: 's2' },
          { labelId: 'l3', optionId: 's3' },
          { labelId: 'l4', optionId: 's4' },
        ],
      },
      fill000001: {
        type: 'FillTheBlank',
        blanks: [
          { blankId: 'blank1', value: '100' },
          { blankId: 'blank2', value: 'Paris' },
        ],
      },
      numeric001: { type: 'Numerical', value: '3.5', unit: 'm' },
    },
    {
      mcqsingle1: { type: 'MCQ', selected: ['optB'] },
      mcqpartial: { type: 'MCQ', selected: ['optA', 'optB'] },
      tf00000001: { type: 'TrueOrFalse', optionId: 'True' },
      orderpart1: { type: 'OrderComponent', order: ['o2', 'o1', 'o3', 'o4'] },
      orderexact: { type: 'OrderComponent', order: ['o2', 'o1', 'o3', 'o4'] },
      matchpart1: {
        type: 'MatchQComponent',
        matches: [
          { optionId: 'm1', possibleAnswerId: 'p2' },
          { optionId: 'm2', possibleAnswerId: 'p1' },
          { optionId: 'm3', possibleAnswerId: 'p3' },
        ],
      },
      matchexact: {
        type: 'MatchQComponent',
        matches: [
          { optionId: 'm1', possibleAnswerId: 'p2' },
          { optionId: 'm2', possibleAnswerId: 'p1' },
          { optionId: 'm3', possibleAnswerId: 'p3' },
        ],
      },
      label00001: {
        type: 'LabelQComponent',
        placements: [
          { labelId: 'l1', optionId: 's2' },
          { labelId: 'l2', optionId: 's1' },
          { labelId: 'l3', optionId: 's3' },
          { labelId: 'l4', optionId: 's4' },
        ],
      },
      fill000001: {
        type: 'FillTheBlank',
        blanks: [
          { blankId: 'blank1', value: '212' },
          { blankId: 'blank2', value: 'Paris' },
        ],
      },
      numeric001: { type: 'Numerical', value: '٤', unit: 'm' },
    },
    {
      mcqsingle1: { type: 'MCQ', selected: ['optA'] },
      mcqpartial: { type: 'MCQ', selected: ['optB', 'optC'] },
      tf00000001: { type: 'TrueOrFalse', optionId: 'True' },
      orderpart1: { type: 'OrderComponent', order: ['o2', 'o1', 'o4', 'o3'] },
      orderexact: { type: 'OrderComponent', order: ['o1', 'o2', 'o4', 'o3'] },
      matchpart1: { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p2' }] },
      matchexact: { type: 'MatchQComponent', matches: [{ optionId: 'm3', possibleAnswerId: 'p3' }] },
      label00001: {
        type: 'LabelQComponent',
        placements: [
          { labelId: 'l1', optionId: 's2' },
          { labelId: 'l3', optionId: 's3' },
        ],
      },
      fill000001: {
        type: 'FillTheBlank',
        blanks: [
          { blankId: 'blank1', value: 'one hundred' },
          { blankId: 'blank2', value: 'Rome' },
        ],
      },
      numeric001: { type: 'Numerical', value: '280', unit: 'cm' },
    },
    {},
  ];
  return variants[index];
}

/** The corrected key per question: what the teacher should have entered. */
export const CORRECTIONS: Record<string, (question: Question) => Question> = {
  mcqsingle1: (q) => ({ ...q, options: (q as ReturnType<typeof mcq>).options.map((o) => ({ ...o, isTrue: o.id === 'optB' })) }) as Question,
  mcqpartial: (q) =>
    ({
      ...q,
      options: (q as ReturnType<typeof mcq>).options.map((o) => ({ ...o, isTrue: o.id === 'optA' || o.id === 'optB' })),
    }) as Question,
  tf00000001: (q) =>
    ({
      ...q,
      options: [
        { id: 'True', option: 'True', selected: false, isTrue: true },
        { id: 'False', option: 'False', selected: false, isTrue: false },
      ],
    }) as Question,
  orderpart1: (q) => ({ ...q, correctOptions: ['o2', 'o1', 'o3', 'o4'] }) as Question,
  orderexact: (q) => ({ ...q, correctOptions: ['o2', 'o1', 'o3', 'o4'] }) as Question,
  matchpart1: (q) => ({ ...q, correctPossibleAnswers: ['p2', 'p1', 'p3'] }) as Question,
  matchexact: (q) => ({ ...q, correctPossibleAnswers: ['p2', 'p1', 'p3'] }) as Question,
  label00001: (q) => ({ ...q, correctOptions: ['s2', 's1', 's3', 's4'] }) as Question,
  fill000001: (q) =>
    ({
      ...q,
      blanks: [
        { id: 'blank1', answers: ['100', 'one hundred', '212'], value: '' },
        { id: 'blank2', answers: ['Paris'], value: '' },
      ],
    }) as Question,
  numeric001: (q) =>
    ({ ...q, answers: (q as ReturnType<typeof numerical>).answers.map((a) => (a.id === 'exact' ? { ...a, value: '4' } : a)) }) as Question,
};
