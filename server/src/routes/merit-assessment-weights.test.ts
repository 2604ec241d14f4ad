import { randomBytes } from 'node:crypto';
import { MERIT_ASSESSMENT_TWICE, MERIT_WEIGHTS_ALL_ZERO, type MeritList, type MeritSettings } from '@mizan/shared';
import { freshSsn, signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { careerNotWeightableMessage, noAssessmentMessage, noGradedAttemptsMessage } from '../services/merit-assessment-weights';
import { MERIT_ADMIN_ONLY } from '../services/merit-settings';

jest.setTimeout(120_000);

const ZERO = { prep: 0, math: 0, english: 0, interview: 0, cmatch: 0 };
const EVEN = { prep: 1, math: 1, english: 1, interview: 1, cmatch: 1 };

describe.each(testDatabases())('merit weights on assessments on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let downloader: string;
  let schoolId: number;
  let ids: Record<'taker' | 'retaker' | 'absent', number>;
  let quiz: number;
  let career: number;
  let ungraded: number;

  const addApplicant = async (name: string) =>
    (
      await t.database.db
        .insertInto('applicants')
        .values({
          name,
          ssn: freshSsn(),
          gender: 'male',
          email: 'w@example.com',
          mobile: '01012345678',
          std_code: 'W',
          school_id: schoolId,
          prep_mark: 50,
          math: 50,
          english: 50,
          interview: 50,
          cmatch: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const addAssessment = async (name: string) =>
    (await t.database.db.insertInto('assessments').values({ name, questions: '[]' }).returning('id').executeTakeFirstOrThrow()).id;
  const attempt = (
    applicantId: number,
    assessmentId: number,
    trial: number,
    percent: number | null,
    careerCode = '',
    status: 'graded' | 'submitted' = 'graded',
  ) =>
    t.database.db
      .insertInto('attempts')
      .values({
        hash: randomBytes(24).toString('base64url'),
        applicant_id: applicantId,
        assessment_id: assessmentId,
        trial,
        shuffle_seed: 'seed',
        submitted_at: '2026-01-01T10:00:00Z',
        submitted_by: 'applicant',
        status,
        percent,
        career: careerCode,
        graded_at: status === 'graded' ? `2026-01-0${trial + 1}T10:00:00Z` : null,
      })
      .execute();
  const save = (payload: { weights: typeof ZERO; assessment_weights?: Array<{ assessment_id: number; weight: number }> }, token = admin) =>
    t.call('saveMeritSettings', payload, { token });
  const list = async () => (await t.call('meritList', { school_id: schoolId }, { token: downloader })).json<{ data: MeritList }>().data;
  const stored = () => t.database.db.selectFrom('merit_assessment_weights').selectAll().orderBy('assessment_id').execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    downloader = await signInWithFlags(t, admin, 'merit-weights-viewer', ['download']);
    schoolId = (await t.database.db.insertInto('schools').values({ name: 'Weighted School' }).returning('id').executeTakeFirstOrThrow()).id;
    ids = { taker: await addApplicant('Taker'), retaker: await addApplicant('Retaker'), absent: await addApplicant('Absent') };
    quiz = await addAssessment('Science quiz');
    career = await addAssessment('Career interests');
    ungraded = await addAssessment('Not yet graded');
    await attempt(ids.taker, quiz, 1, 80);
    await attempt(ids.retaker, quiz, 1, 100);
    await attempt(ids.retaker, quiz, 2, 60); // the latest graded trial counts
    await attempt(ids.taker, career, 1, null, 'RIA');
    await attempt(ids.absent, ungraded, 1, 90, '', 'submitted');
    // The viewer reviews them: staff read only the scores of assessments they may see (score-visibility.test.ts).
    const viewer = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'merit-weights-viewer')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('assessment_reviewers')
      .values([quiz, career, ungraded].map((assessmentId) => ({ assessment_id: assessmentId, user_id: viewer.id, can_edit: false })))
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the settings offer every assessment with graded attempts, career ones marked; none weighted at first', async () => {
    const settings = (await t.call('getMeritSettings', {}, { token: downloader })).json<{ data: MeritSettings }>().data;
    expect(settings.assessment_weights).toEqual([]);
    expect(settings.assessments).toEqual([
      { id: quiz, name: 'Science quiz', career: false },
      { id: career, name: 'Career interests', career: true },
    ]);
    const data = await list();
    expect(data.assessment_weights).toEqual([]);
    expect(data.rows.map((row) => row.total)).toEqual([40, 40, 40]); // cmatch empty counts 0
  });

  test('an admin weights an assessment (audited); the list ranks with its percent, 0 for an applicant who did not take it, and shows each score', async () => {
    const response = await save({ weights: ZERO, assessment_weights: [{ assessment_id: quiz, weight: 2 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MeritSettings }>().data.assessment_weights).toEqual([
      { assessment_id: quiz, weight: 2, name: 'Science quiz' },
    ]);
    const data = await list();
    expect(data.weights).toEqual(ZERO);
    expect(data.assessment_weights).toEqual([{ assessment_id: quiz, weight: 2, name: 'Science quiz' }]);
    expect(data.rows.map((row) => [row.rank, row.id, row.total])).toEqual([
      [1, ids.taker, 80],
      [2, ids.retaker, 60],
      [3, ids.absent, 0],
    ]);
    expect(data.rows[2].assessment_parts).toEqual([{ assessment_id: quiz, raw: null, value: 0, weight: 2, contribution: 0 }]);
    expect(data.rows[0].assessment_parts).toEqual([{ assessment_id: quiz, raw: 80, value: 0.8, weight: 2, contribution: 80 }]);
    const audit = await t.database.db.selectFrom('audit_log').select('details').where('action', '=', 'merit.settings').execute();
    expect(audit).toHaveLength(1);
    const details = (typeof audit[0].details === 'string' ? JSON.parse(audit[0].details) : audit[0].details) as Record<string, unknown>;
    expect(details.assessment_weights).toEqual({ from: [], to: [{ assessment_id: quiz, weight: 2 }] });
  });

  test('mixed with the fixed weights: the total shares the weights out of 100', async () => {
    expect((await save({ weights: { ...ZERO, prep: 1 }, assessment_weights: [{ assessment_id: quiz, weight: 1 }] })).statusCode).toBe(200);
    // prep 50 for all: taker (50 + 80) / 2, retaker (50 + 60) / 2, absent 50 / 2
    expect((await list()).rows.map((row) => [row.id, row.total])).toEqual([
      [ids.taker, 65],
      [ids.retaker, 55],
      [ids.absent, 25],
    ]);
  });

  test('an older caller (no assessment_weights) keeps the weighted assessments', async () => {
    expect((await save({ weights: EVEN })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ assessment_id: quiz, weight: 1 }]);
    expect((await list()).assessment_weights).toEqual([{ assessment_id: quiz, weight: 1, name: 'Science quiz' }]);
  });

  test.each([
    ['a career assessment', () => [{ assessment_id: career, weight: 1 }], () => careerNotWeightableMessage('Career interests')],
    ['an unknown assessment', () => [{ assessment_id: 999_999, weight: 1 }], () => noAssessmentMessage(999_999)],
    [
      'an assessment without graded attempts',
      () => [{ assessment_id: ungraded, weight: 1 }],
      () => noGradedAttemptsMessage('Not yet graded'),
    ],
    [
      'the same assessment twice',
      () => [
        { assessment_id: quiz, weight: 1 },
        { assessment_id: quiz, weight: 2 },
      ],
      () => MERIT_ASSESSMENT_TWICE,
    ],
  ])('refuses %s with a clear message; nothing changes', async (_case, weights, message) => {
    const response = await save({ weights: ZERO, assessment_weights: weights() });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain(message());
    expect(await stored()).toEqual([{ assessment_id: quiz, weight: 1 }]);
    expect((await list()).weights).toEqual(EVEN);
  });

  test('every weight 0, fixed and assessment, is refused', async () => {
    const response = await save({ weights: ZERO, assessment_weights: [{ assessment_id: quiz, weight: 0 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain(MERIT_WEIGHTS_ALL_ZERO);
    expect(await stored()).toEqual([{ assessment_id: quiz, weight: 1 }]);
  });

  test('a non-admin may not weight an assessment', async () => {
    const response = await save({ weights: EVEN, assessment_weights: [] }, downloader);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: MERIT_ADMIN_ONLY });
    expect(await stored()).toEqual([{ assessment_id: quiz, weight: 1 }]);
  });

  test('a weight of 0 (or an empty list) removes the weighted assessments', async () => {
    expect((await save({ weights: EVEN, assessment_weights: [{ assessment_id: quiz, weight: 0 }] })).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    const data = await list();
    expect(data.assessment_weights).toEqual([]);
    expect(data.rows[0].assessment_parts).toEqual([]);
  });
});
