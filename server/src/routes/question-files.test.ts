import { sql } from 'kysely';
import { zipSync } from 'fflate';
import {
  QUESTION_FILE_HAS_DOCTYPE,
  QUESTION_FILE_NOTHING_TO_IMPORT,
  QUESTION_FILE_NOT_MOODLE,
  QUESTION_FILE_NOT_ZIP,
  QUESTION_FILE_TOO_LARGE,
  QUESTION_FILE_TYPE_REFUSED,
  QUESTION_IMPORT_PUBLISHED,
  QUESTION_PACKAGE_NO_MANIFEST,
  QUESTION_PACKAGE_TOO_BIG,
  rawCalls,
  type BankQuestion,
  type Question,
  type QuestionFilePreview,
} from '@mizan/shared';
import { mcq, riasec } from '../../../shared/src/questions/testing/fixtures';
import { missingFlagMessage } from '../services/authenticate';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { fixture, qtiFixturePackage, summary } from '../test-support/question-files';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const XML = 'application/xml';
const ZIP = 'application/zip';

describe.each(testDatabases())('question files (admin/importquestions, admin/exportquestions) on %s', (_name, kind) => {
  let t: TestApp;
  let teacher: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (body: Buffer | string, type: string, query = '', token: string | null = teacher, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${apiUrl(rawCalls.importQuestions)}${query}`,
      headers: { 'content-type': type, 'x-sign': SIGN, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: body,
    });
  const preview = async (body: Buffer | string, type: string) => {
    const response = await send(body, type, '?preview=1');
    expect(response.statusCode).toBe(200);
    return response.json<{ data: QuestionFilePreview }>().data;
  };
  const bankCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('bank_questions')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select(sql<number>`count(*)`.as('n'))
          .where('action', '=', 'question.import')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bankEntries = async (ids: number[]) => {
    const response = await t.call('bankQuestions', { pagesize: 100 }, { token: teacher });
    return response
      .json<{ data: { questions: BankQuestion[] } }>()
      .data.questions.filter((entry) => ids.includes(entry.id))
      .sort((a, b) => a.id - b.id);
  };
  const importInto = async (body: Buffer | string, type: string, query = '') => {
    const response = await send(body, type, query);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { imported: number; skipped: number; ids: (number | string)[] }; msg: string }>();
  };
  const exportFile = (query: string, token = teacher) =>
    t.app.inject({ method: 'GET', url: `${apiUrl(rawCalls.exportQuestions)}?${query}`, headers: { authorization: `Bearer ${token}` } });
  const byHeader = (entries: BankQuestion[], header: string) =>
    entries.find((entry) => entry.question.headertxt.includes(header)) as BankQuestion;

  describe('Moodle XML', () => {
    test('the preview says what each question becomes and why some are skipped, and saves nothing', async () => {
      const [before, audits] = [await bankCount(), await auditCount()];
      const shown = await preview(fixture('moodle-all-types.xml'), XML);
      expect(shown).toMatchObject({ format: 'moodlexml', total: 16, importable: 14, skipped: 2 });
      expect(shown.byType).toEqual({
        MCQ: 2,
        TrueOrFalse: 1,
        FillTheBlank: 4,
        MatchQComponent: 1,
        OrderComponent: 1,
        EssayComponent: 1,
        FileUploadEnhanced: 1,
        LabelQComponent: 1,
        Numerical: 2,
      });
      const item = (name: string) => shown.items.find((entry) => entry.name === name);
      expect(item('Area of a rectangle')).toMatchObject({
        sourceType: 'calculated',
        type: null,
        skipped: expect.stringContaining('formula'),
      });
      expect(item('Read this first')?.skipped).toMatch(/description/i);
      expect(item('Pi to two places')).toMatchObject({ sourceType: 'numerical', type: 'Numerical', skipped: null });
      expect(item('Seven times six')).toMatchObject({ sourceType: 'numerical', type: 'Numerical', skipped: null });
      expect(item('الأعداد الأولية')?.notes.join(' ')).toMatch(/picture was dropped.*javascript:alert/);
      expect(item('Capital of Egypt')?.notes.join(' ')).toMatch(/Partly right answers were dropped/);
      expect(item('Animals and sounds')?.notes.join(' ')).toMatch(/Extra wrong answers were left out/);
      expect(item('Label the map')?.notes.join(' ')).toMatch(/Choices that belong nowhere were left out/);
      expect(shown.questions.map((question) => question.type)).toEqual(shown.items.flatMap((entry) => (entry.type ? [entry.type] : [])));
      expect([await bankCount(), await auditCount()]).toEqual([before, audits]);
    });

    test('imports every mappable type into the bank, Arabic and pictures kept, categories and tags as subject and tags', async () => {
      const audits = await auditCount();
      const result = await importInto(fixture('moodle-all-types.xml'), XML);
      expect(result.data).toMatchObject({ imported: 14, skipped: 2 });
      expect(result.msg).toBe('14 questions were imported into the bank. 2 were skipped (see the preview for why).');
      expect(await auditCount()).toBe(audits + 1);
      const entries = await bankEntries(result.data.ids as number[]);
      expect(entries).toHaveLength(14);

      const force = byHeader(entries, 'SI unit');
      expect(force).toMatchObject({ subject: 'Physics', tags: ['Science', 'forces', 'english'] });
      expect(summary(force.question)).toEqual({
        type: 'MCQ',
        totalMark: '2',
        header: 'What is the SI unit of force?',
        isPartial: false,
        options: ['+newton', '-joule', '-watt'],
      });
      expect(JSON.stringify(force.question.header)).toContain('data:image/png;base64,iVBOR');
      expect(force.question.type === 'MCQ' && force.question.options[0].authorNote).toBe('Named after Isaac Newton.');

      const primes = byHeader(entries, 'اختر الأعداد الأولية');
      expect(primes.tags).toEqual(['Science', 'عربي']);
      // Two right answers at 50 % and the wrong one at -100 %: Moodle's strict multiple answer, all or nothing here.
      expect(summary(primes.question)).toMatchObject({ header: 'اختر الأعداد الأولية:', isPartial: false, options: ['+٢', '+٣', '-٤'] });
      expect(JSON.stringify(primes.question)).not.toMatch(/script|javascript|alert/);

      expect(summary(byHeader(entries, 'Light travels').question)).toMatchObject({ type: 'TrueOrFalse', right: 'True' });
      expect(summary(byHeader(entries, 'capital of Egypt').question)).toMatchObject({
        type: 'FillTheBlank',
        content: '_',
        blanks: [['Cairo', 'القاهرة']],
      });
      const pi = byHeader(entries, 'Give pi').question;
      expect(pi.type === 'Numerical' && pi.answers.map(({ value, tolerance, credit }) => [value, tolerance, credit])).toEqual([
        ['3.14', '0.01', 100],
      ]);
      const product = byHeader(entries, '7 × 6').question;
      expect(
        product.type === 'Numerical' && [product.answers.map(({ value, tolerance }) => [value, tolerance]), product.unitHandling],
      ).toEqual([[['42', '0']], 'none']);
      expect(summary(byHeader(entries, 'Capitals cloze').question)).toMatchObject({
        totalMark: '1',
        content: 'The capital of France is _ and of Jordan is _.',
        blanks: [['Paris'], ['Amman', 'عمّان']],
        words: [],
      });
      expect(summary(byHeader(entries, 'Select missing words').question)).toMatchObject({
        totalMark: '2',
        content: 'The _ sat on the _.',
        blanks: [['cat'], ['mat']],
        words: ['cat', 'dog', 'mat'],
      });
      expect(summary(byHeader(entries, 'Drag words into text').question)).toMatchObject({ blanks: [['100'], ['0']], words: ['0', '100'] });
      expect(summary(byHeader(entries, 'Match each animal').question)).toMatchObject({
        totalMark: '3',
        pairs: ['cat → meow', 'dog → woof', 'cow → moo'],
        answers: ['meow', 'moo', 'woof'],
      });
      expect(summary(byHeader(entries, 'planets in order').question)).toMatchObject({
        type: 'OrderComponent',
        order: ['Mercury', 'Venus', 'Earth'],
      });
      expect(summary(byHeader(entries, 'أهمية الماء').question)).toMatchObject({ type: 'EssayComponent', totalMark: '5', wordlimit: 150 });
      expect(summary(byHeader(entries, 'lab report').question)).toMatchObject({ type: 'FileUploadEnhanced', max: 2 });
      const map = byHeader(entries, 'city to its place').question;
      // The 200 × 100 map: (100, 80) px is 50 % from the left, 80 % from the top.
      expect(map.type === 'LabelQComponent' && map.labels.map(({ value, top, left }) => ({ value, top, left }))).toEqual([
        { value: 'Cairo', top: 80, left: 50 },
        { value: 'Alexandria', top: 10, left: 25 },
      ]);
      expect(map.type === 'LabelQComponent' && map.image).toMatch(/^data:image\/png;base64,/);

      const found = await t.call('bankQuestions', { search: 'أهمية الماء' }, { token: teacher });
      expect(found.json<{ data: { count: number } }>().data.count).toBe(1);
    });

    test('a file with a DOCTYPE (an XXE attempt) is refused before parsing, and nothing is saved', async () => {
      const before = await bankCount();
      for (const query of ['?preview=1', '']) {
        const response = await send(fixture('moodle-xxe.xml'), XML, query);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ msg: QUESTION_FILE_HAS_DOCTYPE });
      }
      expect(await bankCount()).toBe(before);
    });

    test('broken XML, a file that is not a Moodle quiz, an empty or oversized body and a wrong type are refused clearly', async () => {
      const before = await bankCount();
      const broken = await send(fixture('moodle-broken.xml'), XML);
      expect(broken.statusCode).toBe(400);
      expect(broken.json<{ msg: string }>().msg).toMatch(/^This is not a readable XML file: .+\(line \d+\)\.$/);
      expect((await send('<?xml version="1.0"?><html><body/></html>', XML)).json()).toEqual({ msg: QUESTION_FILE_NOT_MOODLE });
      const nothing = await send(
        '<?xml version="1.0"?><quiz><question type="calculated"><name><text>x</text></name></question></quiz>',
        XML,
      );
      expect([nothing.statusCode, nothing.json()]).toEqual([400, { msg: QUESTION_FILE_NOTHING_TO_IMPORT }]);
      const huge = await send(Buffer.alloc(11 * 1024 * 1024, 0x20), XML);
      expect([huge.statusCode, huge.json()]).toEqual([413, { msg: QUESTION_FILE_TOO_LARGE }]);
      const wrongType = await send('a,b', 'text/csv');
      expect([wrongType.statusCode, wrongType.json()]).toEqual([400, { msg: QUESTION_FILE_TYPE_REFUSED }]);
      expect((await send('<quiz/>', XML, '', teacher, { 'x-sign': '' })).statusCode).toBe(400);
      expect(await bankCount()).toBe(before);
    });

    test('HTML entities in a question text are decoded, named ones included', async () => {
      const xml =
        '<?xml version="1.0"?><quiz><question type="truefalse"><name><text>Entities</text></name>' +
        '<questiontext format="html"><text><![CDATA[<p>Le caf&eacute; est chaud &ndash; vrai&nbsp;?</p>]]></text></questiontext>' +
        '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>';
      const result = await importInto(xml, XML);
      expect(result.data.imported).toBe(1);
      const [entry] = await bankEntries(result.data.ids.map(Number));
      expect(entry.question.headertxt).toBe('Le café est chaud – vrai ?');
    });
  });

  describe('QTI 3.0 packages', () => {
    test('imports choice, true/false, order, match, text entry, inline choice, extended text and upload items; a hotspot is skipped', async () => {
      const shown = await preview(qtiFixturePackage(), ZIP);
      expect(shown).toMatchObject({ format: 'qti3', total: 10, importable: 9, skipped: 1 });
      expect(shown.items.find((item) => item.name === 'UK Airports')?.skipped).toMatch(/hotspot interaction has no counterpart/);
      expect(shown.items.find((item) => item.name === 'Richard III (Take 3)')?.notes).toEqual([
        'Partly right answers were dropped: a blank here is right or wrong.',
      ]);
      const result = await importInto(qtiFixturePackage(), ZIP);
      const entries = await bankEntries(result.data.ids as number[]);
      const luggage = byHeader(entries, 'What does it say?');
      expect(luggage).toMatchObject({ subject: 'English', tags: ['luggage'] });
      expect(summary(luggage.question)).toMatchObject({
        type: 'MCQ',
        totalMark: '2',
        isPartial: false,
        options: [
          '+You must stay with your luggage at all times.',
          '-Do not let someone else look after your luggage.',
          '-Remember your luggage when you leave.',
        ],
      });
      expect(JSON.stringify(luggage.question.header)).toContain('data:image/png;base64,');
      expect(summary(byHeader(entries, 'أيّ هذه الكواكب صخرية؟').question)).toMatchObject({
        isPartial: true,
        options: ['+عطارد', '+الزهرة', '-المشتري'],
      });
      expect(summary(byHeader(entries, 'The Moon').question)).toMatchObject({ type: 'TrueOrFalse', right: 'False' });
      expect(summary(byHeader(entries, 'Grand Prix').question)).toMatchObject({
        order: ['Michael Schumacher', 'Jenson Button', 'Rubens Barrichello'],
      });
      expect(summary(byHeader(entries, 'Shakespeare play').question)).toMatchObject({
        pairs: [
          'Capulet → Romeo and Juliet',
          "Demetrius → A Midsummer-Night's Dream",
          "Lysander → A Midsummer-Night's Dream",
          'Prospero → The Tempest',
        ],
      });
      // Both Richard III items ask "Identify the missing word…" (their first paragraph), one typed, one from a word bank.
      const gapped = entries.filter((entry) => entry.question.type === 'FillTheBlank').map((entry) => summary(entry.question));
      expect(gapped).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ blanks: [['York', 'york']], words: [] }),
          expect.objectContaining({ blanks: [['York']], words: ['Gloucester', 'Lancaster', 'York'] }),
        ]),
      );
      expect(summary(byHeader(entries, 'Write Sam a postcard').question)).toMatchObject({
        type: 'EssayComponent',
        placeholder: 'Write Sam a postcard',
      });
      expect(summary(byHeader(entries, 'spreadsheet').question)).toMatchObject({ type: 'FileUploadEnhanced' });
    });

    test('a package without a manifest, a file that is not a zip and a zip bomb are refused, nothing saved', async () => {
      const before = await bankCount();
      const noManifest = await send(Buffer.from(zipSync({ 'items/a.xml': new TextEncoder().encode('<x/>') })), ZIP);
      expect([noManifest.statusCode, noManifest.json()]).toEqual([400, { msg: QUESTION_PACKAGE_NO_MANIFEST }]);
      expect((await send('not a zip at all', ZIP)).json()).toEqual({ msg: QUESTION_FILE_NOT_ZIP });
      // 48 MB of zeros packs into a few KB: refused from the sizes the zip declares, never inflated.
      const bomb = Buffer.from(zipSync({ 'imsmanifest.xml': new Uint8Array(48 * 1024 * 1024) }, { level: 9 }));
      expect(bomb.length).toBeLessThan(200_000);
      const refused = await send(bomb, ZIP);
      expect([refused.statusCode, refused.json()]).toEqual([400, { msg: QUESTION_PACKAGE_TOO_BIG }]);
      const xxe = Buffer.from(zipSync({ 'imsmanifest.xml': new Uint8Array(fixture('moodle-xxe.xml')) }));
      expect((await send(xxe, ZIP)).json()).toEqual({ msg: QUESTION_FILE_HAS_DOCTYPE });
      expect(await bankCount()).toBe(before);
    });
  });

  describe('export, and export then import', () => {
    test.each([
      ['moodlexml', XML],
      ['qti3', ZIP],
    ])('bank questions exported as %s import back as the same questions, with subject and tags', async (format, type) => {
      const original = await importInto(fixture('moodle-all-types.xml'), XML);
      const ids = original.data.ids as number[];
      const exported = await exportFile(`format=${format}&ids=${ids.join(',')}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain(type);
      expect(exported.headers['content-disposition']).toContain(format === 'qti3' ? 'qti3.zip' : 'moodle.xml');
      // Both carry every type of the file (Label as a graphic gap match in QTI, as ddimageortext in Moodle XML).
      expect(exported.headers['x-skipped-questions']).toBe('0');
      const again = await importInto(exported.rawPayload, type);
      expect(again.data).toMatchObject({ imported: ids.length, skipped: 0 });
      const before = await bankEntries(ids);
      const after = await bankEntries(again.data.ids as number[]);
      const labelsOf = (question: Question) =>
        question.type === 'LabelQComponent' ? question.labels.map(({ value, top, left }) => `${value} at ${left},${top}`) : undefined;
      const described = (entries: BankQuestion[]) =>
        entries.map((entry) => ({
          ...summary(entry.question),
          labels: labelsOf(entry.question),
          subject: entry.subject,
          tags: entry.tags,
        }));
      // A cloze or gap question's header is its name in Moodle XML and its title in QTI: the header's text survives.
      expect(described(after)).toEqual(described(before));
    });

    test("an assessment's questions export; a bad format or no selection is refused; types the formats cannot carry are counted", async () => {
      const added = await t.call(
        'addAssessment',
        validAssessment({ name: 'Export me', questions: [mcq({ id: 'expmcq0001' }), riasec({ id: 'expria0001' })] }),
        { token: teacher },
      );
      const id = added.json<{ data: { id: number } }>().data.id;
      const exported = await exportFile(`format=moodlexml&assessment=${id}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['x-skipped-questions']).toBe('1');
      expect(exported.body).toContain('<question type="multichoice">');
      expect(exported.body).not.toContain('multichoiceset');
      expect((await exportFile(`format=docx&assessment=${id}`)).json()).toEqual({ msg: 'format must be moodlexml, qti3 or gift' });
      expect((await exportFile('format=qti3')).statusCode).toBe(400);
    });
  });

  describe('into an assessment', () => {
    test('imports into a draft the caller may edit; a published one is refused; another teacher may not', async () => {
      const added = await t.call('addAssessment', validAssessment({ name: 'Import into me', questions: [] }), { token: teacher });
      const id = added.json<{ data: { id: number } }>().data.id;
      const bankBefore = await bankCount();
      const result = await importInto(fixture('moodle-all-types.xml'), XML, `?assessment=${id}`);
      expect(result.msg).toBe('14 questions were imported into the assessment. 2 were skipped (see the preview for why).');
      expect(await bankCount()).toBe(bankBefore);
      const stored = (await t.call('getAssessment', { id }, { token: teacher })).json<{ data: { questions: Question[] } }>().data.questions;
      expect(stored.map((question) => question.id)).toEqual(result.data.ids);

      const admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
      const other = await signInWithFlags(t, admin, 'otherteacher', ['exam']);
      expect((await send(fixture('moodle-all-types.xml'), XML, `?assessment=${id}`, other)).statusCode).toBe(404);
      expect((await t.call('publishAssessment', { id }, { token: teacher })).statusCode).toBe(200);
      const published = await send(fixture('moodle-all-types.xml'), XML, `?assessment=${id}`);
      expect([published.statusCode, published.json()]).toEqual([409, { msg: QUESTION_IMPORT_PUBLISHED }]);
    });

    test('staff without the exam flag are refused', async () => {
      const admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
      const noExam = await signInWithFlags(t, admin, 'noexamflag', ['ans']);
      const response = await send(fixture('moodle-all-types.xml'), XML, '?preview=1', noExam);
      expect([response.statusCode, response.json()]).toEqual([403, { msg: missingFlagMessage('exam') }]);
      expect((await exportFile('format=qti3&ids=1', noExam)).statusCode).toBe(403);
    });
  });
});
