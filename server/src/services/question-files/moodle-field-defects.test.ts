import { plainText, type Question } from '@mizan/shared';
import { previewOf, readQuestionFile } from './import-questions';

/** Cases seen in teachers' Moodle exports that Moodle's own fixtures do not hold, each written out here. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const quiz = (...questions: string[]) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><quiz>${questions.join('')}</quiz>`);
const read = (body: Buffer) => {
  const items = readQuestionFile('moodlexml', body);
  return { items, preview: previewOf('moodlexml', items) };
};
const shortAnswer = (answers: string) =>
  `<question type="shortanswer"><name><text>Generic</text></name><questiontext format="html"><text>Which type?</text></questiontext>${answers}</question>`;

describe('Moodle files from the field', () => {
  test('a short-answer key is plain text: Iterable<Item> stays whole, and the 50 % answer does not become full marks', () => {
    const { preview } = read(
      quiz(
        shortAnswer(
          '<answer fraction="100"><text>Iterable&lt;Item&gt;</text></answer><answer fraction="50"><text>Iterable</text></answer>',
        ),
      ),
    );
    const question = preview.questions[0] as Extract<Question, { type: 'FillTheBlank' }>;
    expect(question.blanks.map((blank) => blank.answers)).toEqual([['Iterable<Item>']]);
    expect(preview.items[0].notes).toContain('Partly right answers were dropped: a blank here is right or wrong.');
  });

  test("an escaped wildcard \\* is a literal *; an unescaped * is named as Moodle's wildcard", () => {
    const { preview } = read(
      quiz(
        shortAnswer('<answer fraction="100"><text>2\\*3</text></answer>'),
        shortAnswer('<answer fraction="100"><text>colo*r</text></answer>'),
      ),
    );
    const keys = preview.questions.map((question) => (question as Extract<Question, { type: 'FillTheBlank' }>).blanks[0].answers);
    expect(keys).toEqual([['2*3'], ['colo*r']]);
    expect(preview.items[0].notes).toEqual([]);
    expect(preview.items[1].notes).toEqual(["A right answer uses Moodle's * wildcard; here it is taken as a plain * character."]);
  });

  test("Atto's @@PLUGINFILE@@/table.PNG?time=… picture comes in with its alt, and O(n<sup>2</sup>) keeps its superscript", () => {
    const { preview } = read(
      quiz(
        '<question type="truefalse"><name><text>Big O</text></name><questiontext format="html"><text><![CDATA[<p>The loop over the table <img src="@@PLUGINFILE@@/table.PNG?time=1590502500169" alt="A 3 by 3 table"> is O(n<sup>2</sup>) and H<sub>2</sub>O is water.</p>]]></text>' +
          `<file name="table.PNG" path="/" encoding="base64">${PIXEL}</file></questiontext>` +
          '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>',
      ),
    );
    const header = preview.questions[0].header;
    expect(header).toEqual([
      { type: 'paragraph', children: [{ text: 'The loop over the table' }] },
      { type: 'image', url: `data:image/png;base64,${PIXEL}`, alt: 'A 3 by 3 table', children: [{ text: '' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'is O(n' },
          { text: '2', superscript: true },
          { text: ') and H' },
          { text: '2', subscript: true },
          { text: 'O is water.' },
        ],
      },
    ]);
    expect(preview.items[0].notes).toEqual([]);
  });

  test('negative fractions: a multiple-answer MCQ keeps wrong ticks as penalties, a single-answer one names the penalty it drops', () => {
    const choice = (fraction: string, text: string) => `<answer fraction="${fraction}"><text>${text}</text></answer>`;
    const { preview } = read(
      quiz(
        `<question type="multichoice"><name><text>Primes</text></name><questiontext><text>Primes?</text></questiontext><single>false</single><shuffleanswers>0</shuffleanswers>${choice('50', '2')}${choice('50', '3')}${choice('-50', '4')}${choice('-100', '6')}</question>`,
        `<question type="multichoice"><name><text>One</text></name><questiontext><text>One?</text></questiontext><single>true</single>${choice('100', 'yes')}${choice('-33.33333', 'no')}</question>`,
      ),
    );
    const [primes, one] = preview.questions as Extract<Question, { type: 'MCQ' }>[];
    expect(primes.options.map((option) => [plainText(option.option), option.isTrue])).toEqual([
      ['2', true],
      ['3', true],
      ['4', false],
      ['6', false],
    ]);
    expect(primes).toMatchObject({ isPartial: true, shuffleOptions: false });
    expect(preview.items[0].notes).toEqual([
      "Wrong choices took 50%, 100% away in Moodle; here each wrong tick takes away one right choice's share (50%).",
    ]);
    expect(one).toMatchObject({ isPartial: false, shuffleOptions: true });
    expect(preview.items[1].notes).toEqual(['A wrong choice took 33.33% away in Moodle; here a wrong single answer scores 0.']);
  });

  test("Moodle's // in a category path is one category with a slash; a tag over 40 characters is named in a note", () => {
    const longTag = 'Algorithms and data structures: complexity analysis';
    const { items } = read(
      quiz(
        '<question type="category"><category><text>$course$/top/Science//Technology/Grade 10//11</text></category></question>',
        `<question type="truefalse"><name><text>Tagged</text></name><questiontext><text>True?</text></questiontext><tags><tag><text>${longTag}</text></tag></tags>` +
          '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>',
      ),
    );
    expect(items[0]).toMatchObject({ subject: 'Grade 10/11', tags: ['Science/Technology', longTag.slice(0, 40)] });
    expect(items[0].notes).toEqual([`The tag "${longTag}" is longer than 40 characters; it was kept as "${longTag.slice(0, 40)}".`]);
  });
});
