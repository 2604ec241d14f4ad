import { sql } from 'kysely';
import {
  QUESTION_FILE_NOT_GIFT,
  QUESTION_FILE_TOO_LARGE,
  rawCalls,
  type BankQuestion,
  type Question,
  type QuestionFilePreview,
  type RichText,
} from '@mizan/shared';
import { mcq, text } from '../../../shared/src/questions/testing/fixtures';
import { fixture, summary } from '../test-support/question-files';
import { SIGN, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const GIFT = 'text/plain';
const NUL = String.fromCharCode(0);
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** What a question says with its Numerical key, ids left out; GIFT carries no mark, so every mark comes back 1. */
const described = (question: Question) => ({
  ...summary(question),
  totalMark: undefined,
  feedback: question.feedback,
  answers:
    question.type === 'Numerical'
      ? question.answers.map(({ value, tolerance, credit, feedback }) => [value, tolerance, credit, feedback])
      : undefined,
});

const ARABIC_GIFT = `$CATEGORY: $course$/top/العلوم/الفيزياء

::سرعة الضوء::كم تبلغ سرعة الضوء بالكيلومتر في الثانية؟ {#
\t=%100%300000:1000#صحيح
\t=%50%299792:10000#قريب
####سرعة الضوء نحو ٣٠٠ ألف كيلومتر في الثانية.}

::عاصمة الأردن::ما عاصمة الأردن؟ {=عمّان =عمان#صحيح}

الماء يغلي عند ١٠٠ درجة مئوية عند سطح البحر.{T}
`;

describe.each(testDatabases())('GIFT files imported into the bank and exported again on %s', (_name, kind) => {
  let t: TestApp;
  let teacher: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (body: Buffer | string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${apiUrl(rawCalls.importQuestions)}${query}`,
      headers: { 'content-type': GIFT, 'x-sign': SIGN, authorization: `Bearer ${teacher}` },
      payload: body,
    });
  const importFile = async (body: Buffer | string) => {
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { imported: number; skipped: number; ids: number[] }; msg: string }>();
  };
  const stored = async (ids: number[]) =>
    (await t.call('bankQuestions', { pagesize: 100 }, { token: teacher }))
      .json<{ data: { questions: BankQuestion[] } }>()
      .data.questions.filter((entry) => ids.includes(entry.id))
      .sort((a, b) => a.id - b.id);
  const exportGift = async (ids: number[]) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiUrl(rawCalls.exportQuestions)}?format=gift&ids=${ids.join(',')}`,
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect([response.statusCode, response.headers['content-type'], response.headers['content-disposition']]).toEqual([
      200,
      'text/plain; charset=utf-8',
      expect.stringContaining('bank-questions-gift.txt'),
    ]);
    return response;
  };
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('bank_questions')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("Moodle's GIFT examples: the preview counts each type, the import saves them, and an export imports back as the same questions", async () => {
    const preview = await send(fixture('gift/examples.txt'), '?preview=1');
    expect(preview.json<{ data: QuestionFilePreview }>().data).toMatchObject({
      format: 'gift',
      total: 43,
      importable: 43,
      byType: { MCQ: 18, TrueOrFalse: 5, FillTheBlank: 9, Numerical: 8, MatchQComponent: 3 },
    });
    const first = await importFile(fixture('gift/examples.txt'));
    expect(first.msg).toBe('43 questions were imported into the bank.');
    const originals = await stored(first.data.ids);
    const exported = await exportGift(first.data.ids);
    expect(exported.headers['x-skipped-questions']).toBe('0');
    const again = await importFile(exported.rawPayload);
    expect(again.data).toMatchObject({ imported: 43, skipped: 0 });
    const back = await stored(again.data.ids);
    expect(back.map((entry) => described(entry.question))).toEqual(originals.map((entry) => described(entry.question)));
  });

  test('an Arabic GIFT file: the category gives subject and tags; Numerical credit and feedback, short answers and true/false survive an export', async () => {
    const first = await importFile(ARABIC_GIFT);
    expect(first.data).toMatchObject({ imported: 3, skipped: 0 });
    const entries = await stored(first.data.ids);
    expect(entries.map((entry) => [entry.subject, entry.tags, entry.question.type])).toEqual([
      ['الفيزياء', ['العلوم'], 'Numerical'],
      ['الفيزياء', ['العلوم'], 'FillTheBlank'],
      ['الفيزياء', ['العلوم'], 'TrueOrFalse'],
    ]);
    expect(described(entries[0].question)).toMatchObject({
      header: 'كم تبلغ سرعة الضوء بالكيلومتر في الثانية؟',
      feedback: 'سرعة الضوء نحو ٣٠٠ ألف كيلومتر في الثانية.',
      answers: [
        ['300000', '1000', 100, 'صحيح'],
        ['299792', '10000', 50, 'قريب'],
      ],
    });
    expect(summary(entries[1].question)).toMatchObject({ blanks: [['عمان', 'عمّان']] });
    expect(summary(entries[2].question)).toMatchObject({ right: 'True' });
    const again = await importFile((await exportGift(first.data.ids)).rawPayload);
    const back = await stored(again.data.ids);
    // GIFT has categories but no tags: the subject comes back, the tags do not.
    expect(back.map((entry) => [entry.subject, entry.tags, described(entry.question)])).toEqual(
      entries.map((entry) => [entry.subject, [], described(entry.question)]),
    );
  });

  test('a NUL or half a character is refused by the preview and the import alike, naming the question and its part; UTF-16 reads as UTF-8', async () => {
    const before = await count();
    const cases: [Buffer, string][] = [
      [
        Buffer.from(`::Fine::Is it?{T}\n\n::Bad${NUL}name::Is it?{T}\n`, 'utf8'),
        'Question 2 of the file: the name contains the NUL character (U+0000), which cannot be stored. Remove it and try again.',
      ],
      [
        Buffer.from(`::Capitals::Pick one{=Cairo ~Gi${NUL}za}\n`, 'utf8'),
        'Question 1 of the file ("Capitals"): option 2 contains the NUL character (U+0000), which cannot be stored. Remove it and try again.',
      ],
      [
        Buffer.from('::Half::Is \uDC00 it?{T}\n', 'utf16le'),
        'Question 1 of the file ("Half"): the question text contains half of a character (U+DC00), which is not valid text. Remove it and try again.',
      ],
    ];
    for (const [body, message] of cases)
      for (const query of ['?preview=1', '']) {
        const response = await send(body, query);
        expect([query, response.statusCode, response.json<{ msg: string }>().msg]).toEqual([query, 400, message]);
      }
    const utf16 = await send(Buffer.from(`\uFEFF${ARABIC_GIFT}`, 'utf16le'), '?preview=1');
    expect(utf16.json<{ data: QuestionFilePreview }>().data).toMatchObject({ total: 3, importable: 3 });
    expect(await count()).toBe(before);
  });

  test('a picture uploaded here travels inside a Moodle XML file (a base64 <file>) and a GIFT file (inline), not as our address', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: { 'content-type': 'image/png', 'x-file-name': 'dot.png', 'x-sign': SIGN, authorization: `Bearer ${teacher}` },
      payload: Buffer.from(PNG, 'base64'),
    });
    const { url } = upload.json<{ data: { url: string } }>().data;
    const header: RichText = [...text('Which dot?'), { type: 'image', url, alt: 'A dot', children: [{ text: '' }] }];
    const saved = await t.call(
      'saveBankQuestion',
      { question: { ...mcq(), header }, subject: '', grade: '', tags: [] },
      { token: teacher },
    );
    const { id } = saved.json<{ data: BankQuestion }>().data;
    const exportAs = async (format: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiUrl(rawCalls.exportQuestions)}?format=${format}&ids=${id}`,
          headers: { authorization: `Bearer ${teacher}` },
        })
      ).body;
    const moodle = await exportAs('moodlexml');
    expect(moodle).toContain(`<file name="image-1.png" path="/" encoding="base64">${PNG}</file>`);
    expect(moodle).toContain('src="@@PLUGINFILE@@/image-1.png"');
    expect(moodle).not.toContain('/api/media/');
    const gift = await exportAs('gift');
    expect(gift).toContain(`src\\="data\\:image/png;base64,${PNG.replace(/=/g, '\\=')}"`);
    expect(gift).not.toContain('/api/media/');
  });

  test('a text that is not GIFT, or too large, is refused; a question GIFT cannot read is skipped with its reason', async () => {
    expect((await send('Just some notes.\n\nNo questions here.')).json()).toEqual({ msg: QUESTION_FILE_NOT_GIFT });
    const huge = await send(Buffer.alloc(11 * 1024 * 1024, 0x20));
    expect([huge.statusCode, huge.json()]).toEqual([413, { msg: QUESTION_FILE_TOO_LARGE }]);
    const shown = (await send('::Broken::Is it {T?\n\nA description only.\n\n::Fine::Is it?{T}\n', '?preview=1')).json<{
      data: QuestionFilePreview;
    }>().data;
    expect(shown.items.map((item) => [item.name, item.type, item.skipped])).toEqual([
      ['Broken', null, 'Its braces { } do not pair up.'],
      ['A description only.', null, 'A description is text without a question; nothing to answer.'],
      ['Fine', 'TrueOrFalse', null],
    ]);
  });
});
