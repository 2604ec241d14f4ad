import { normalizeQuestion } from '../questions/normalize-question';
import { validateQuestion } from '../questions/validate-question';
import { essay } from '../questions/testing/fixtures';
import { plainSeedShuffle, toExamView } from '../questions/exam-view';
import { copyRubric, newRubric } from './new-rubric';
import type { Rubric } from './rubric';
import { rubricSchema } from './rubric-schema';
import { rubricProblem } from './validate-rubric';

const valid: Rubric = {
  id: 'rubric0001',
  title: 'Speaking',
  criteria: [
    {
      id: 'fluency001',
      title: 'Fluency',
      levels: [
        { id: 'fluLow0001', points: 0, descriptor: 'Stops often' },
        { id: 'fluHigh001', points: 2.5, descriptor: 'Speaks smoothly' },
      ],
    },
  ],
};

it('accepts a complete rubric within the total mark', () => {
  expect(rubricProblem(valid, 2.5)).toBeNull();
  expect(rubricProblem(valid)).toBeNull();
});

it.each<[string, (rubric: Rubric) => void, string]>([
  ['no title', (rubric) => (rubric.title = ' '), 'Give the rubric a title.'],
  ['no criteria', (rubric) => (rubric.criteria = []), 'A rubric needs at least one criterion.'],
  ['an untitled criterion', (rubric) => (rubric.criteria[0].title = ''), 'Criterion 1: give it a title.'],
  ['one level', (rubric) => rubric.criteria[0].levels.pop(), '“Fluency”: a criterion needs at least two levels.'],
  ['an empty descriptor', (rubric) => (rubric.criteria[0].levels[1].descriptor = ''), '“Fluency”: every level needs a descriptor.'],
  [
    'three decimals',
    (rubric) => (rubric.criteria[0].levels[1].points = 1.125),
    '“Fluency”: points are numbers from 0 with at most 2 decimals.',
  ],
  ['a repeated id', (rubric) => (rubric.criteria[0].levels[1].id = 'fluLow0001'), 'Two criteria or two levels of the rubric share an id.'],
])('refuses %s', (_name, change, problem) => {
  const rubric = JSON.parse(JSON.stringify(valid)) as Rubric;
  change(rubric);
  expect(rubricProblem(rubric)).toBe(problem);
});

it("refuses best levels worth more than the question's total mark", () => {
  expect(rubricProblem(valid, 2)).toBe(
    "The rubric's best levels add up to 2.5, more than the question's total mark (2). Lower some points or raise the total mark.",
  );
});

it('a new rubric needs its words before it can be saved, and parses', () => {
  const rubric = newRubric();
  expect(rubricProblem(rubric)).toBe('Give the rubric a title.');
  expect(rubricSchema.safeParse(rubric).success).toBe(true);
});

it('a copy has the same words and points under new ids', () => {
  const copy = copyRubric(valid);
  expect(copy.criteria[0].levels.map((level) => [level.points, level.descriptor])).toEqual([
    [0, 'Stops often'],
    [2.5, 'Speaks smoothly'],
  ]);
  expect(copy.criteria[0].id).not.toBe('fluency001');
  expect(copy.criteria[0].levels[0].id).not.toBe('fluLow0001');
});

it('the schema refuses negative points and unknown shapes', () => {
  const rubric = JSON.parse(JSON.stringify(valid)) as Rubric;
  rubric.criteria[0].levels[0].points = -1;
  expect(rubricSchema.safeParse(rubric).success).toBe(false);
  expect(rubricSchema.safeParse({ ...valid, criteria: 'x' }).success).toBe(false);
});

it("an applicant's exam view of a question never carries its rubric", () => {
  const question = { ...essay(), rubric: valid };
  expect(JSON.stringify(toExamView(question, plainSeedShuffle('seed')))).not.toContain('Speaks smoothly');
});

it('a stored manual question keeps its rubric when read leniently; a malformed one is left out', () => {
  expect(normalizeQuestion({ ...essay(), rubric: valid, rubricBankId: 7, rubricChoice: [] })).toMatchObject({
    rubric: valid,
    rubricBankId: 7,
  });
  expect(normalizeQuestion({ ...essay(), rubricChoice: [] })).not.toHaveProperty('rubricChoice');
  expect(normalizeQuestion({ ...essay(), rubric: { title: 'x' } })).not.toHaveProperty('rubric');
  expect(validateQuestion({ ...essay({ totalMark: '2' }), rubric: valid })).toBe(
    "The rubric's best levels add up to 2.5, more than the question's total mark (2). Lower some points or raise the total mark.",
  );
});
