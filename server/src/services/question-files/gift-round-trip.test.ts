import { QUESTION_FILE_NOT_GIFT, richTextFromPlain, type Question, type RichText } from '@mizan/shared';
import { essay, everyType, fillTheBlank, match, mcq, numerical, trueOrFalse } from '../../../../shared/src/questions/testing/fixtures';
import { summary } from '../../test-support/question-files';
import { readGift } from './gift-read';
import { writeGift } from './gift-write';
import { checkItem } from './read-item';

/** A blank alone in the text: the short answer that follows its question. */
const blankAlone: RichText = [
  { type: 'paragraph', children: [{ text: '' }, { type: 'blank', blankId: 'only', children: [{ text: '' }] }, { text: '' }] },
];

/**
 * What a question says as GIFT keeps it: summary without the mark (GIFT has
 * none: every question comes back worth 1) and the essay's word limit, with
 * the feedback and Numerical's answers.
 */
function described(question: Question): Record<string, unknown> {
  const { totalMark: _mark, ...said } = summary(question);
  const base = { ...said, feedback: question.feedback };
  switch (question.type) {
    case 'EssayComponent':
      return { ...base, wordlimit: undefined, placeholder: undefined };
    case 'MCQ':
      return { ...base, notes: question.options.map((option) => option.authorNote) };
    case 'Numerical':
      return {
        ...base,
        answers: question.answers.map(({ value, tolerance, credit, feedback }) => ({ value, tolerance, credit, feedback })),
      };
    default:
      return base;
  }
}

/** Every type GIFT carries, in English and Arabic, with GIFT's control characters in the texts. */
function questions(): Question[] {
  return [
    mcq({ feedback: 'Two planets are rocky {and} #small#.' }),
    mcq({
      id: 'single0001',
      header: richTextFromPlain('ما عاصمة مصر؟ a=b: {x} ~y #z \\ w'),
      options: mcq().options.map((option) => ({ ...option, isTrue: option.id === 'optB' })),
    }),
    mcq({ id: 'partial001', isPartial: true, header: richTextFromPlain('أيّ هذه الكواكب صخرية؟') }),
    trueOrFalse({ feedback: 'الأرض كروية.' }),
    trueOrFalse({
      id: 'tftrue0001',
      options: [
        { id: 'True', option: 'True', selected: false, isTrue: true },
        { id: 'False', option: 'False', selected: false, isTrue: false },
      ],
    }),
    fillTheBlank({
      id: 'missing001',
      header: richTextFromPlain('أكمل الفراغ'),
      headertxt: 'أكمل الفراغ',
      blanks: [{ id: 'blank1', answers: ['100', 'مئة'], value: '' }],
      content: [
        {
          type: 'paragraph',
          children: [{ text: 'يغلي الماء عند ' }, { type: 'blank', blankId: 'blank1', children: [{ text: '' }] }, { text: ' درجة.' }],
        },
      ],
    }),
    fillTheBlank({ id: 'shortans01', content: blankAlone, blanks: [{ id: 'only', answers: ['Paris', 'paris: city'], value: '' }] }),
    match(),
    match({
      id: 'arabicmat1',
      options: [
        { id: 'm1', option: richTextFromPlain('مصر') },
        { id: 'm2', option: richTextFromPlain('الأردن') },
      ],
      PossibleAnswers: [
        { id: 'p1', option: richTextFromPlain('القاهرة') },
        { id: 'p2', option: richTextFromPlain('عمّان') },
      ],
      correctPossibleAnswers: ['p1', 'p2'],
    }),
    essay({ feedback: 'Mark by the rubric.' }),
    numerical({
      units: [],
      unitHandling: 'none',
      answers: [
        { id: 'exact', value: '3.5', tolerance: '0.1', toleranceMode: 'absolute', credit: 100, feedback: 'FEEDBACK-EXACT' },
        { id: 'rough', value: '-12', tolerance: '2', toleranceMode: 'absolute', credit: 50, feedback: 'قريب' },
        { id: 'wrong', value: '6.02e23', tolerance: '', toleranceMode: 'absolute', credit: 0, feedback: 'Not Avogadro.' },
      ],
    }),
  ];
}

const roundTrip = (originals: readonly Question[]) => {
  const written = writeGift(originals.map((question) => ({ question, subject: 'Science/Physics', tags: [] })));
  return { ...written, items: readGift(written.text).map(checkItem) };
};

test('every type GIFT carries is exported and imported back with its key, text, feedback and subject', () => {
  const originals = questions();
  const { skipped, items } = roundTrip(originals);
  expect(skipped).toBe(0);
  expect(items.map((item) => item.skipped ?? null)).toEqual(originals.map(() => null));
  expect(items.map((item) => item.subject)).toEqual(originals.map(() => 'Science/Physics'));
  expect(items.map((item) => described(item.question as Question))).toEqual(
    originals.map((question) => {
      const expected = described(question);
      // An empty tolerance is written as 0 (exact either way).
      if (question.type === 'Numerical')
        return {
          ...expected,
          answers: (expected.answers as { tolerance: string }[]).map((answer) => ({ ...answer, tolerance: answer.tolerance || '0' })),
        };
      return expected;
    }),
  );
  expect(items.map((item) => item.question?.totalMark)).toEqual(originals.map(() => '1'));
});

test('the types GIFT cannot carry are left out, named in a comment and counted', () => {
  const others = [
    ...everyType().filter((question) => !['MCQ', 'TrueOrFalse', 'MatchQComponent', 'EssayComponent', 'Numerical'].includes(question.type)),
    numerical({ unitHandling: 'required' }),
  ];
  const { text, skipped } = writeGift(others.map((question) => ({ question, subject: '', tags: [] })));
  expect(skipped).toBe(others.length);
  expect(() => readGift(text)).toThrow(QUESTION_FILE_NOT_GIFT);
  expect(text).toContain('// FillTheBlank question fill000001 left out: GIFT holds one blank per question.');
  expect(text).toContain('// Numerical question numeric001 left out: GIFT has no units, and this question requires one.');
});

test("a relative tolerance is written as the absolute one it stands for; an optional unit's question keeps its number", () => {
  const { items } = roundTrip([numerical()]);
  const back = items[0].question as Extract<Question, { type: 'Numerical' }>;
  expect(back.answers.map(({ value, tolerance, toleranceMode, credit }) => [value, tolerance, toleranceMode, credit])).toEqual([
    ['3.5', '0.1', 'absolute', 100],
    ['3', '0.3', 'absolute', 50],
  ]);
  expect([back.units, back.unitHandling]).toEqual([[], 'none']);
});
