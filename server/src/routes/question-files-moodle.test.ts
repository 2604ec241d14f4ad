import { rawCalls, type BankQuestion, type Question, type RichText } from '@mizan/shared';
import { fixture } from '../test-support/question-files';
import { SIGN, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const XML = 'application/xml';
const imagesOf = (rich: RichText) =>
  rich.flatMap((node) =>
    'type' in node && node.type === 'image' ? [`${node.alt ?? ''} ${node.url.slice(0, node.url.indexOf(','))}`] : [],
  );

describe.each(testDatabases())("Moodle's own files imported into the bank and exported again on %s", (_name, kind) => {
  let t: TestApp;
  let teacher: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const importFile = async (body: Buffer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.importQuestions),
      headers: { 'content-type': XML, 'x-sign': SIGN, authorization: `Bearer ${teacher}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { imported: number; skipped: number; ids: number[] } }>().data;
  };
  const stored = async (ids: number[]) =>
    (await t.call('bankQuestions', { pagesize: 100 }, { token: teacher }))
      .json<{ data: { questions: BankQuestion[] } }>()
      .data.questions.filter((entry) => ids.includes(entry.id))
      .sort((a, b) => a.id - b.id);
  const exportMoodle = async (ids: number[]) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiUrl(rawCalls.exportQuestions)}?format=moodlexml&ids=${ids.join(',')}`,
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  test('truefalse.xml: the pictures in place with their alt, general feedback and the subject are saved, and survive an export and import', async () => {
    const result = await importFile(fixture('moodle/truefalse.xml'));
    expect(result).toMatchObject({ imported: 2, skipped: 0 });
    const [first, second] = await stored(result.ids);
    expect(first).toMatchObject({ subject: 'TrueFalse', tags: [] });
    expect(imagesOf(first.question.header)).toEqual(['Moodle logo data:image/jpeg;base64']);
    expect(first.question.feedback).toBe('For further information, see the documentation about Moodle.');
    expect(second.question.type).toBe('TrueOrFalse');
    const again = await importFile(await exportMoodle(result.ids));
    const [back] = await stored(again.ids);
    expect(back.question.header).toEqual(first.question.header);
  });

  test('multianswer.xml (type cloze): blanks and both flags saved in the text; a superscript and a subject with a slash survive an export and import', async () => {
    const result = await importFile(fixture('moodle/multianswer.xml'));
    expect(result).toMatchObject({ imported: 1, skipped: 0 });
    const [cloze] = await stored(result.ids);
    const question = cloze.question as Extract<Question, { type: 'FillTheBlank' }>;
    expect(question.blanks.map((blank) => blank.answers)).toEqual([['California'], ['Arizona'], ['California'], ['Arizona'], ['Paris']]);
    expect(imagesOf(question.content)).toEqual(['California flag data:image/png;base64', 'Arizona flag data:image/png;base64']);

    const bigO = Buffer.from(
      '<?xml version="1.0"?><quiz><question type="truefalse"><name><text>Big O</text></name><questiontext format="html">' +
        '<text><![CDATA[<p>Two nested loops are O(n<sup>2</sup>).</p>]]></text></questiontext>' +
        '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>',
    );
    const first = await importFile(
      Buffer.from(
        bigO
          .toString()
          .replace('<quiz>', '<quiz><question type="category"><category><text>$course$/top/Grade 10//11</text></category></question>'),
      ),
    );
    const again = await importFile(await exportMoodle(first.ids));
    const [before, after] = [(await stored(first.ids))[0], (await stored(again.ids))[0]];
    expect(before.question.header).toEqual([
      { type: 'paragraph', children: [{ text: 'Two nested loops are O(n' }, { text: '2', superscript: true }, { text: ').' }] },
    ]);
    expect(after.question.header).toEqual(before.question.header);
    expect([before.subject, after.subject]).toEqual(['Grade 10/11', 'Grade 10/11']);
  });
});
