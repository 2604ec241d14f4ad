import ExcelJS from 'exceljs';
import {
  APPLICANT_FILE_COLUMNS,
  rawCalls,
  scoreSortField,
  type Applicant,
  type MeritList,
  type MeritSettings,
  type ScoreColumn,
} from '@mizan/shared';
import { MERIT_WEIGHS_UNSEEN, MERIT_WEIGHS_UNSEEN_CODE } from '../services/merit-list';
import { noAssessmentMessage } from '../services/merit-assessment-weights';
import { createScoreVisibilityFixtures, type ScoreVisibilityFixtures } from '../test-support/score-visibility-fixtures';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

/** An assessment id no row has: what asking about an assessment one may not see must look like. */
const ABSENT_ASSESSMENT = 999_999;

/**
 * Staff read the scores only of assessments they may see (created or
 * review; administrators all): a Teacher who reviews nothing learns no
 * percent, name or order of another's assessment from the applicants list,
 * its sorting and filters, the export, the Final report, filling scores or
 * the merit list.
 */
describe.each(testDatabases())('assessment scores a member of staff may not see on %s', (_name, kind) => {
  let t: TestApp;
  let f: ScoreVisibilityFixtures;

  beforeAll(async () => {
    t = await startTestApp(kind);
    f = await createScoreVisibilityFixtures(t, await t.signIn('admin', TEST_ADMIN_PASSWORD));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (token: string, query: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/getapplicant.php',
      query,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { applicants: Applicant[]; scoreColumns: ScoreColumn[] } }>().data;
  };
  const ids = (applicants: readonly Applicant[]) => applicants.map((applicant) => applicant.id);

  test('a Teacher who reviews nothing gets no score column and no percent, not even the name, in the list and the applicant', async () => {
    const { outsider } = f.tokens;
    const { hidden } = f.assessments;
    const listed = await list(outsider);
    expect(listed.scoreColumns).toEqual([]);
    expect(listed.applicants.filter((applicant) => Object.keys(applicant.scores ?? {}).length > 0)).toEqual([]);
    const one = await t.call('getApplicant', { applicant_id: f.applicants[0] }, { token: outsider });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: { applicant: Applicant; scoreColumns: ScoreColumn[] } }>().data).toMatchObject({
      applicant: { scores: {} },
      scoreColumns: [],
    });
    for (const body of [JSON.stringify(listed), one.body]) {
      expect(body).not.toContain(hidden.name);
      for (const percent of hidden.percents) expect(body).not.toContain(String(percent));
    }
  });

  test('sorting or filtering by an assessment one may not see finds what an assessment that does not exist finds', async () => {
    const { outsider, admin } = f.tokens;
    const { hidden } = f.assessments;
    const [first, second, third] = f.applicants;
    const ranked = await list(admin, { sort: scoreSortField(hidden.id), order: 'desc', took: String(hidden.id) });
    expect(ids(ranked.applicants)).toEqual([first, third, second]);

    const sortedByHidden = await list(outsider, { sort: scoreSortField(hidden.id), order: 'desc' });
    const sortedByAbsent = await list(outsider, { sort: scoreSortField(ABSENT_ASSESSMENT), order: 'desc' });
    expect(ids(sortedByHidden.applicants)).toEqual(ids(sortedByAbsent.applicants));
    expect(ids(sortedByHidden.applicants).slice(-3)).toEqual([third, second, first]);

    expect(ids((await list(admin, { took: String(hidden.id), score_min: '50' })).applicants)).toEqual([first, third]);
    for (const took of [hidden.id, ABSENT_ASSESSMENT]) {
      expect((await list(outsider, { took: String(took) })).applicants).toEqual([]);
      expect((await list(outsider, { took: String(took), score_min: '50' })).applicants).toEqual([]);
    }
  });

  test('the creator and a reviewer sort and filter by their own assessment', async () => {
    const { own, reviewed } = f.assessments;
    const [first, second, third] = f.applicants;
    for (const [token, assessment] of [
      [f.tokens.creator, own],
      [f.tokens.reviewer, reviewed],
    ] as const) {
      const ranked = await list(token, { sort: scoreSortField(assessment.id), order: 'desc', took: String(assessment.id) });
      expect(ids(ranked.applicants)).toEqual([third, second, first]);
      expect(ranked.applicants.map((applicant) => applicant.scores?.[String(assessment.id)])).toEqual([...assessment.percents].reverse());
      expect(ranked.scoreColumns).toEqual([{ id: assessment.id, name: assessment.name, career: false }]);
    }
  });

  test('the .xlsx export holds only the columns of assessments the reader may see', async () => {
    const headerOf = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiUrl(rawCalls.exportApplicants)}?format=xlsx&took=${f.assessments.hidden.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).filter((value) => typeof value === 'string');
      return { header, rows: sheet.actualRowCount - 1 };
    };
    const admin = await headerOf(f.tokens.admin);
    expect(admin.header).toContain(`${f.assessments.hidden.name} (%)`);
    expect(admin.rows).toBe(3);
    const outsider = await headerOf(f.tokens.outsider);
    expect(outsider.header).toEqual(APPLICANT_FILE_COLUMNS.map((column) => column.header));
    expect(outsider.rows).toBe(0);
  });

  test('the Final report prints only the columns the reader may see, and no percent of the others', async () => {
    const page = async (token: string) => (await t.app.inject({ method: 'GET', url: '/print/p', cookies: { quiztoken: token } })).body;
    const { own, reviewed, hidden } = f.assessments;
    const creator = await page(f.tokens.creator);
    expect(creator).toContain(`>${own.name}</th>`);
    expect(creator).toContain(`<td class="num">${own.percents[0]}%</td>`);
    for (const unseen of [reviewed, hidden]) {
      expect(creator).not.toContain(unseen.name);
      for (const percent of unseen.percents) expect(creator).not.toContain(`${percent}%`);
    }
    const outsider = await page(f.tokens.outsider);
    expect(outsider).not.toContain('<table class="wide">');
    expect(outsider).not.toContain(hidden.name);
  });

  test('filling scores from an assessment one may not see answers as a missing one and changes nothing', async () => {
    const { hidden } = f.assessments;
    const db = t.database.db;
    const before = await db.selectFrom('applicants').select(['id', 'math']).orderBy('id').execute();
    for (const id of [hidden.id, ABSENT_ASSESSMENT]) {
      const refused = await t.call('fillScores', { assessment_id: id, field: 'math', overwrite: true }, { token: f.tokens.outsider });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 404, body: { msg: noAssessmentMessage(id) } });
    }
    expect(await db.selectFrom('applicants').select(['id', 'math']).orderBy('id').execute()).toEqual(before);
    const audited = await db.selectFrom('audit_log').select('id').where('action', '=', 'applicant.fillscore').execute();
    expect(audited).toEqual([]);
  });

  test('the merit list weighing an assessment one may not see is refused to them whole; its settings do not name it', async () => {
    const { own, hidden } = f.assessments;
    const weights = { prep: 1, math: 1, english: 1, interview: 1, cmatch: 0 };
    const save = await t.call(
      'saveMeritSettings',
      {
        weights,
        assessment_weights: [
          { assessment_id: own.id, weight: 2 },
          { assessment_id: hidden.id, weight: 3 },
        ],
      },
      { token: f.tokens.admin },
    );
    expect(save.statusCode).toBe(200);
    const first = await t.database.db
      .selectFrom('applicants')
      .select('school_id')
      .where('id', '=', f.applicants[0])
      .executeTakeFirstOrThrow();
    const schoolId = first.school_id ?? 1;
    const meritList = (token: string) => t.call('meritList', { school_id: schoolId }, { token });

    const asAdmin = await meritList(f.tokens.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<{ data: MeritList }>().data.assessment_weights?.map((entry) => entry.assessment_id)).toEqual([own.id, hidden.id]);

    for (const token of [f.tokens.creator, f.tokens.outsider]) {
      const refused = await meritList(token);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { msg: MERIT_WEIGHS_UNSEEN, code: MERIT_WEIGHS_UNSEEN_CODE },
      });
      const settings = await t.call('getMeritSettings', {}, { token });
      expect(settings.statusCode).toBe(200);
      expect(settings.body).not.toContain(hidden.name);
      const read = settings.json<{ data: MeritSettings }>().data;
      expect(read.assessment_weights?.some((entry) => entry.assessment_id === hidden.id)).toBe(false);
      expect(read.assessments?.some((column) => column.id === hidden.id)).toBe(false);
    }

    // Weighing only the creator's assessment, the creator reads the list with its percents.
    const onlyOwn = { weights, assessment_weights: [{ assessment_id: own.id, weight: 2 }] };
    expect((await t.call('saveMeritSettings', onlyOwn, { token: f.tokens.admin })).statusCode).toBe(200);
    const asCreator = await meritList(f.tokens.creator);
    expect(asCreator.statusCode).toBe(200);
    const ranked = asCreator.json<{ data: MeritList }>().data;
    expect(ranked.assessment_weights).toEqual([{ assessment_id: own.id, weight: 2, name: own.name }]);
    const row = ranked.rows.find((entry) => entry.id === f.applicants[0]);
    expect(row?.assessment_parts?.[0]).toMatchObject({ assessment_id: own.id, raw: own.percents[0] });
    expect((await meritList(f.tokens.outsider)).statusCode).toBe(403);
  });
});
