import { sql } from 'kysely';
import {
  ASSESSMENT_ID_REQUIRED,
  ASSESSMENT_TITLE_REQUIRED,
  NEXT_ASSESSMENT_INVALID,
  TOTAL_MARK_REQUIRED,
  questionMessage,
  contract,
  fullQuestionListSchema,
  assessmentItemListSchema,
  assessmentSchema,
  gradingSheetSchema,
  type Assessment,
  type AssessmentListItem,
  type CallName,
  type RequestOf,
  ASSESSMENT_NOT_FOUND,
} from '@mizan/shared';
import type { z } from 'zod';
import { mcq, order } from '../../../shared/src/questions/testing/fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { insertAttempt, validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import {
  ASSESSMENT_ALREADY_PUBLISHED,
  ASSESSMENT_DELETED,
  ASSESSMENT_PUBLISHED,
  ASSESSMENT_PULLED,
  ASSESSMENT_UPDATED,
  ASSESSMENT_UPDATED_STARTED,
} from './assessments';
import { ASSESSMENT_HAS_ATTEMPTS, NO_QUESTIONS_TO_PUBLISH } from '../services/assessment-changes';
import { NEXT_ASSESSMENT_LOOP } from '../services/assessment-references';
import { NOT_AN_EDITOR } from '../services/assessment-access';

jest.setTimeout(120_000);

type Saved = { data: Assessment; msg: string };
type ListAnswer = { data: AssessmentListItem[]; msg?: string };

describe.each(testDatabases())('assessment calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let teacherId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    const users = await t.database.db.selectFrom('users').select(['id', 'username']).execute();
    teacherId = users.find((user) => user.username === 'teacher')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function add(data: RequestOf<'addAssessment'>, token = admin): Promise<Saved> {
    const response = await t.call('addAssessment', data, { token });
    expect(response.statusCode).toBe(200);
    return response.json<Saved>();
  }

  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('assessments')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** 400 with exactly `msg`, and nothing stored. */
  async function refused(data: unknown, msg: string, name: 'addAssessment' | 'updateAssessment' = 'addAssessment') {
    const before = await count();
    const response = await t.call(name, data as never, { token: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg } });
    expect(await count()).toBe(before);
  }

  describe('admin/updateexam.php and admin/getexam.php', () => {
    test('replaces the setup and questions, keeps published, and answers the msg', async () => {
      const saved = await add(validAssessment({ name: 'Before' }));
      await t.call('publishAssessment', { id: saved.data.id }, { token: admin });
      const response = await t.call(
        'updateAssessment',
        { ...saved.data, name: 'After', nooftrials: 2, questions: [mcq(), order()] },
        { token: admin },
      );
      expect(response.statusCode).toBe(200);
      const updated = response.json<Saved>();
      expect(updated.msg).toBe(ASSESSMENT_UPDATED);
      expect(updated.data).toMatchObject({ id: saved.data.id, name: 'After', nooftrials: 2, published: '1' });
      expect(updated.data.questions.map((question) => question.type)).toEqual(['MCQ', 'OrderComponent']);
      const fetched = (await t.call('getAssessment', { id: saved.data.id }, { token: admin })).json<{ data: Assessment }>().data;
      expect(fetched).toEqual(updated.data);
    });

    test('the same rules as add: a bad update answers 400 and changes nothing', async () => {
      const saved = await add(validAssessment({ name: 'Unchanged' }));
      await refused({ ...saved.data, name: '' }, ASSESSMENT_TITLE_REQUIRED, 'updateAssessment');
      await refused(
        { ...saved.data, questions: [{ ...mcq(), totalMark: '' }] },
        questionMessage(1, TOTAL_MARK_REQUIRED),
        'updateAssessment',
      );
      const fetched = (await t.call('getAssessment', { id: saved.data.id }, { token: admin })).json<{ data: Assessment }>().data;
      expect(fetched).toEqual(saved.data);
    });

    test('an admission sequence cannot point at itself or loop', async () => {
      const first = await add(validAssessment({ name: 'Step 1' }));
      const second = await add(validAssessment({ name: 'Step 2', nextAssessmentId: first.data.id }));
      expect(second.data.nextAssessmentId).toBe(first.data.id);
      await refused({ ...first.data, nextAssessmentId: first.data.id }, NEXT_ASSESSMENT_INVALID, 'updateAssessment');
      await refused({ ...first.data, nextAssessmentId: second.data.id }, NEXT_ASSESSMENT_LOOP, 'updateAssessment');
    });

    test('unknown ids answer 404; a missing id 400', async () => {
      for (const name of ['getAssessment', 'publishAssessment', 'pullAssessment', 'deleteAssessment'] as const) {
        const response = await t.call(name, { id: 999_999 }, { token: admin });
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({
          name,
          status: 404,
          body: { msg: ASSESSMENT_NOT_FOUND },
        });
      }
      const update = await t.call('updateAssessment', { ...validAssessment(), id: 999_999 }, { token: admin });
      expect(update.statusCode).toBe(404);
      const missing = await t.call('getAssessment', {} as never, { token: admin });
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 400, body: { msg: ASSESSMENT_ID_REQUIRED } });
    });
  });

  describe('who sees and edits what (exam flag, then role and reviewers)', () => {
    test('a teacher sees only their own and assigned assessments, edits only their own and those they may edit', async () => {
      const foreign = await add(validAssessment({ name: 'Admin only' }));
      const reviewed = await add(validAssessment({ name: 'Teacher reviews', grading_teachers_ids: [teacherId] }));
      const editable = await add(validAssessment({ name: 'Teacher edits', editing_teachers_ids: [teacherId] }));
      const own = await add(validAssessment({ name: 'Teacher wrote' }), teacher);

      const list = (await t.call('listAssessments', '1', { token: teacher })).json<ListAnswer>().data;
      const names = list.map((item) => item.name);
      expect(names).toEqual(expect.arrayContaining(['Teacher edits', 'Teacher reviews', 'Teacher wrote']));
      expect(names).not.toContain('Admin only');
      expect(list.every((item) => item.id !== foreign.data.id)).toBe(true);

      expect((await t.call('getAssessment', { id: foreign.data.id }, { token: teacher })).statusCode).toBe(404);
      expect((await t.call('getAssessment', { id: reviewed.data.id }, { token: teacher })).statusCode).toBe(200);

      const denied = await t.call('updateAssessment', { ...reviewed.data, name: 'Changed' }, { token: teacher });
      expect({ status: denied.statusCode, body: denied.json() }).toEqual({ status: 403, body: { msg: NOT_AN_EDITOR } });
      expect((await t.call('publishAssessment', { id: reviewed.data.id }, { token: teacher })).statusCode).toBe(403);
      expect((await t.call('deleteAssessment', { id: foreign.data.id }, { token: teacher })).statusCode).toBe(404);

      expect((await t.call('updateAssessment', { ...editable.data, name: 'Teacher edits' }, { token: teacher })).statusCode).toBe(200);
      expect((await t.call('publishAssessment', { id: own.data.id }, { token: teacher })).statusCode).toBe(200);

      const adminList = (await t.call('listAssessments', '1', { token: admin })).json<ListAnswer>().data;
      expect(adminList.map((item) => item.id)).toEqual(expect.arrayContaining([foreign.data.id, own.data.id]));
    });

    test('a teacher cannot probe ids through nextAssessmentId: one they may not see answers as an absent one', async () => {
      const hidden = await add(validAssessment({ name: 'Hidden from the teacher' }));
      const visible = await add(validAssessment({ name: 'Teacher reviews this one', grading_teachers_ids: [teacherId] }));
      const absentId = hidden.data.id + 10_000;
      const answerFor = async (nextAssessmentId: number) => {
        const response = await t.call('addAssessment', validAssessment({ name: `Points at ${nextAssessmentId}`, nextAssessmentId }), {
          token: teacher,
        });
        return { status: response.statusCode, body: response.json() };
      };
      const absent = await answerFor(absentId);
      expect(absent).toEqual({ status: 400, body: { msg: NEXT_ASSESSMENT_INVALID } });
      expect(await answerFor(hidden.data.id)).toEqual(absent);
      expect((await answerFor(visible.data.id)).status).toBe(200);

      // An assessment the teacher may edit keeps the next assessment an administrator gave it.
      const own = await add(validAssessment({ name: 'Teacher wrote, admin chained' }), teacher);
      const chained = await t.call('updateAssessment', { ...own.data, nextAssessmentId: hidden.data.id }, { token: admin });
      expect(chained.statusCode).toBe(200);
      const kept = await t.call(
        'updateAssessment',
        { ...own.data, nextAssessmentId: hidden.data.id, name: 'Renamed by the teacher' },
        { token: teacher },
      );
      expect(kept.statusCode).toBe(200);
      const other = await add(validAssessment({ name: 'Another hidden one' }));
      const probe = await t.call('updateAssessment', { ...own.data, nextAssessmentId: other.data.id }, { token: teacher });
      const probeAbsent = await t.call('updateAssessment', { ...own.data, nextAssessmentId: absentId }, { token: teacher });
      expect({ status: probe.statusCode, body: probe.json() }).toEqual({ status: probeAbsent.statusCode, body: probeAbsent.json() });
      expect(probe.statusCode).toBe(400);
    });

    test('the exam flag is needed to author; ans alone does not open the builder', async () => {
      const grader = await signInWithFlags(t, admin, 'answers-only', ['ans']);
      const response = await t.call('addAssessment', validAssessment(), { token: grader });
      expect(response.statusCode).toBe(403);
      expect((await t.call('listAssessments', '1', { token: grader })).statusCode).toBe(403);
    });
  });

  describe('admin/getexams.php, publish, pull', () => {
    test('the list has the columns the screen needs, newest first', async () => {
      const saved = await add(validAssessment({ name: 'Listed', questions: [mcq(), order()] }));
      const list = (await t.call('listAssessments', '1', { token: admin })).json<ListAnswer>().data;
      expect(list[0]).toEqual({
        id: saved.data.id,
        name: 'Listed',
        title: 'Listed',
        startdate: '2030-06-01T08:00:00.000Z',
        enddate: '2030-06-30T20:00:00.000Z',
        published: '0',
        publishedText: 'No',
        lang: 'En',
        istimed: 0,
        duration: null,
        nooftrials: 1,
        open: true,
        grade: 'Grade 10',
        type: 'Admission',
        questionCount: 2,
        attemptCount: 0,
      });
      const ids = list.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    test('publish and pull answer the refreshed list and their msg; each is audited', async () => {
      const saved = await add(validAssessment({ name: 'Toggle' }));
      const published = await t.call('publishAssessment', { id: saved.data.id }, { token: admin });
      expect(published.statusCode).toBe(200);
      const afterPublish = published.json<ListAnswer>();
      expect(afterPublish.msg).toBe(ASSESSMENT_PUBLISHED(saved.data.id));
      expect(afterPublish.msg).toBe(`Assessment published. Applicants can register at /apply/${saved.data.id}.`);
      expect(afterPublish.data.find((item) => item.id === saved.data.id)).toMatchObject({ published: '1', publishedText: 'Yes' });

      const again = (await t.call('publishAssessment', { id: saved.data.id }, { token: admin })).json<ListAnswer>();
      expect(again.msg).toBe(ASSESSMENT_ALREADY_PUBLISHED);

      const pulled = (await t.call('pullAssessment', { id: saved.data.id }, { token: admin })).json<ListAnswer>();
      expect(pulled.msg).toBe(ASSESSMENT_PULLED);
      expect(pulled.data.find((item) => item.id === saved.data.id)).toMatchObject({ published: '0', publishedText: 'No' });

      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_type', '=', 'assessment')
        .where('subject_id', '=', String(saved.data.id))
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['assessment.add', 'assessment.publish', 'assessment.pull']);
    });

    test('an assessment without questions cannot be published', async () => {
      const empty = await add(validAssessment({ name: 'Empty', questions: [] }));
      const response = await t.call('publishAssessment', { id: empty.data.id }, { token: admin });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg: NO_QUESTIONS_TO_PUBLISH } });
    });
  });

  describe('admin/deleteexam.php (ours)', () => {
    test('deletes an assessment nobody started, answers the list without it', async () => {
      const saved = await add(validAssessment({ name: 'Short-lived', grading_teachers_ids: [teacherId] }));
      const response = await t.call('deleteAssessment', { id: saved.data.id }, { token: admin });
      expect(response.statusCode).toBe(200);
      const answer = response.json<ListAnswer>();
      expect(answer.msg).toBe(ASSESSMENT_DELETED);
      expect(answer.data.some((item) => item.id === saved.data.id)).toBe(false);
      expect(
        await t.database.db.selectFrom('assessment_reviewers').select('user_id').where('assessment_id', '=', saved.data.id).execute(),
      ).toEqual([]);
      expect((await t.call('getAssessment', { id: saved.data.id }, { token: admin })).statusCode).toBe(404);
    });

    test('a deleted next assessment leaves the chain ending at the one before', async () => {
      const last = await add(validAssessment({ name: 'Last step' }));
      const first = await add(validAssessment({ name: 'First step', nextAssessmentId: last.data.id }));
      await t.call('deleteAssessment', { id: last.data.id }, { token: admin });
      const fetched = (await t.call('getAssessment', { id: first.data.id }, { token: admin })).json<{ data: Assessment }>().data;
      expect(fetched.nextAssessmentId).toBeNull();
    });
  });

  describe('answer keys never leave through a public call', () => {
    /** Whether `target` is reachable from `root` through zod's definitions. */
    function reaches(root: z.ZodType, target: z.ZodType): boolean {
      const seen = new Set<unknown>();
      const walk = (value: unknown, depth: number): boolean => {
        if (value === target) return true;
        if (value === null || typeof value !== 'object' || seen.has(value) || depth > 40) return false;
        seen.add(value);
        const def = (value as { _zod?: { def?: unknown } })._zod?.def;
        const children = def !== undefined ? [def] : Object.values(value as Record<string, unknown>);
        return children.some((child) => walk(child, depth + 1));
      };
      return walk(root, 0);
    }

    test('the walker does find the full questions where they are (staff calls)', () => {
      expect(reaches(contract.getAssessment.response, assessmentItemListSchema)).toBe(true);
      expect(reaches(contract.studentSolution.response, fullQuestionListSchema)).toBe(true);
      expect(reaches(contract.login.response, fullQuestionListSchema)).toBe(false);
    });

    test('no public call answers full questions, an assessment or a grading sheet', () => {
      const names = (Object.keys(contract) as CallName[]).filter((name) => contract[name].access.kind === 'public');
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const response = contract[name].response as z.ZodType;
        expect({
          name,
          leaks: [fullQuestionListSchema, assessmentItemListSchema, assessmentSchema, gradingSheetSchema].some((schema) =>
            reaches(response, schema),
          ),
        }).toEqual({ name, leaks: false });
      }
    });
  });
});

describe.each(testDatabases())('deleting an assessment applicants started on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('is refused with a clear msg (pull it instead); the list counts the attempts; editing says started attempts keep their questions', async () => {
    const db = t.database.db;
    const saved = (await t.call('addAssessment', validAssessment({ name: 'Started' }), { token: admin })).json<Saved>().data;
    const applicant = await db.selectFrom('applicants').select('id').orderBy('id').limit(2).execute();
    await insertAttempt(db, { assessmentId: saved.id, applicantId: applicant[0].id, answers: {} });
    await insertAttempt(db, { assessmentId: saved.id, applicantId: applicant[1].id, answers: {}, submittedAt: null });
    const response = await t.call('deleteAssessment', { id: saved.id }, { token: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { msg: ASSESSMENT_HAS_ATTEMPTS } });
    const list = (await t.call('listAssessments', '1', { token: admin })).json<ListAnswer>().data;
    expect(list.find((item) => item.id === saved.id)?.attemptCount).toBe(2);
    expect((await t.call('pullAssessment', { id: saved.id }, { token: admin })).statusCode).toBe(200);

    const update = await t.call('updateAssessment', { ...saved, name: 'Started, edited', questions: [order()] }, { token: admin });
    expect(update.json<Saved>().msg).toBe(ASSESSMENT_UPDATED_STARTED);
    const snapshots = await db.selectFrom('attempts').select('questions').where('assessment_id', '=', saved.id).execute();
    for (const snapshot of snapshots)
      expect((snapshot.questions as Array<{ type: string }>).map((question) => question.type)).toEqual(['MCQ']);

    const fresh = (await t.call('addAssessment', validAssessment({ name: 'Not started' }), { token: admin })).json<Saved>().data;
    expect((await t.call('deleteAssessment', { id: fresh.id }, { token: admin })).statusCode).toBe(200);
  });
});
