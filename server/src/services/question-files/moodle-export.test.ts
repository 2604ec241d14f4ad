import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainText, type Question, type RichText } from '@mizan/shared';
import { label, mcq, numerical, text } from '../../../../shared/src/questions/testing/fixtures';
import { readMoodleXml } from './moodle-read';
import { writeMoodleXml } from './moodle-write';
import { checkItem } from './read-item';

/** Moodle XML written for core Moodle only: core question types, pictures as the fields' own files. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PICTURE = `data:image/png;base64,${PIXEL}`;
const withPicture = (words: string): RichText => [...text(words), { type: 'image', url: PICTURE, alt: 'A dot', children: [{ text: '' }] }];

const write = (questions: Question[]) => writeMoodleXml(questions.map((question) => ({ question, subject: '', tags: [] }))).xml;
const readBack = (xml: string) => readMoodleXml(xml).map(checkItem);
const fractions = (xml: string) => [...xml.matchAll(/<answer fraction="([^"]+)"/g)].map((match) => match[1]);

test('an MCQ is core multichoice: single, partly right and all or nothing keep their scoring through Moodle and back', () => {
  const single = mcq({ id: 'single0001', options: mcq().options.map((option) => ({ ...option, isTrue: option.id === 'optA' })) });
  const partial = mcq({ id: 'partial001', isPartial: true });
  const strict = mcq({ id: 'strict0001' });
  const xml = write([single, partial, strict]);
  expect([...xml.matchAll(/<question type="([a-z]+)">/g)].map((match) => match[1])).toEqual([
    'category',
    'multichoice',
    'multichoice',
    'multichoice',
  ]);
  expect(xml).not.toContain('multichoiceset');
  expect([...xml.matchAll(/<single>(\w+)<\/single>/g)].map((match) => match[1])).toEqual(['true', 'false', 'false']);
  expect(fractions(xml)).toEqual(['100', '0', '0', '0', '50', '-50', '50', '-50', '50', '-100', '50', '-100']);
  const back = readBack(xml);
  expect(
    back.map((item) => item.question?.type === 'MCQ' && [item.question.isPartial, item.question.options.map((option) => option.isTrue)]),
  ).toEqual([single, partial, strict].map((question) => [question.isPartial, question.options.map((option) => option.isTrue)]));
  expect(back.map((item) => item.notes)).toEqual([
    [],
    [],
    [
      'Any wrong tick took all the marks in Moodle, and each right tick its share; here the question is all or nothing: every right choice and no wrong one.',
    ],
  ]);
});

test('a line break inside a text stays a line break through Moodle XML', () => {
  const question = mcq({ header: [{ type: 'paragraph', children: [{ text: 'First line\nsecond line' }] }] });
  const back = readBack(write([question]))[0].question as Question;
  expect(back.headertxt).toBe('First line\nsecond line');
});

test("pictures travel as the field's base64 <file> named by @@PLUGINFILE@@, never as data: addresses, and come back in place", () => {
  const question = mcq({
    header: withPicture('Which dot?'),
    options: mcq().options.map((option, index) => (index === 0 ? { ...option, option: withPicture('This one') } : option)),
  });
  const xml = write([question]);
  expect(xml).not.toContain('data:image');
  expect(
    xml.match(
      /<questiontext format="html"><text><!\[CDATA\[.*@@PLUGINFILE@@\/image-1\.png.*\]\]><\/text><file name="image-1\.png" path="\/" encoding="base64">([^<]+)<\/file><\/questiontext>/,
    )?.[1],
  ).toBe(PIXEL);
  expect(xml).toMatch(
    /<answer fraction="50" format="html"><text><!\[CDATA\[.*@@PLUGINFILE@@\/image-1\.png.*\]\]><\/text><file name="image-1\.png" path="\/" encoding="base64">/,
  );
  const back = readBack(xml)[0].question as Extract<Question, { type: 'MCQ' }>;
  const images = (rich: RichText) => rich.flatMap((node) => ('type' in node && node.type === 'image' ? [[node.url, node.alt]] : []));
  expect([images(back.header), images(back.options[0].option), plainText(back.header).trim()]).toEqual([
    [[PICTURE, 'A dot']],
    [[PICTURE, 'A dot']],
    'Which dot?',
  ]);
});

test('Numerical is Moodle numerical: answers with absolute tolerances, credit and feedback, units and their handling, and back', () => {
  const optional = numerical();
  const required = numerical({ id: 'required01', unitHandling: 'required' });
  const xml = write([optional, required]);
  expect(xml).toContain(
    '<answer fraction="50" format="moodle_auto_format"><text>3</text><feedback format="html"><text>FEEDBACK-ROUGH</text></feedback><tolerance>0.3</tolerance></answer>',
  );
  expect(xml).toContain(
    '<units><unit><multiplier>1</multiplier><unit_name>m</unit_name></unit><unit><multiplier>100</multiplier><unit_name>cm</unit_name></unit></units>',
  );
  expect(
    [...xml.matchAll(/<unitgradingtype>(\d)<\/unitgradingtype>\s*<unitpenalty>(\d)<\/unitpenalty>\s*<showunits>(\d)<\/showunits>/g)].map(
      (match) => match.slice(1),
    ),
  ).toEqual([
    ['0', '0', '0'],
    ['1', '1', '2'],
  ]);
  const back = readBack(xml).map((item) => item.question as Extract<Question, { type: 'Numerical' }>);
  const key = (question: Extract<Question, { type: 'Numerical' }>) => ({
    answers: question.answers.map(({ value, tolerance, toleranceMode, credit, feedback }) => [
      value,
      tolerance,
      toleranceMode,
      credit,
      feedback,
    ]),
    units: question.units.map(({ unit, multiplier }) => [unit, multiplier]),
    unitHandling: question.unitHandling,
    totalMark: question.totalMark,
  });
  const expected = {
    answers: [
      ['3.5', '0.1', 'absolute', 100, 'FEEDBACK-EXACT'],
      ['3', '0.3', 'absolute', 50, 'FEEDBACK-ROUGH'],
    ],
    units: [
      ['m', 1],
      ['cm', 100],
    ],
    totalMark: '4',
  };
  expect(back.map(key)).toEqual([
    { ...expected, unitHandling: 'optional' },
    { ...expected, unitHandling: 'required' },
  ]);
  expect(readBack(xml).map((item) => item.notes)).toEqual([[], []]);
});

test("a Label question is core ddimageortext: Moodle's own drag-onto-image question comes back with its labels in place; a picture by address is left out", () => {
  const fixture = readFileSync(join(__dirname, '../../../test-fixtures/question-files/moodle/qtype-ddimageortext.xml'), 'utf8');
  const [original] = readBack(fixture).map((item) => item.question as Extract<Question, { type: 'LabelQComponent' }>);
  const twice = {
    ...original,
    labels: [...original.labels, { ...original.labels[0], id: 'again' }],
    correctOptions: [...original.correctOptions, original.correctOptions[0]],
  };
  const xml = write([original, twice, label({ image: 'https://example.org/heart.png' })]);
  expect([...xml.matchAll(/<question type="([a-z]+)">/g)].map((match) => match[1])).toEqual(['category', 'ddimageortext', 'ddimageortext']);
  expect(xml).toContain('<file name="background.jpg" path="/" encoding="base64">');
  expect(xml).toContain('left out: Its picture is not a PNG, GIF or JPEG picture this file can carry.');
  expect(xml.match(/<infinite\/>/g)).toHaveLength(1);
  const placed = (question: Extract<Question, { type: 'LabelQComponent' }>) =>
    question.labels.map((entry, index) => {
      const spot = question.options.find((option) => option.id === question.correctOptions[index]);
      return `${entry.value} at ${spot?.left},${spot?.top}`;
    });
  const back = readBack(xml).map((item) => item.question as Extract<Question, { type: 'LabelQComponent' }>);
  expect(back.map(placed)).toEqual([placed(original), placed(twice)]);
  expect(back[0].image).toBe(original.image);
});
