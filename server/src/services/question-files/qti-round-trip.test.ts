import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { richTextFromPlain, type Question } from '@mizan/shared';
import { everyType, label, mcq, numerical } from '../../../../shared/src/questions/testing/fixtures';
import { summary } from '../../test-support/question-files';
import { readQtiPackage } from './qti-read';
import { writeQtiPackage } from './qti-write';
import { checkItem } from './read-item';

const PICTURE = readFileSync(join(__dirname, '../../../test-fixtures/question-files/qti3-examples/items/images/ukairtags.png'));
const INLINE_PNG = `data:image/png;base64,${PICTURE.toString('base64')}`;

/** What a question says (summary) and its feedback, with what summary leaves out for Label and Numerical: their keys. */
function described(question: Question): Record<string, unknown> {
  const choiceFeedback = question.type === 'MCQ' ? { choiceFeedback: question.options.map((option) => option.authorNote) } : {};
  return { ...keyOf(question), feedback: question.feedback, ...choiceFeedback };
}

function keyOf(question: Question): Record<string, unknown> {
  switch (question.type) {
    case 'LabelQComponent':
      return {
        ...summary(question),
        image: question.image,
        labels: question.labels.map((entry, index) => {
          const spot = question.options.find((option) => option.id === question.correctOptions[index]);
          return `${entry.value} at ${Math.round(spot?.left ?? -1)},${Math.round(spot?.top ?? -1)}`;
        }),
      };
    case 'Numerical':
      return {
        ...summary(question),
        answers: question.answers.map(({ value, tolerance, toleranceMode, credit }) => ({ value, tolerance, toleranceMode, credit })),
      };
    default:
      return summary(question);
  }
}

/** Every type QTI carries, with marks other than 1 so a lost mark shows. */
function questions(): Question[] {
  const types = everyType().filter((question) => !['VideoComponent', 'AudioComponent', 'RIASEC', 'ImageHighlight'].includes(question.type));
  return [
    ...types.map((question) =>
      question.type === 'LabelQComponent'
        ? label({ image: INLINE_PNG, totalMark: '4' })
        : { ...question, totalMark: '3', feedback: 'See chapter 2.\nAsk your teacher.' },
    ),
    label({ id: 'medialabel', image: '/media/heart.png', totalMark: '2' }),
    mcq({ id: 'partial001', isPartial: true, header: richTextFromPlain('أيّ هذه الكواكب صخرية؟') }),
    numerical({
      id: 'exactnum01',
      answers: [{ id: 'a', value: '-12', tolerance: '0', toleranceMode: 'absolute', credit: 100, feedback: '' }],
      units: [],
      unitHandling: 'none',
    }),
  ];
}

test('every type QTI carries is exported and imported back with its key, mark, text and feedback', () => {
  const originals = questions();
  const { zip, skipped } = writeQtiPackage(originals.map((question) => ({ question, subject: '', tags: [] })));
  expect(skipped).toBe(0);
  const read = readQtiPackage(zip).map(checkItem);
  expect(read.map((entry) => entry.skipped ?? null)).toEqual(originals.map(() => null));
  expect(read.map((entry) => described(entry.question as Question))).toEqual(originals.map(described));
});
