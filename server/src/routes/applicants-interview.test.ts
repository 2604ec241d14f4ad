import {
  APPLICANT_ID_REQUIRED,
  interviewQuestionKeys,
  notOnFormMessage,
  ratingMissingMessage,
  ratingRangeMessage,
  type Applicant,
  type InterviewReview,
  type RequestOf,
} from '@mizan/shared';
import { missingFlagMessage } from '../services/authenticate';
import { signInWithFlags, storedApplicant, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { INTERVIEW_SUBMITTED } from './applicants';

jest.setTimeout(120_000);

type ListAnswer = { data: { applicants: Applicant[]; schools: Array<{ id: number; name: string }> } };

describe.each(testDatabases())('applicant calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let interviewer: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    interviewer = await signInWithFlags(t, admin, 'rater', ['interview']);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(filter: RequestOf<'listApplicants'> = {}, token = admin) {
    const response = await t.call('listApplicants', filter, { token });
    expect(response.statusCode).toBe(200);
    return response.json<ListAnswer>().data;
  }

  /** Adds an applicant; answers the stored record (the call's answer masks the ID). */
  async function add(overrides: Partial<RequestOf<'saveApplicant'>> = {}) {
    const response = await t.call('saveApplicant', validApplicant(overrides), { token: admin });
    expect(response.statusCode).toBe(200);
    const { data, msg } = response.json<{ data: Applicant; msg: string }>();
    return { data: await storedApplicant(t, data.id), msg };
  }

  async function auditRows(subjectId: number, action?: string) {
    let query = t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'applicant')
      .where('subject_id', '=', String(subjectId));
    if (action) query = query.where('action', '=', action);
    return query.orderBy('id').execute();
  }

  describe('interviews', () => {
    const ratings = (count: number, pattern: number[]) =>
      Object.fromEntries(interviewQuestionKeys(count as 7 | 12 | 21).map((key, i) => [key, pattern[i % pattern.length]]));

    test.each([
      [0, 12],
      [2, 12],
      [3, 7],
      [11, 7],
      [12, 21],
      [40, 21],
    ])('job %d takes the %d-criterion form: fewer answers say which is missing, more say which is not on it', async (job, size) => {
      const created = (await add({ job })).data;
      const missing = await t.call('submitInterview', { applicant_id: created.id, ...ratings(size - 1, [4]) }, { token: interviewer });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ msg: ratingMissingMessage(`q${size}`) });
      const extra = await t.call(
        'submitInterview',
        { applicant_id: created.id, ...ratings(size, [4]), [`q${size + 1}`]: 4 },
        { token: interviewer },
      );
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toEqual({ msg: notOnFormMessage(`q${size + 1}`, size as 7 | 12 | 21) });
      const ok = await t.call('submitInterview', { applicant_id: created.id, ...ratings(size, [4]) }, { token: interviewer });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ data: { review: InterviewReview } }>().data.review.form).toBe(size);
    });

    test('a rating outside 1..5 answers 400 naming the criterion', async () => {
      const created = (await add({ job: 5 })).data;
      for (const bad of [0, 6, 2.5, 'x']) {
        const response = await t.call('submitInterview', { applicant_id: created.id, ...ratings(7, [3]), q3: bad }, { token: interviewer });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ msg: ratingRangeMessage('q3') });
      }
    });

    test('no review yet answers null; submitting answers data.parent (2 decimals), stores it on the applicant, and the review then prefills', async () => {
      const created = (await add({ job: 7 })).data;
      const before = await t.call('applicantInterview', { appId: created.id }, { token: interviewer });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ data: null });

      // 7 criteria: 5+4+3+5+4+3+5 = 29 of 35 → 82.857… → 82.86
      const answers = { q1: 5, q2: '4', q3: 3, q4: 5, q5: 4, q6: 3, q7: 5 };
      const response = await t.call(
        'submitInterview',
        { applicant_id: created.id, notes: 'Calm and clear', ...answers },
        { token: interviewer },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{ data: { parent: number; review: InterviewReview }; msg: string }>();
      expect(body.msg).toBe(INTERVIEW_SUBMITTED);
      expect(body.data.parent).toBe(82.86);
      expect((await list({ search: created.ssn })).applicants[0].interview).toBe(82.86);

      for (const request of [{ appId: created.id }, { id: created.id }]) {
        const prefill = await t.call('applicantInterview', request, { token: interviewer });
        const review = prefill.json<{ data: InterviewReview }>().data;
        expect(review).toMatchObject({
          applicant_id: created.id,
          form: 7,
          parent: 82.86,
          notes: 'Calm and clear',
          reviewer: 'rater Staff',
        });
        expect(review.answers).toEqual({ q1: 5, q2: 4, q3: 3, q4: 5, q5: 4, q6: 3, q7: 5 });
        expect(Number.isNaN(Date.parse(review.at))).toBe(false);
      }
      const audit = await auditRows(created.id, 'applicant.interview');
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toMatchObject({ form: 7, interview: { from: null, to: 82.86 } });
    });

    test('submitting again replaces the review (one per applicant) and the score', async () => {
      const created = (await add({ job: 1 })).data;
      await t.call('submitInterview', { applicant_id: created.id, ...ratings(12, [5]) }, { token: admin });
      const again = await t.call('submitInterview', { applicant_id: created.id, ...ratings(12, [1, 2]) }, { token: admin });
      // 6 ones and 6 twos: 18 of 60 → 30.00
      expect(again.json<{ data: { parent: number } }>().data.parent).toBe(30);
      const rows = await t.database.db.selectFrom('interviews').selectAll().where('applicant_id', '=', created.id).execute();
      expect(rows).toHaveLength(1);
      expect((await list({ search: created.ssn })).applicants[0].interview).toBe(30);
    });

    test('all 5s give 100, all 1s give 20', async () => {
      const created = (await add({ job: 20 })).data;
      const high = await t.call('submitInterview', { applicant_id: created.id, ...ratings(21, [5]) }, { token: admin });
      expect(high.json<{ data: { parent: number } }>().data.parent).toBe(100);
      const low = await t.call('submitInterview', { applicant_id: created.id, ...ratings(21, [1]) }, { token: admin });
      expect(low.json<{ data: { parent: number } }>().data.parent).toBe(20);
    });

    test('without appId or id answers 400; an unknown applicant 404; without the interview flag 403', async () => {
      const none = await t.call('applicantInterview', {}, { token: admin });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ msg: APPLICANT_ID_REQUIRED });
      expect((await t.call('applicantInterview', { id: 777777 }, { token: admin })).statusCode).toBe(404);
      expect((await t.call('submitInterview', { applicant_id: 777777, ...ratings(12, [3]) }, { token: admin })).statusCode).toBe(404);
      const forbidden = await t.call('submitInterview', { applicant_id: 1, ...ratings(12, [3]) }, { token: teacher });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ msg: missingFlagMessage('interview') });
    });
  });
});
