import {
  newBlank,
  newChoiceOption,
  newImageSpot,
  newListOption,
  newNumericalAnswer,
  newNumericalUnit,
  newQuestion,
  newQuestionId,
  plainText,
  richTextFromPlain,
  type CognitiveLevel,
  type Difficulty,
  type NumericalAcceptedAnswer,
  type NumericalUnitHandling,
  type Question,
  type QuestionOf,
  type RichText,
} from '@mizan/shared';

/** Short ways to write the demo's and the starter bank's questions in plain words (seed-assessments.ts, seed-question-bank.ts). */

/** Where the starter bank files its questions of both languages: [subject, grade]; admission questions have neither. */
export const MATHS = ['Mathematics', 'Grade 8'] as const;
export const PHYSICS = ['Physics', 'Grade 9'] as const;
export const ADMISSION = ['', ''] as const;

export function withHeader<Q extends Question>(question: Q, header: string, totalMark: string, extra: Partial<Q> = {}): Q {
  return { ...question, header: richTextFromPlain(header), headertxt: header, totalMark, mode: 'examMode', ...extra };
}

/** The True/False pair with `answer` marked correct. */
export function trueFalseOptions(answer: boolean): QuestionOf<'TrueOrFalse'>['options'] {
  const [truth, falsehood] = newQuestion('TrueOrFalse').options;
  return [
    { ...truth, isTrue: answer },
    { ...falsehood, isTrue: !answer },
  ];
}

export function choices(texts: readonly string[], correct: readonly number[]) {
  return texts.map((text, index) => ({ ...newChoiceOption(text), isTrue: correct.includes(index) }));
}

/** A text with blanks: parts alternate text and blank answers ([text, [answers], text, …]). */
export function fillTheBlank(
  header: string,
  parts: ReadonlyArray<string | string[]>,
  words: readonly string[] = [],
): QuestionOf<'FillTheBlank'> {
  const blanks = parts.filter((part): part is string[] => Array.isArray(part)).map((answers) => newBlank([...answers]));
  let blankIndex = 0;
  const children = parts.map((part) =>
    Array.isArray(part) ? { type: 'blank' as const, blankId: blanks[blankIndex++].id, children: [{ text: '' }] } : { text: part },
  );
  const content: RichText = [{ type: 'paragraph', children: [{ text: '' }, ...children, { text: '' }] } as RichText[number]];
  return withHeader(newQuestion('FillTheBlank'), header, String(blanks.length), {
    content,
    blanks,
    vHeader: plainText(content),
    options: words.map((word) => ({ id: newQuestionId(), option: word })),
  });
}

/** Items in their correct order, partial credit per item in place. */
export function ordered(header: string, items: readonly string[], totalMark: string): QuestionOf<'OrderComponent'> {
  const options = items.map((text) => newListOption(text));
  return withHeader(newQuestion('OrderComponent'), header, totalMark, {
    options,
    correctOptions: options.map((item) => item.id),
    scoreMode: 'partialMatch',
  });
}

/** Left items matched, in the same order, with right items; shown shuffled. */
export function matched(header: string, left: readonly string[], right: readonly string[]): QuestionOf<'MatchQComponent'> {
  const options = left.map((text) => newListOption(text));
  const answers = right.map((text) => newListOption(text));
  return withHeader(newQuestion('MatchQComponent'), header, String(left.length), {
    options,
    PossibleAnswers: answers,
    correctPossibleAnswers: answers.map((answer) => answer.id),
    scoreMode: 'partialMatch',
    shuffleOptions: true,
  });
}

/** Names dragged onto the three shapes of the demo picture (square left, circle middle, triangle right). */
export function shapeLabels(header: string, names: readonly [string, string, string], picture: string): QuestionOf<'LabelQComponent'> {
  const spots = [newImageSpot('', 50, 18), newImageSpot('', 50, 50), newImageSpot('', 50, 82)];
  return withHeader(newQuestion('LabelQComponent'), header, '3', {
    image: picture,
    labels: names.map((text, index) => newImageSpot(text, 90, 15 + index * 35)),
    options: spots,
    correctOptions: spots.map((spot) => spot.id),
    scoreMode: 'partialMatch',
  });
}

/** An accepted number: [value, tolerance, mode, credit %, feedback]. */
export type AcceptedNumber = [
  value: string,
  tolerance: string,
  mode: NumericalAcceptedAnswer['toleranceMode'],
  credit: number,
  feedback?: string,
];

/** A Numerical question; units as [name, multiplier], the first the base unit (multiplier 1). */
export function numerical(
  header: string,
  totalMark: string,
  accepted: readonly AcceptedNumber[],
  units: ReadonlyArray<[string, number]> = [],
  unitHandling: NumericalUnitHandling = units.length === 0 ? 'none' : 'optional',
): QuestionOf<'Numerical'> {
  return withHeader(newQuestion('Numerical'), header, totalMark, {
    answers: accepted.map(([value, tolerance, toleranceMode, credit, feedback = '']) => ({
      ...newNumericalAnswer(value),
      tolerance,
      toleranceMode,
      credit,
      feedback,
    })),
    units: units.map(([unit, multiplier]) => newNumericalUnit(unit, multiplier)),
    unitHandling,
  });
}

/** A question of the starter bank with what the bank files it under. */
export interface StarterQuestion {
  subject: string;
  grade: string;
  tags: string[];
  question: Question;
}

/** Files `question` under its fixed id (so seeding twice adds nothing), subject, grade, tags, difficulty and cognitive level. */
export function starter(
  id: string,
  [subject, grade]: readonly [string, string],
  tags: string[],
  difficult: Difficulty,
  cognitive: CognitiveLevel,
  question: Question,
): StarterQuestion {
  return { subject, grade, tags: ['starter', ...tags], question: { ...question, id, difficult, cognitive, mode: 'editingMode' } };
}
