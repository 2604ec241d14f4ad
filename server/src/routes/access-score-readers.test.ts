import { rawCalls } from '@mizan/shared';
import {
  SCORED_ASSESSMENTS,
  SEEN_BY,
  createScoreVisibilityFixtures,
  type ScoreReader,
  type ScoreVisibilityFixtures,
} from '../test-support/score-visibility-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(60_000);

/**
 * Beyond the flags: a non-admin reads the scores only of assessments they
 * created or review (docs/security.md, "Scores follow the same rule"), on every
 * surface that shows them; an administrator reads every one.
 */
describe.each(testDatabases())('who reads which assessment scores on %s', (_name, kind) => {
  let t: TestApp;
  let fixtures: ScoreVisibilityFixtures;

  beforeAll(async () => {
    t = await startTestApp(kind);
    fixtures = await createScoreVisibilityFixtures(t, await t.signIn('admin', TEST_ADMIN_PASSWORD));
  });
  afterAll(async () => {
    await t?.close();
  });

  test.each(Object.keys(SEEN_BY) as ScoreReader[])(
    '%s: score columns and percents in the list, the applicant, the export and the Final report; fill scores from them',
    async (reader) => {
      const token = fixtures.tokens[reader];
      const seen = SEEN_BY[reader].map((which) => fixtures.assessments[which]);
      const ours = SCORED_ASSESSMENTS.map((which) => fixtures.assessments[which]);
      const named = (names: readonly string[]) => ours.filter((assessment) => names.includes(assessment.name)).map((a) => a.name);
      const keyed = (scores: Record<string, unknown> | undefined) =>
        ours.filter((assessment) => scores?.[String(assessment.id)] !== undefined).map((a) => a.name);
      const seenNames = seen.map((assessment) => assessment.name);
      const [applicantId] = fixtures.applicants;

      const list = await t.call('listApplicants', {}, { token });
      expect(list.statusCode).toBe(200);
      const listed = list.json<{
        data: { applicants: { id: number; scores?: Record<string, unknown> }[]; scoreColumns: { name: string }[] };
      }>().data;
      expect(named(listed.scoreColumns.map((column) => column.name))).toEqual(seenNames);
      expect(keyed(listed.applicants.find((applicant) => applicant.id === applicantId)?.scores)).toEqual(seenNames);

      const one = await t.call('getApplicant', { applicant_id: applicantId }, { token });
      expect(one.statusCode).toBe(200);
      const record = one.json<{ data: { applicant: { scores?: Record<string, unknown> }; scoreColumns: { name: string }[] } }>().data;
      expect(named(record.scoreColumns.map((column) => column.name))).toEqual(seenNames);
      expect(keyed(record.applicant.scores)).toEqual(seenNames);

      const csv = await t.app.inject({
        method: 'GET',
        url: `${apiUrl(rawCalls.exportApplicants)}?format=csv`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(csv.statusCode).toBe(200);
      const header = csv.body.replace(/^\uFEFF/, '').split('\r\n')[0];
      expect(ours.filter((assessment) => header.includes(assessment.name)).map((a) => a.name)).toEqual(seenNames);

      const finalReport = await t.app.inject({ method: 'GET', url: '/print/p', cookies: { quiztoken: token } });
      expect(finalReport.statusCode).toBe(200);
      expect(ours.filter((assessment) => finalReport.body.includes(`>${assessment.name}</th>`)).map((a) => a.name)).toEqual(seenNames);

      for (const assessment of ours) {
        const fill = await t.call('fillScores', { assessment_id: assessment.id, field: 'math' }, { token });
        expect({ name: assessment.name, status: fill.statusCode }).toEqual({
          name: assessment.name,
          status: seenNames.includes(assessment.name) ? 200 : 404,
        });
      }
    },
  );
});
