import {
  INTERVIEW_AGREEMENT_ADMIN_ONLY,
  INTERVIEW_PANEL_ADMIN_ONLY,
  INTERVIEW_PANEL_CODES,
  INTERVIEW_PANEL_SIZE_INVALID,
  interviewPanelFullMessage,
  interviewPanelSizeSavedMessage,
  interviewQuestionKeys,
  type Applicant,
  type InterviewAgreementReport,
  type InterviewPanel,
  type InterviewReview,
  type RequestOf,
} from '@mizan/shared';
import { noApplicantMessage } from '../services/applicant-records';
import { missingFlagMessage } from '../services/authenticate';
import { signInWithFlags, storedApplicant, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

/** Job 5 takes the 7-criterion form. */
const SEVEN = 7;
const ratings = (pattern: number[]) =>
  Object.fromEntries(interviewQuestionKeys(SEVEN).map((key, index) => [key, pattern[index % pattern.length]]));

describe.each(testDatabases())('interview panels on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  /** Three interviewers made in this order (so their ids rise a < b < c), a fourth, and staff without the flag. */
  let a: string;
  let b: string;
  let c: string;
  let d: string;
  let noFlag: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    a = await signInWithFlags(t, admin, 'panel-a', ['interview']);
    b = await signInWithFlags(t, admin, 'panel-b', ['interview', 'updateinfo']);
    c = await signInWithFlags(t, admin, 'panel-c', ['interview']);
    d = await signInWithFlags(t, admin, 'panel-d', ['interview']);
    noFlag = await signInWithFlags(t, admin, 'panel-none', ['exam']);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function addApplicant(): Promise<number> {
    const response = await t.call('saveApplicant', validApplicant({ job: 5 }), { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Applicant }>().data.id;
  }
  const submit = (token: string, applicantId: number, pattern: number[], notes?: string) =>
    t.call('submitInterview', { applicant_id: applicantId, ...ratings(pattern), ...(notes ? { notes } : {}) }, { token });
  const panelOf = async (token: string, applicantId: number) => {
    const response = await t.call('getInterviewPanel', { applicantId }, { token });
    expect(response.statusCode).toBe(200);
    return { body: response.body, panel: response.json<{ data: InterviewPanel }>().data };
  };
  const setSize = (panelSize: number, token = admin) =>
    t.call('setInterviewPanelSize', { panelSize } as RequestOf<'setInterviewPanelSize'>, { token });
  const scoreOf = async (applicantId: number) => (await storedApplicant(t, applicantId)).interview;

  it('by default one interviewer rates, as the SPEC: a second submit replaces the review', async () => {
    const size = await t.call('getInterviewPanelSize', {}, { token: a });
    expect(size.json()).toEqual({ data: { panelSize: 1 } });
    const applicantId = await addApplicant();
    expect((await submit(a, applicantId, [4])).json<{ data: { parent: number } }>().data.parent).toBe(80);
    const second = await submit(b, applicantId, [3]);
    expect(second.json<{ data: { parent: number; review: InterviewReview } }>().data).toMatchObject({
      parent: 60,
      review: { reviewer: 'panel-b Staff', parent: 60 },
    });
    expect(await scoreOf(applicantId)).toBe(60);
    // Anyone with the flag reads the one review, as the SPEC's form prefill does.
    const read = await t.call('applicantInterview', { appId: applicantId }, { token: a });
    expect(read.json<{ data: InterviewReview }>().data.parent).toBe(60);
    expect(await t.database.db.selectFrom('interview_scorecards').selectAll().execute()).toEqual([]);
  });

  it('only an administrator sets the panel size, from 1 to 5; a refusal changes nothing', async () => {
    const notAdmin = await setSize(3, a);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({ msg: INTERVIEW_PANEL_ADMIN_ONLY, code: INTERVIEW_PANEL_CODES.adminOnly });
    for (const wrong of [0, 6, 2.5, '2\u0000']) {
      const response = await setSize(wrong as number);
      expect(response.statusCode).toBe(400);
      if (typeof wrong === 'number') expect(response.json()).toEqual({ msg: INTERVIEW_PANEL_SIZE_INVALID });
    }
    expect((await t.call('getInterviewPanelSize', {}, { token: a })).json()).toEqual({ data: { panelSize: 1 } });
    const saved = await setSize(3);
    expect(saved.json()).toEqual({ data: { panelSize: 3 }, msg: interviewPanelSizeSavedMessage(3) });
    const audit = await t.database.db.selectFrom('audit_log').select('details').where('action', '=', 'interview.panel_size').execute();
    expect(audit.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details))).toEqual([
      { panelSize: { from: 1, to: 3 } },
    ]);
  });

  let panelApplicant: number;

  it("keeps each interviewer blind to the others' scorecards until they submit their own", async () => {
    panelApplicant = await addApplicant();
    const first = await submit(a, panelApplicant, [4], 'NOTE-OF-A');
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { parent: number; review: InterviewReview } }>().data).toMatchObject({
      parent: 80,
      review: { parent: 80, reviewer: 'panel-a Staff', notes: 'NOTE-OF-A' },
    });

    // b has not submitted: a count, nothing of a's.
    const before = await panelOf(b, panelApplicant);
    expect(before.panel).toEqual({ applicantId: panelApplicant, panelSize: 3, submitted: 1, yours: null, scorecards: [], mean: null });
    expect(before.body).not.toContain('NOTE-OF-A');
    expect(before.body).not.toContain('panel-a');
    const prefill = await t.call('applicantInterview', { appId: panelApplicant }, { token: b });
    expect(prefill.json()).toEqual({ data: null });
    // The history b may read says the score changed, never whose ratings made it.
    const history = await t.call('applicantHistory', { applicant_id: panelApplicant }, { token: b });
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain('NOTE-OF-A');
    expect(history.body).not.toContain('"q1"');

    const second = await submit(b, panelApplicant, [3]);
    expect(second.json<{ data: { parent: number } }>().data.parent).toBe(70);
    const after = await panelOf(b, panelApplicant);
    expect(after.panel.yours).toMatchObject({ interviewer: 'panel-b Staff', parent: 60 });
    expect(after.panel.scorecards.map((card) => [card.interviewer, card.parent, card.notes])).toEqual([
      ['panel-a Staff', 80, 'NOTE-OF-A'],
      ['panel-b Staff', 60, ''],
    ]);
    expect(after.panel.mean).toBe(70);
    // Each interviewer's form opens with their own scorecard.
    expect(
      (await t.call('applicantInterview', { appId: panelApplicant }, { token: a })).json<{ data: InterviewReview }>().data.parent,
    ).toBe(80);
  });

  it("makes the interview score the mean of the panel's scorecards, refuses a fourth interviewer and lets one replace theirs", async () => {
    // 5,5,5,5,5,5,2 → 32 of 35 → 91.43
    expect((await submit(c, panelApplicant, [5, 5, 5, 5, 5, 5, 2])).json<{ data: { parent: number } }>().data.parent).toBe(77.14);
    expect(await scoreOf(panelApplicant)).toBe(77.14);

    const full = await submit(d, panelApplicant, [1]);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ msg: interviewPanelFullMessage(3), code: INTERVIEW_PANEL_CODES.full });
    expect(await scoreOf(panelApplicant)).toBe(77.14);
    expect((await panelOf(d, panelApplicant)).panel).toMatchObject({ submitted: 3, yours: null, scorecards: [], mean: null });

    const replaced = await submit(a, panelApplicant, [5]);
    expect(replaced.json<{ data: { parent: number } }>().data.parent).toBe(83.81);
    expect(await scoreOf(panelApplicant)).toBe(83.81);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'applicant.interview')
      .where('subject_id', '=', String(panelApplicant))
      .orderBy('id')
      .execute();
    const details = audits.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details));
    expect(details.map((entry) => entry.interview.to)).toEqual([80, 70, 77.14, 83.81]);
    expect(details.every((entry) => !('answers' in entry))).toBe(true);
  });

  it('a NUL in the notes, an unknown applicant or a missing flag changes nothing', async () => {
    const nul = await submit(b, panelApplicant, [1], 'bad\u0000note');
    expect(nul.statusCode).toBe(400);
    expect(await scoreOf(panelApplicant)).toBe(83.81);
    const unknown = await t.call('getInterviewPanel', { applicantId: 999_999 }, { token: a });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: noApplicantMessage(999_999) });
    const unknownSubmit = await submit(a, 999_999, [4]);
    expect(unknownSubmit.statusCode).toBe(404);
    const badId = await t.call('getInterviewPanel', { applicantId: '1\u0000' as unknown as number }, { token: a });
    expect(badId.statusCode).toBe(400);
    const refused = await t.call('getInterviewPanel', { applicantId: panelApplicant }, { token: noFlag });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ msg: string }>().msg).toBe(missingFlagMessage('interview'));
  });

  let carried: number;

  it("a review made before the panel counts as its reviewer's scorecard", async () => {
    expect((await setSize(1)).statusCode).toBe(200);
    carried = await addApplicant();
    await submit(a, carried, [4]);
    expect((await setSize(2)).statusCode).toBe(200);
    expect((await panelOf(b, carried)).panel.submitted).toBe(0);
    expect((await submit(b, carried, [2])).json<{ data: { parent: number } }>().data.parent).toBe(60);
    const panel = (await panelOf(a, carried)).panel;
    expect(panel.yours).toMatchObject({ interviewer: 'panel-a Staff', parent: 80 });
    expect(panel.scorecards.map((card) => card.parent)).toEqual([80, 40]);
    expect(panel.mean).toBe(60);
  });

  it('reports agreement per pair of interviewers to administrators only', async () => {
    const refused = await t.call('getInterviewAgreement', {}, { token: a });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: INTERVIEW_AGREEMENT_ADMIN_ONLY, code: INTERVIEW_PANEL_CODES.agreementAdminOnly });

    const report = (await t.call('getInterviewAgreement', {}, { token: admin })).json<{ data: InterviewAgreementReport }>().data;
    expect(report.panelSize).toBe(2);
    expect(report.pairs.map((pair) => [pair.a.name, pair.b.name, pair.applicants])).toEqual([
      ['panel-a Staff', 'panel-b Staff', 2],
      ['panel-a Staff', 'panel-c Staff', 1],
      ['panel-b Staff', 'panel-c Staff', 1],
    ]);
    // a rated 5s and 4s where b rated 3s and 2s: always two apart, and in the same order.
    const ab = report.pairs[0];
    expect(ab.criteria).toMatchObject({ count: 14, exact: 0, adjacent: 0, meanDifference: 2, meanSignedDifference: 2 });
    // D_o = 4; D_e = var(a) + var(b) + 2² = 0.25 + 0.25 + 4 → kappa = 1 − 4 / 4.5.
    expect(ab.criteria.kappaQuadratic).toBeCloseTo(1 / 9, 10);
    expect(ab.totals).toMatchObject({ count: 2, exact: 0, meanDifference: 40 });
    expect(report.overall.comparisons).toBe(4);
    expect(report.overall.criteria.count).toBe(28);
  });

  it('back at one interviewer, the submit is the SPEC single review again', async () => {
    expect((await setSize(1)).statusCode).toBe(200);
    const response = await submit(d, carried, [5]);
    expect(response.json<{ data: { parent: number; review: InterviewReview } }>().data).toMatchObject({
      parent: 100,
      review: { reviewer: 'panel-d Staff' },
    });
    expect(await scoreOf(carried)).toBe(100);
  });
});
