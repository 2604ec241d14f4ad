import { sql } from 'kysely';
import {
  ASSESSMENT_ID_REQUIRED,
  ASSESSMENT_NOT_FOUND,
  FEEDBACK_COMMENT_REQUIRED,
  FEEDBACK_COMMENT_TOO_LONG,
  type Assessment,
} from '@mizan/shared';
import { validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import {
  FEEDBACK_COMMENT_ADDED,
  FEEDBACK_COMMENT_DUPLICATE,
  FEEDBACK_COMMENT_NOT_FOUND,
  FEEDBACK_COMMENT_REMOVED,
} from '../services/feedback-bank';

jest.setTimeout(120_000);

type Bank = Array<{ id: number; text: string }>;

describe.each(testDatabases())('the grading cockpit feedback bank (ours) on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  /** The demo teacher is an Assigned Reviewer of this one. */
  let reviewed: Assessment;
  /** ... and not of this one. */
  let other: Assessment;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    const teacherId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
    reviewed = (
      await t.call('addAssessment', validAssessment({ name: 'Bank: reviewed', grading_teachers_ids: [teacherId] }), { token: admin })
    ).json<{ data: Assessment }>().data;
    other = (await t.call('addAssessment', validAssessment({ name: 'Bank: not reviewed' }), { token: admin })).json<{ data: Assessment }>()
      .data;
  });
  afterAll(async () => {
    await t?.close();
  });

  const bank = async (assessmentId: number, token = admin) =>
    (await t.call('feedbackBank', { exam_id: assessmentId }, { token })).json<{ data: Bank }>().data;
  const stored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('feedback_comments')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a reviewer adds comments, every grader of the assessment sees the same bank, oldest first', async () => {
    expect(await bank(reviewed.id)).toEqual([]);
    const first = await t.call('addFeedbackComment', { exam_id: reviewed.id, text: '  Show your working.  ' }, { token: teacher });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: [{ id: expect.any(Number), text: 'Show your working.' }], msg: FEEDBACK_COMMENT_ADDED });
    await t.call('addFeedbackComment', { exam_id: reviewed.id, text: 'ممتاز، أحسنت' }, { token: admin });
    expect((await bank(reviewed.id, teacher)).map((comment) => comment.text)).toEqual(['Show your working.', 'ممتاز، أحسنت']);
    expect(await bank(other.id)).toEqual([]);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'assessment')
      .where('subject_id', '=', String(reviewed.id))
      .where('action', 'like', 'feedback-comment.%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['feedback-comment.add', 'feedback-comment.add']);
  });

  test.each([
    ['an empty comment', '', FEEDBACK_COMMENT_REQUIRED],
    ['spaces only', '   ', FEEDBACK_COMMENT_REQUIRED],
    ['more than 1000 characters', 'x'.repeat(1001), FEEDBACK_COMMENT_TOO_LONG],
  ])('%s answers 400 and stores nothing', async (_case, text, msg) => {
    const before = await stored();
    const response = await t.call('addFeedbackComment', { exam_id: reviewed.id, text }, { token: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg } });
    expect(await stored()).toBe(before);
  });

  test('a missing assessment id answers 400', async () => {
    const response = await t.call('feedbackBank', {} as never, { token: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg: ASSESSMENT_ID_REQUIRED } });
  });

  test('the same comment twice in one assessment answers 409; another assessment may have it', async () => {
    await t.call('addFeedbackComment', { exam_id: reviewed.id, text: 'Check the units.' }, { token: admin });
    const before = await stored();
    const again = await t.call('addFeedbackComment', { exam_id: reviewed.id, text: 'Check the units.' }, { token: admin });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { msg: FEEDBACK_COMMENT_DUPLICATE } });
    expect(await stored()).toBe(before);
    expect((await t.call('addFeedbackComment', { exam_id: other.id, text: 'Check the units.' }, { token: admin })).statusCode).toBe(200);
  });

  test('a teacher who does not review the assessment neither sees, adds to nor deletes from its bank (404)', async () => {
    const [comment] = await bank(other.id);
    const before = await stored();
    const calls = [
      await t.call('feedbackBank', { exam_id: other.id }, { token: teacher }),
      await t.call('addFeedbackComment', { exam_id: other.id, text: 'Sneaky' }, { token: teacher }),
    ];
    for (const response of calls)
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { msg: ASSESSMENT_NOT_FOUND } });
    const removal = await t.call('deleteFeedbackComment', { id: comment.id }, { token: teacher });
    expect({ status: removal.statusCode, body: removal.json() }).toEqual({ status: 404, body: { msg: FEEDBACK_COMMENT_NOT_FOUND } });
    expect(await stored()).toBe(before);
  });

  test('deleting a comment answers the refreshed bank; deleting it again answers 404', async () => {
    const [first, ...rest] = await bank(reviewed.id);
    const removal = await t.call('deleteFeedbackComment', { id: first.id }, { token: teacher });
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toEqual({ data: rest, msg: FEEDBACK_COMMENT_REMOVED });
    const again = await t.call('deleteFeedbackComment', { id: first.id }, { token: teacher });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 404, body: { msg: FEEDBACK_COMMENT_NOT_FOUND } });
  });

  test('deleting an assessment deletes its bank', async () => {
    const spare = (await t.call('addAssessment', validAssessment({ name: 'Bank: spare' }), { token: admin })).json<{ data: Assessment }>()
      .data;
    await t.call('addFeedbackComment', { exam_id: spare.id, text: 'Well argued.' }, { token: admin });
    expect((await t.call('deleteAssessment', { id: spare.id }, { token: admin })).statusCode).toBe(200);
    const left = await t.database.db.selectFrom('feedback_comments').select('id').where('assessment_id', '=', spare.id).execute();
    expect(left).toEqual([]);
  });
});
