import type { Question } from '@mizan/shared';
import { previewOf, readQuestionFile } from './import-questions';

/** Moodle numerical questions as Moodle's XML export writes them, with the unit settings its editor offers. */
const numerical = (name: string, inner: string) =>
  `<question type="numerical"><name><text>${name}</text></name><questiontext format="html"><text>How long?</text></questiontext><defaultgrade>2.0000000</defaultgrade>${inner}</question>`;
const answer = (fraction: string, value: string, tolerance: string, feedback = '') =>
  `<answer fraction="${fraction}" format="moodle_auto_format"><text>${value}</text><feedback format="html"><text>${feedback}</text></feedback><tolerance>${tolerance}</tolerance></answer>`;
const units =
  '<units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit><unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit></units>';
const read = (...questions: string[]) =>
  previewOf(
    'moodlexml',
    readQuestionFile('moodlexml', Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><quiz>${questions.join('')}</quiz>`)),
  );

test('units and their grading become the unit handling; what Moodle did otherwise is named', () => {
  const shown = read(
    numerical(
      'Graded unit',
      `${answer('100', '2.5000000', '0.1')}${units}<unitgradingtype>2</unitgradingtype><unitpenalty>0.1000000</unitpenalty><showunits>0</showunits><unitsleft>1</unitsleft>`,
    ),
    numerical(
      'Unused units',
      `${answer('100', '2.5', '0')}${units}<unitgradingtype>0</unitgradingtype><unitpenalty>0</unitpenalty><showunits>3</showunits>`,
    ),
    numerical(
      'Catch-all',
      `${answer('100', '2.5', '0', 'Right')}${answer('-50', '25', '0', 'Off by ten')}${answer('0', '*', '', 'Try again')}`,
    ),
  );
  expect(shown.items.map((item) => [item.type, item.notes])).toEqual([
    [
      'Numerical',
      [
        'Moodle showed the unit before the number; here it follows the number.',
        'A missing or wrong unit took 10% off in Moodle; here the unit is required and an answer without it scores 0.',
      ],
    ],
    ['Numerical', ['The units were dropped: Moodle did not ask for them, only the number was marked.']],
    [
      'Numerical',
      [
        'The answer 25 took 50% off in Moodle; here it earns nothing (no answer takes marks away).',
        'The feedback for any other number was dropped: no counterpart here.',
      ],
    ],
  ]);
  const [graded, unused, catchAll] = shown.questions as Extract<Question, { type: 'Numerical' }>[];
  expect([
    graded.unitHandling,
    graded.units.map((unit) => [unit.unit, unit.multiplier]),
    graded.answers[0].value,
    graded.totalMark,
  ]).toEqual([
    'required',
    [
      ['m', 1],
      ['cm', 100],
    ],
    '2.5',
    '2',
  ]);
  expect([unused.unitHandling, unused.units]).toEqual(['none', []]);
  expect(catchAll.answers.map(({ value, credit, feedback }) => [value, credit, feedback])).toEqual([
    ['2.5', 100, 'Right'],
    ['25', 0, 'Off by ten'],
  ]);
});

test('an answer that is not a number, or no answer worth full marks, skips the question with the reason', () => {
  const shown = read(numerical('Words', answer('100', 'twelve', '0')), numerical('Half only', answer('50', '12', '0')));
  expect(shown.items.map((item) => item.skipped)).toEqual(['The answer "twelve" is not a number.', 'No answer earns full marks.']);
});
