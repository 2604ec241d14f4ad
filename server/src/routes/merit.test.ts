import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { MERIT_SEATS_RANGE, MERIT_WEIGHT_RANGE, MERIT_WEIGHTS_ALL_ZERO, type MeritList, type MeritSettings } from '@mizan/shared';
import { freshSsn, signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { noAssessmentMessage } from '../services/merit-assessment-weights';
import { MERIT_ADMIN_ONLY, noSchoolMessage } from '../services/merit-settings';
import { scoresFilledMessage } from './merit';

jest.setTimeout(120_000);

const EVEN = { prep: 1, math: 1, english: 1, interview: 1, cmatch: 1 };

describe.each(testDatabases())('merit list and score fill on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let downloader: string;
  let schoolId: number;
  let ids: Record<string, number>;

  async function addApplicant(
    name: string,
    scores: { prep_mark: number; math: number; english: number; interview: number | null; cmatch: string },
  ) {
    const row = await t.database.db
      .insertInto('applicants')
      .values({
        name,
        ssn: freshSsn(),
        gender: 'male',
        email: 'm@example.com',
        mobile: '01012345678',
        std_code: 'M',
        school_id: schoolId,
        ...scores,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    downloader = await signInWithFlags(t, admin, 'merit-viewer', ['download']);
    schoolId = (await t.database.db.insertInto('schools').values({ name: 'Merit Test School' }).returning('id').executeTakeFirstOrThrow())
      .id;
    ids = {
      best: await addApplicant('Best', { prep_mark: 100, math: 100, english: 100, interview: 100, cmatch: 'High' }),
      // tieA and tieB have equal totals with even weights (80); tieA has the higher interview.
      tieB: await addApplicant('Tie B', { prep_mark: 100, math: 100, english: 100, interview: 0, cmatch: 'High' }),
      tieA: await addApplicant('Tie A', { prep_mark: 100, math: 100, english: 100, interview: 100, cmatch: 'Low' }),
      low: await addApplicant('Low', { prep_mark: 50, math: 40, english: 30, interview: null, cmatch: '' }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (token = admin) => {
    const response = await t.call('meritList', { school_id: schoolId }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MeritList }>().data;
  };

  test('starts with even weights and 0 seats; ranks with the documented tie-break and explains each total', async () => {
    const data = await list(downloader);
    expect(data.weights).toEqual(EVEN);
    expect(data.seats).toBe(0);
    expect(data.rows.map((row) => [row.rank, row.id, row.total, row.withinSeats])).toEqual([
      [1, ids.best, 100, false],
      [2, ids.tieA, 80, false],
      [3, ids.tieB, 80, false],
      [4, ids.low, 24, false],
    ]);
    const low = data.rows[3];
    expect(low.parts).toEqual([
      { component: 'prep', raw: 50, value: 0.5, weight: 1, contribution: 10 },
      { component: 'math', raw: 40, value: 0.4, weight: 1, contribution: 8 },
      { component: 'english', raw: 30, value: 0.3, weight: 1, contribution: 6 },
      { component: 'interview', raw: null, value: 0, weight: 1, contribution: 0 },
      { component: 'cmatch', raw: '', value: 0, weight: 1, contribution: 0 },
    ]);
  });

  test('an admin saves weights and seats (audited); the list follows them and cuts at the seats', async () => {
    const saved = await t.call(
      'saveMeritSettings',
      { weights: { prep: 0, math: 0, english: 0, interview: 3, cmatch: 1 }, seats: [{ school_id: schoolId, seats: 2 }] },
      { token: admin },
    );
    expect(saved.statusCode).toBe(200);
    const settings = saved.json<{ data: MeritSettings }>().data;
    expect(settings.weights).toEqual({ prep: 0, math: 0, english: 0, interview: 3, cmatch: 1 });
    expect(settings.seats.find((entry) => entry.school_id === schoolId)?.seats).toBe(2);
    const read = await t.call('getMeritSettings', {}, { token: downloader });
    expect(read.json<{ data: MeritSettings }>().data).toEqual(settings);

    const data = await list();
    expect(data.seats).toBe(2);
    // interview 3/4, cmatch 1/4: best 100, tieA 75, tieB 25, low 0
    expect(data.rows.map((row) => [row.id, row.total, row.withinSeats])).toEqual([
      [ids.best, 100, true],
      [ids.tieA, 75, true],
      [ids.tieB, 25, false],
      [ids.low, 0, false],
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'merit.settings')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].details)).toContain('"interview":3');
  });

  test('only role 1 may save: a download-flag holder may read but not change (nothing changes)', async () => {
    const response = await t.call('saveMeritSettings', { weights: EVEN }, { token: downloader });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: MERIT_ADMIN_ONLY });
    expect((await list()).weights.interview).toBe(3);
  });

  test.each([
    [{ weights: { ...EVEN, prep: -1 } }, MERIT_WEIGHT_RANGE],
    [{ weights: { prep: 0, math: 0, english: 0, interview: 0, cmatch: 0 } }, MERIT_WEIGHTS_ALL_ZERO],
    [{ weights: EVEN, seats: [{ school_id: 1, seats: -1 }] }, MERIT_SEATS_RANGE],
    [{ weights: EVEN, seats: [{ school_id: 1, seats: 1.5 }] }, MERIT_SEATS_RANGE],
  ])('refuses %j with its message', async (payload, message) => {
    const response = await t.call('saveMeritSettings', payload, { token: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain(message);
    expect((await list()).weights.interview).toBe(3);
  });

  test('an unknown school: 400 on save (nothing saved), 404 on the list', async () => {
    const saved = await t.call('saveMeritSettings', { weights: EVEN, seats: [{ school_id: 999_999, seats: 1 }] }, { token: admin });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({ msg: noSchoolMessage(999_999) });
    expect((await list()).weights.interview).toBe(3);
    const listed = await t.call('meritList', { school_id: 999_999 }, { token: admin });
    expect(listed.statusCode).toBe(404);
  });

  describe('fillScores', () => {
    let assessmentId: number;
    const attempt = (
      applicantId: number,
      trial: number,
      status: 'graded' | 'submitted' | 'inprogress',
      percent: number | null,
      gradedAt?: string,
    ) =>
      t.database.db
        .insertInto('attempts')
        .values({
          hash: randomBytes(24).toString('base64url'),
          applicant_id: applicantId,
          assessment_id: assessmentId,
          trial,
          shuffle_seed: 'seed',
          submitted_at: status === 'inprogress' ? null : '2026-01-01T10:00:00Z',
          submitted_by: status === 'inprogress' ? null : 'applicant',
          status,
          percent,
          graded_at: gradedAt ?? (status === 'graded' ? '2026-01-02T10:00:00Z' : null),
        })
        .execute();

    beforeAll(async () => {
      assessmentId = (
        await t.database.db
          .insertInto('assessments')
          .values({ name: 'Merit fill', questions: '[]' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await attempt(ids.best, 1, 'graded', 40);
      await attempt(ids.best, 2, 'graded', 65.5); // the latest graded trial wins
      await attempt(ids.tieA, 1, 'graded', 90);
      await attempt(ids.tieA, 2, 'submitted', 10); // not graded: ignored
      await attempt(ids.tieB, 1, 'submitted', 12); // no graded attempt: unchanged
      await attempt(ids.low, 1, 'graded', 40); // already 40: counted unchanged
    });

    const mathOf = async (id: number) =>
      Number((await t.database.db.selectFrom('applicants').select('math').where('id', '=', id).executeTakeFirstOrThrow()).math);

    test('stops overwriting: only an empty (0) math is filled; scores already entered are kept and counted', async () => {
      await t.database.db.updateTable('applicants').set({ math: 0 }).where('id', '=', ids.best).execute();
      const response = await t.call('fillScores', { assessment_id: assessmentId, field: 'math' }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { filled: 1, unchanged: 1, kept: 1 }, msg: scoresFilledMessage(1, 'math', 1) });
      expect(await mathOf(ids.best)).toBe(65.5);
      expect(await mathOf(ids.tieA)).toBe(100);
      expect(await mathOf(ids.tieB)).toBe(100);
      expect(await mathOf(ids.low)).toBe(40);
    });

    test('on request (overwrite) it replaces the scores entered, from the latest graded attempt, audits each change', async () => {
      const response = await t.call('fillScores', { assessment_id: assessmentId, field: 'math', overwrite: true }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: unknown }>().data).toEqual({ filled: 1, unchanged: 2, kept: 0 });
      expect(await mathOf(ids.best)).toBe(65.5);
      expect(await mathOf(ids.tieA)).toBe(90);
      expect(await mathOf(ids.tieB)).toBe(100);
      expect(await mathOf(ids.low)).toBe(40);
      const audit = await t.database.db.selectFrom('audit_log').select('subject_id').where('action', '=', 'applicant.fillscore').execute();
      expect(audit.map((row) => Number(row.subject_id)).sort()).toEqual([ids.best, ids.tieA].sort());
      const english = await t.database.db.selectFrom('applicants').select('english').where('id', '=', ids.best).executeTakeFirstOrThrow();
      expect(Number(english.english)).toBe(100);
    });

    test('runs in one transaction: a failure part-way leaves every score as it was', async () => {
      // Make the audit write fail (a check added NOT VALID, for new rows only): the score update before it must roll back.
      await t.database.db.updateTable('applicants').set({ english: 1 }).where('school_id', '=', schoolId).execute();
      await sql`alter table audit_log add constraint merit_test_no_fill check (action <> 'applicant.fillscore') not valid`.execute(
        t.database.db,
      );
      try {
        const response = await t.call('fillScores', { assessment_id: assessmentId, field: 'english', overwrite: true }, { token: admin });
        expect(response.statusCode).toBe(500);
      } finally {
        await t.database.db.schema.alterTable('audit_log').dropConstraint('merit_test_no_fill').execute();
      }
      const rows = await t.database.db.selectFrom('applicants').select('english').where('school_id', '=', schoolId).execute();
      expect(rows.map((row) => Number(row.english))).toEqual([1, 1, 1, 1]);
      const again = await t.call('fillScores', { assessment_id: assessmentId, field: 'english', overwrite: true }, { token: admin });
      expect(again.json<{ data: unknown }>().data).toEqual({ filled: 3, unchanged: 0, kept: 0 });
    });

    test('an unknown assessment is 404; without updateinfo 403', async () => {
      const missing = await t.call('fillScores', { assessment_id: 999_999, field: 'math' }, { token: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ msg: noAssessmentMessage(999_999) });
      expect((await t.call('fillScores', { assessment_id: assessmentId, field: 'math' }, { token: downloader })).statusCode).toBe(403);
    });
  });
});
