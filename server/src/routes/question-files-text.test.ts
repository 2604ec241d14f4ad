import { sql } from 'kysely';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { rawCalls, type QuestionFilePreview } from '@mizan/shared';
import { fixture, qtiFixturePackage, summary } from '../test-support/question-files';
import { SIGN, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

/**
 * Question files holding text the database cannot store (a NUL, half of a
 * character) or written in UTF-16: the preview and the import judge them
 * the same way, as the JSON calls do, and never answer 500.
 */

const XML = 'application/xml';
const ZIP = 'application/zip';
const NUL = String.fromCharCode(0);
const NUL_REFUSED = 'contains the NUL character (U+0000), which cannot be stored. Remove it and try again.';
const HALF_REFUSED = (code: string) => `contains half of a character (U+${code}), which is not valid text. Remove it and try again.`;

function trueFalse(name: string, text: string): string {
  return `<question type="truefalse"><name><text>${name}</text></name><questiontext format="html"><text>${text}</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`;
}
function multichoice(name: string, options: string[]): string {
  const answers = options.map((option, index) => `<answer fraction="${index === 0 ? 100 : 0}"><text>${option}</text></answer>`).join('');
  return `<question type="multichoice"><name><text>${name}</text></name><questiontext format="html"><text>Pick one</text></questiontext><single>true</single>${answers}</question>`;
}
function moodle(...questions: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${questions.join('')}</quiz>`;
}

/** The QTI fixture package with one item file's text changed. */
function qtiWith(item: string, change: (xml: string) => string): Buffer {
  const files = unzipSync(new Uint8Array(qtiFixturePackage()));
  files[item] = strToU8(change(new TextDecoder().decode(files[item])));
  return Buffer.from(zipSync(files));
}

describe.each(testDatabases())('question files with unstorable text or in UTF-16 on %s', (_name, kind) => {
  let t: TestApp;
  let teacher: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (body: Buffer, type: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${apiUrl(rawCalls.importQuestions)}${query}`,
      headers: { 'content-type': type, 'x-sign': SIGN, authorization: `Bearer ${teacher}` },
      payload: body,
    });
  const count = async (table: 'bank_questions' | 'audit_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The preview and the import both answer 400 with `message`, and nothing is written. */
  async function expectRefusedEverywhere(body: Buffer, type: string, message: string) {
    const before = { bank: await count('bank_questions'), audit: await count('audit_log') };
    for (const query of ['?preview=1', '']) {
      const response = await send(body, type, query);
      expect({ query, status: response.statusCode, msg: response.json<{ msg: string }>().msg }).toEqual({
        query,
        status: 400,
        msg: message,
      });
    }
    expect({ bank: await count('bank_questions'), audit: await count('audit_log') }).toEqual(before);
  }

  it('refuses a Moodle XML file with a NUL in a question name, naming the question, in the preview and the import alike', async () => {
    const body = Buffer.from(moodle(trueFalse('Fine', 'Is it?'), trueFalse(`Bad${NUL}name`, 'Is it?')), 'utf8');
    await expectRefusedEverywhere(body, XML, `Question 2 of the file: the name ${NUL_REFUSED}`);
  });

  it('names the question and the part of it that holds the NUL', async () => {
    const body = Buffer.from(moodle(multichoice('Capitals', ['Cairo', `Gi${NUL}za`]), trueFalse('Later', 'Is it?')), 'utf8');
    await expectRefusedEverywhere(body, XML, `Question 1 of the file ("Capitals"): option 2 ${NUL_REFUSED}`);
    const inText = Buffer.from(moodle(trueFalse('Sky', `Is the sky${NUL} blue?`)), 'utf8');
    await expectRefusedEverywhere(inText, XML, `Question 1 of the file ("Sky"): the question text ${NUL_REFUSED}`);
  });

  it('reads a Moodle XML file saved as UTF-16 (with or without a byte order mark) as its UTF-8 original', async () => {
    const original = fixture('moodle-all-types.xml').toString('utf8');
    const expected = await send(Buffer.from(original, 'utf8'), XML, '?preview=1');
    expect(expected.statusCode).toBe(200);
    const shown = (response: typeof expected) => {
      const data = response.json<{ data: QuestionFilePreview }>().data;
      return { ...data, questions: data.questions.map(summary) };
    };
    for (const [label, body] of [
      ['UTF-16LE with BOM', Buffer.from(`\uFEFF${original}`, 'utf16le')],
      ['UTF-16LE without BOM', Buffer.from(original, 'utf16le')],
      ['UTF-16BE with BOM', Buffer.from(`\uFEFF${original}`, 'utf16le').swap16()],
    ] as const) {
      const response = await send(body, XML, '?preview=1');
      expect({ label, status: response.statusCode }).toEqual({ label, status: 200 });
      expect(shown(response)).toEqual(shown(expected));
    }

    const before = await count('bank_questions');
    const imported = await send(Buffer.from(moodle(trueFalse('Arabic', 'هل السماء زرقاء؟')), 'utf16le'), XML);
    expect(imported.statusCode).toBe(200);
    expect(await count('bank_questions')).toBe(before + 1);
  });

  it('refuses a UTF-16 Moodle XML file holding half of a character', async () => {
    const body = Buffer.from(moodle(trueFalse('Half', 'Is \uDC00 it?')), 'utf16le');
    await expectRefusedEverywhere(body, XML, `Question 1 of the file ("Half"): the question text ${HALF_REFUSED('DC00')}`);
  });

  it('refuses a QTI package whose item holds a NUL, naming the question', async () => {
    const body = qtiWith('items/choice-single.xml', (xml) => xml.replace('Remember your luggage', `Remember${NUL} your luggage`));
    await expectRefusedEverywhere(body, ZIP, `Question 1 of the file ("Unattended Luggage"): option 3 ${NUL_REFUSED}`);
  });

  it('refuses a QTI package whose manifest gives a question a keyword with a NUL', async () => {
    const files = unzipSync(new Uint8Array(qtiFixturePackage()));
    const manifest = new TextDecoder()
      .decode(files['imsmanifest.xml'])
      .replace('<imsmd:string>luggage</imsmd:string>', `<imsmd:string>lug${NUL}gage</imsmd:string>`);
    files['imsmanifest.xml'] = strToU8(manifest);
    await expectRefusedEverywhere(
      Buffer.from(zipSync(files)),
      ZIP,
      `Question 1 of the file ("Unattended Luggage"): the tags ${NUL_REFUSED}`,
    );
  });
});
