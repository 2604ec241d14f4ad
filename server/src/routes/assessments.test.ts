import { sql } from 'kysely';
import {
  ASSESSMENT_ID_REQUIRED,
  ASSESSMENT_LANG_INVALID,
  ASSESSMENT_TITLE_REQUIRED,
  CORRECT_ANSWER_REQUIRED,
  DURATION_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  NEXT_ASSESSMENT_INVALID,
  ORDER_HEADER_AND_OPTIONS_REQUIRED,
  REVIEWER_ID_INVALID,
  SUBJECT_REQUIRED,
  STATUS_INVALID,
  TOTAL_MARK_REQUIRED,
  TRIALS_MIN_MESSAGE,
  TRIALS_WHOLE_MESSAGE,
  DUPLICATE_QUESTION_ID,
  dateInvalidMessage,
  questionMessage,
  contract,
  fullQuestionListSchema,
  assessmentItemListSchema,
  assessmentSchema,
  gradingSheetSchema,
  maskSsn,
  plainText,
  richTextFromPlain,
  withRandomItemIds,
  type Assessment,
  type AssessmentListItem,
  type CallName,
  type RequestOf,
} from '@mizan/shared';
import type { z } from 'zod';
import { essay, everyType, label, match, mcq, order, riasec, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { insertAttempt, validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import {
  ASSESSMENT_ADDED,
  ASSESSMENT_ALREADY_PUBLISHED,
  ASSESSMENT_DELETED,
  ASSESSMENT_HAS_ATTEMPTS,
  ASSESSMENT_NOT_FOUND,
  ASSESSMENT_PUBLISHED,
  ASSESSMENT_PULLED,
  ASSESSMENT_UPDATED,
  ASSESSMENT_UPDATED_STARTED,
  GRADE_NOT_FOUND,
  GRADE_UNKNOWN,
  GROUP_UNKNOWN,
  NEXT_ASSESSMENT_LOOP,
  NOT_AN_EDITOR,
  NO_QUESTIONS_TO_PUBLISH,
  SUBJECT_ADDED,
  duplicateSubjectMessage,
} from './assessments';
import { GRADES_SAVED, GRADES_SAVED_PENDING, SUBMISSION_IN_PROGRESS, SUBMISSION_NOT_FOUND, markRangeMessage, unknownQuestionMessage } from '../services/grading';

jest.setTimeout(120_000);

type Saved = { data: Assessment; msg: string };
type ListAnswer = { data: AssessmentListItem[]; msg?: string };

describe.each(testDatabases())('assessment calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let teacherId: number;
  let graderId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    const users = await t.database.db.selectFrom('users').select(['id', 'username']).execute();
    teacherId = users.find((user) => user.username === 'teacher')!.id;
    graderId = users.find((user) => user.username === 'grader')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function add(data: RequestOf<'addAssessment'>, token = admin): Promise<Saved> {
    const response = await t.call('addAssessment', data, { token });
    expect(response.statusCode).toBe(200);
    return response.json<Saved>();
  }

  const count = async () => Number((await t.database.db.selectFrom('assessments').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  /** 400 with exactly `msg`, and nothing stored. */
  async function refused(data: unknown, msg: string, name: 'addAssessment' | 'updateAssessment' = 'addAssessment') {
    const before = await count();
    const response = await t.call(name, data as never, { token: admin });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg } });
    expect(await count()).toBe(before);
  }

  describe('admin/addexam.php', () => {
    test('stores a valid assessment, unpublished, with the SPEC defaults, and answers the server msg', async () => {
      const saved = await add({ name: '  Placement test  ', questions: [mcq()] });
      expect(saved.msg).toBe(ASSESSMENT_ADDED);
      expect(saved.data).toMatchObject({
        name: 'Placement test',
        nooftrials: 1,
        lang: 'En',
        istimed: 0,
        duration: null,
        published: '0',
        open: true,
        startdate: null,
        enddate: null,
        selectedteachers: [],
        selectedgroups: [],
        nextAssessmentId: null,
        showResults: false,
        allowResume: false,
      });
      const row = await t.database.db.selectFrom('assessments').selectAll().where('id', '=', saved.data.id).executeTakeFirstOrThrow();
      expect(row.published).toBe(false);
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'assessment').where('subject_id', '=', String(saved.data.id)).execute();
      expect(audit.map((entry) => entry.action)).toEqual(['assessment.add']);
    });

    test('keeps every field of the builder, dates as ISO instants, reviewers with names, and ignores a sent published flag', async () => {
      const saved = await add({
        ...validAssessment(),
        name: 'Grade 10 Admission',
        lang: 'Ar',
        startdate: '2030-06-01T10:00:00+02:00',
        enddate: '2030-06-02T10:00:00+02:00',
        nooftrials: '3',
        istimed: '1',
        duration: '45',
        grade: 'Grade 10',
        type: 'Admission',
        selectedgroups: [{ groupname: 'Group A' }, { groupname: 'Science Stream' }],
        selectedteachers: [{ id: teacherId, displayname: 'ignored' }],
        grading_teachers_ids: [graderId],
        editing_teachers_ids: [teacherId],
        open: '0',
        showResults: true,
        allowResume: '1',
        published: '1',
      });
      expect(saved.data).toMatchObject({
        lang: 'Ar',
        startdate: '2030-06-01T08:00:00.000Z',
        enddate: '2030-06-02T08:00:00.000Z',
        nooftrials: 3,
        istimed: 1,
        duration: 45,
        grade: 'Grade 10',
        type: 'Admission',
        selectedgroups: [{ groupname: 'Group A' }, { groupname: 'Science Stream' }],
        open: false,
        showResults: true,
        allowResume: true,
        published: '0',
      });
      expect([...saved.data.grading_teachers_ids].sort()).toEqual([teacherId, graderId].sort());
      expect(saved.data.editing_teachers_ids).toEqual([teacherId]);
      expect(saved.data.selectedteachers.map((teacher) => teacher.displayname).sort()).toEqual([t.accounts.grader.displayname, t.accounts.teacher.displayname].sort());
    });

    test('item ids that count up in authoring order are replaced with random ones, keys and all; random ids are kept', async () => {
      const legacy = order({
        options: ['1', '2', '3', '4'].map((id) => ({ id, option: richTextFromPlain(`step ${id}`) })),
        correctOptions: ['1', '2', '3', '4'],
      });
      const spots = ['1', '2', '3'].map((id, index) => ({ id, value: '', top: index * 30, left: 50 }));
      const sequentialLabel = label({ labels: spots.map((spot) => ({ ...spot, value: `name ${spot.id}` })), options: spots, correctOptions: ['1', '2', '3'], placedOptions: [] });
      const sequentialMatch = match({
        options: ['1', '2'].map((id) => ({ id, option: richTextFromPlain(`prompt ${id}`) })),
        PossibleAnswers: ['1', '2'].map((id) => ({ id, option: richTextFromPlain(`answer ${id}`) })),
        correctPossibleAnswers: ['1', '2'],
        totalMark: '2',
      });
      const keep = order({ id: 'order00002', options: ['Kq3ZpX81aB', 'a0LmP2xQ9z'].map((id) => ({ id, option: richTextFromPlain(id) })), correctOptions: ['Kq3ZpX81aB', 'a0LmP2xQ9z'] });
      const saved = await add(validAssessment({ name: 'Legacy ids', questions: [legacy, sequentialLabel, sequentialMatch, keep] }));
      const [storedOrder, storedLabel, storedMatch, kept] = saved.data.questions;
      const generated = /^[A-Za-z0-9]{10}$/;
      if (storedOrder.type !== 'OrderComponent' || storedLabel.type !== 'LabelQComponent' || storedMatch.type !== 'MatchQComponent') throw new Error('types changed');
      expect(storedOrder.options.every((option) => generated.test(option.id))).toBe(true);
      // The key still names the same items in the same order.
      expect(storedOrder.correctOptions.map((id) => plainText(storedOrder.options.find((option) => option.id === id)!.option))).toEqual(['step 1', 'step 2', 'step 3', 'step 4']);
      expect([...storedLabel.labels, ...storedLabel.options].every((item) => generated.test(item.id))).toBe(true);
      expect(new Set([...storedLabel.labels, ...storedLabel.options].map((item) => item.id)).size).toBe(6);
      expect(storedLabel.correctOptions).toEqual(storedLabel.options.map((spot) => spot.id));
      expect(storedMatch.correctPossibleAnswers).toEqual(storedMatch.PossibleAnswers.map((answer) => answer.id));
      expect(storedMatch.PossibleAnswers.every((answer) => generated.test(answer.id))).toBe(true);
      expect(kept).toEqual(keep);
      // Saving again changes nothing.
      const again = await t.call('updateAssessment', { ...saved.data }, { token: admin });
      expect(again.json<Saved>().data.questions).toEqual(saved.data.questions);
    });

    test('accepts every question type and getexam gives staff the full questions with their answer keys', async () => {
      // Random item ids, as the builder makes them (short ones are replaced: next test).
      const questions = everyType().map(withRandomItemIds);
      const saved = await add(validAssessment({ name: 'Every type', questions }));
      const response = await t.call('getAssessment', { id: saved.data.id }, { token: admin });
      expect(response.statusCode).toBe(200);
      const fetched = response.json<{ data: Assessment }>().data;
      expect(fetched.questions.map((question) => question.type)).toEqual(questions.map((question) => question.type));
      expect(fetched.questions).toEqual(questions);
      const mcqKey = fetched.questions.find((question) => question.type === 'MCQ');
      expect(mcqKey?.type === 'MCQ' && mcqKey.options.filter((option) => option.isTrue).map((option) => plainText(option.option))).toEqual(['A', 'C']);
      expect(JSON.stringify(fetched)).toContain('NOTE-A');
    });

    test('with an empty title answers 400 (the Submit exam button is disabled while empty)', async () => {
      await refused({ ...validAssessment(), name: '' }, ASSESSMENT_TITLE_REQUIRED);
      await refused({ ...validAssessment(), name: '   ' }, ASSESSMENT_TITLE_REQUIRED);
      const { name: _name, ...noTitle } = validAssessment();
      await refused(noTitle, ASSESSMENT_TITLE_REQUIRED);
    });

    test('Number of trials: at least 1, a whole number', async () => {
      await refused(validAssessment({ nooftrials: 0 }), TRIALS_MIN_MESSAGE);
      await refused(validAssessment({ nooftrials: -2 }), TRIALS_MIN_MESSAGE);
      await refused(validAssessment({ nooftrials: 1.5 }), TRIALS_WHOLE_MESSAGE);
      await refused(validAssessment({ nooftrials: 'two' }), TRIALS_WHOLE_MESSAGE);
    });

    test('Duration: at least 1 minute when timed; ignored when not timed', async () => {
      await refused(validAssessment({ istimed: 1, duration: null }), DURATION_MIN_MESSAGE);
      await refused(validAssessment({ istimed: 1, duration: 0 }), DURATION_MIN_MESSAGE);
      await refused(validAssessment({ istimed: '1', duration: '' }), DURATION_MIN_MESSAGE);
      const untimed = await add(validAssessment({ name: 'Untimed', istimed: 0, duration: 0 }));
      expect(untimed.data).toMatchObject({ istimed: 0, duration: null });
    });

    test('dates: End date after Start date, each with a time zone', async () => {
      await refused(validAssessment({ startdate: '2030-06-02T08:00:00Z', enddate: '2030-06-01T08:00:00Z' }), END_AFTER_START_MESSAGE);
      await refused(validAssessment({ startdate: '2030-06-02T08:00:00Z', enddate: '2030-06-02T10:00:00+02:00' }), END_AFTER_START_MESSAGE);
      await refused(validAssessment({ startdate: 'tomorrow' }), dateInvalidMessage('Start date'));
      await refused(validAssessment({ enddate: '2030-06-02T08:00:00' }), dateInvalidMessage('End date'));
      await refused(validAssessment({ enddate: '2030-02-30T08:00:00Z' }), dateInvalidMessage('End date'));
      const open = await add(validAssessment({ name: 'No end', startdate: '2030-06-02T08:00:00Z', enddate: '' }));
      expect(open.data.enddate).toBeNull();
    });

    test('language En or Ar', async () => {
      await refused(validAssessment({ lang: 'Fr' as never }), ASSESSMENT_LANG_INVALID);
    });

    test('a bad question answers its SPEC message with its place in the list, and nothing is stored', async () => {
      await refused(validAssessment({ questions: [mcq(), { ...mcq({ id: 'second0001' }), totalMark: '' }] }), questionMessage(2, TOTAL_MARK_REQUIRED));
      const noKey = mcq({ options: mcq().options.map((option) => ({ ...option, isTrue: false })) });
      await refused(validAssessment({ questions: [noKey] }), questionMessage(1, CORRECT_ANSWER_REQUIRED));
      await refused(validAssessment({ questions: [mcq(), order({ header: [] })] }), questionMessage(2, ORDER_HEADER_AND_OPTIONS_REQUIRED));
      await refused(validAssessment({ questions: [mcq(), mcq()] }), questionMessage(2, DUPLICATE_QUESTION_ID));
      const response = await t.call('addAssessment', validAssessment({ questions: [{ type: 'Nonsense' } as never] }), { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/^Question 1: /);
    });

    test('takes assessments with inline pictures beyond the server\'s 1 MB default, up to 16 MB', async () => {
      const picture = `data:image/png;base64,${'A'.repeat(900_000)}`;
      const questions = [label({ id: 'labelbig01', image: picture }), label({ id: 'labelbig02', image: picture })];
      const saved = await add(validAssessment({ name: 'Big pictures', questions }));
      expect(saved.data.questions).toHaveLength(2);
      const tooBig = await t.call('addAssessment', validAssessment({ name: 'Too big', questions: Array.from({ length: 20 }, (_, index) => label({ id: `labeltoo${String(index).padStart(2, '0')}`, image: picture })) }), { token: admin });
      expect(tooBig.statusCode).toBe(413);
    });

    test('references must exist: reviewers, grade, groups, next assessment', async () => {
      await refused(validAssessment({ grading_teachers_ids: [999_999] }), REVIEWER_ID_INVALID);
      await refused(validAssessment({ grade: 'Grade 99' }), GRADE_UNKNOWN);
      await refused(validAssessment({ selectedgroups: [{ groupname: 'Group Z' }] }), GROUP_UNKNOWN('Group Z'));
      await refused(validAssessment({ nextAssessmentId: 999_999 }), NEXT_ASSESSMENT_INVALID);
    });
  });

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
      await refused({ ...saved.data, questions: [{ ...mcq(), totalMark: '' }] }, questionMessage(1, TOTAL_MARK_REQUIRED), 'updateAssessment');
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
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({ name, status: 404, body: { msg: ASSESSMENT_NOT_FOUND } });
      }
      const update = await t.call('updateAssessment', { ...validAssessment(), id: 999_999 }, { token: admin });
      expect(update.statusCode).toBe(404);
      const missing = await t.call('getAssessment', {} as never, { token: admin });
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 400, body: { msg: ASSESSMENT_ID_REQUIRED } });
    });
  });

  describe('who sees and edits what (exam flag, then role and reviewers)', () => {
    test("a teacher sees only their own and assigned assessments, edits only their own and those they may edit", async () => {
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
        const response = await t.call('addAssessment', validAssessment({ name: `Points at ${nextAssessmentId}`, nextAssessmentId }), { token: teacher });
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
      const kept = await t.call('updateAssessment', { ...own.data, nextAssessmentId: hidden.data.id, name: 'Renamed by the teacher' }, { token: teacher });
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

      const audit = await t.database.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'assessment').where('subject_id', '=', String(saved.data.id)).orderBy('id').execute();
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
      expect(await t.database.db.selectFrom('assessment_reviewers').select('user_id').where('assessment_id', '=', saved.data.id).execute()).toEqual([]);
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

  describe('subjects and lookups', () => {
    test('admin/addsubject.php adds, answers the msg; the list shows it', async () => {
      const response = await t.call('addSubject', { subject: '  Geology ' }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: expect.any(Number), subject: 'Geology' }, msg: SUBJECT_ADDED });
      const list = (await t.call('listSubjects', undefined, { token: teacher })).json<{ data: { id: number; subject: string }[] }>().data;
      expect(list.map((subject) => subject.subject)).toContain('Geology');
      expect(list.map((subject) => subject.subject)).toEqual([...list.map((subject) => subject.subject)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    test('the same name twice (any case) answers 409 with a clear msg', async () => {
      const response = await t.call('addSubject', { subject: 'mathematics' }, { token: admin });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { msg: duplicateSubjectMessage('Mathematics') } });
    });

    test('an empty name answers 400', async () => {
      for (const subject of ['', '   ']) {
        const response = await t.call('addSubject', { subject }, { token: admin });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg: SUBJECT_REQUIRED } });
      }
    });

    test('grades, groups and teachers', async () => {
      const grades = (await t.call('listGrades', undefined, { token: teacher })).json<{ data: { name: string }[] }>().data;
      expect(grades.map((grade) => grade.name)).toContain('Grade 10');
      const groups = (await t.call('listGroups', undefined, { token: teacher })).json<{ data: { name: string; groupname: string }[] }>().data;
      expect(groups.find((group) => group.name === 'Group A')).toMatchObject({ groupname: 'Group A' });
      const teachers = (await t.call('listTeachers', undefined, { token: teacher })).json<{ data: { id: number; displayname: string }[] }>().data;
      expect(teachers.map((row) => row.id).sort()).toEqual(expect.arrayContaining([teacherId, graderId]));
      expect(teachers.some((row) => row.displayname === 'Administrator')).toBe(false);
    });

    test('admin/getgradesubject.php: the subjects and groups linked to the grade plus the unlinked ones', async () => {
      const db = t.database.db;
      const grade7 = await db.selectFrom('grades').select('id').where('name', '=', 'Grade 7').executeTakeFirstOrThrow();
      const physics = await db.selectFrom('subjects').select('id').where('name', '=', 'Physics').executeTakeFirstOrThrow();
      const stream = await db.selectFrom('groups').select('id').where('name', '=', 'Science Stream').executeTakeFirstOrThrow();
      await db.insertInto('grade_subjects').values({ grade_id: grade7.id, subject_id: physics.id }).execute();
      await db.insertInto('grade_groups').values({ grade_id: grade7.id, group_id: stream.id }).execute();
      type Answer = { data: { subjects: { subject: string }[]; groups: { groupname: string }[] } };
      const seven = (await t.call('gradeSubjects', { grade: grade7.id }, { token: teacher })).json<Answer>().data;
      expect(seven.subjects.map((subject) => subject.subject)).toEqual(expect.arrayContaining(['Physics', 'Mathematics']));
      expect(seven.groups.map((group) => group.groupname)).toEqual(expect.arrayContaining(['Science Stream', 'Group A']));
      const eight = (await t.call('gradeSubjects', { grade: 'Grade 8' }, { token: teacher })).json<Answer>().data;
      expect(eight.subjects.map((subject) => subject.subject)).not.toContain('Physics');
      expect(eight.subjects.map((subject) => subject.subject)).toContain('Mathematics');
      expect(eight.groups.map((group) => group.groupname)).not.toContain('Science Stream');
      const unknown = await t.call('gradeSubjects', { grade: 'Grade 99' }, { token: teacher });
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { msg: GRADE_NOT_FOUND } });
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
        expect({ name, leaks: [fullQuestionListSchema, assessmentItemListSchema, assessmentSchema, gradingSheetSchema].some((schema) => reaches(response, schema)) }).toEqual({ name, leaks: false });
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
    for (const snapshot of snapshots) expect((snapshot.questions as Array<{ type: string }>).map((question) => question.type)).toEqual(['MCQ']);

    const fresh = (await t.call('addAssessment', validAssessment({ name: 'Not started' }), { token: admin })).json<Saved>().data;
    expect((await t.call('deleteAssessment', { id: fresh.id }, { token: admin })).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('taken assessments and grading on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let teacherId: number;
  let applicants: Array<{ id: number; name: string; ssn: string; email: string; mobile: string }>;
  /** Reviewed by the teacher: MCQ (4, auto) + essay (4, by hand) + RIASEC (1). */
  let reviewed: Assessment;
  /** Not reviewed by the teacher. */
  let other: Assessment;

  type Sheet = {
    id: number;
    lang: string;
    status: string;
    answerdquestions: Array<Record<string, unknown> & { id: string; type: string; score: string; feedback: string }>;
    total: number;
    max: number;
    percent: number;
    needsGrading: number;
    career: string;
    gradedBy: string | null;
    gradedAt: string | null;
  };
  type Page = { data: { exams: Array<Record<string, unknown> & { id: number; status: string }>; count: number } };

  const essayAnswer = { type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: 'Because I love science.' }] }] } as const;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    const db = t.database.db;
    teacherId = (await db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
    applicants = await db.selectFrom('applicants').select(['id', 'name', 'ssn', 'email', 'mobile']).orderBy('id').limit(20).execute();
    reviewed = (
      await t.call('addAssessment', validAssessment({ name: 'Science entry', lang: 'Ar', questions: [mcq(), essay(), riasec()], grading_teachers_ids: [teacherId] }), { token: admin })
    ).json<Saved>().data;
    other = (await t.call('addAssessment', validAssessment({ name: 'History entry', questions: [mcq()] }), { token: admin })).json<Saved>().data;
    // The fixtures' own item ids ('optA', …), which the answers below name: saving gave them random ones,
    // so they are put back as an assessment stored before that would hold them.
    for (const [assessment, questions] of [[reviewed, [mcq(), essay(), riasec()]], [other, [mcq()]]] as const) {
      await db.updateTable('assessments').set({ questions: JSON.stringify(questions) }).where('id', '=', assessment.id).execute();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (assessment: Assessment, applicantIndex: number, answers: Record<string, unknown>, submittedAt: Date | null = new Date()) =>
    insertAttempt(t.database.db, { assessmentId: assessment.id, applicantId: applicants[applicantIndex].id, answers: answers as never, submittedAt });

  describe('admin/getstudentsexams.php', () => {
    test('rows with the SPEC fields, newest submission first, 15 a page, with the total count', async () => {
      const base = Date.parse('2031-01-01T00:00:00Z');
      const ids: number[] = [];
      for (let index = 0; index < 17; index += 1) {
        ids.push(await submit(other, index, { [mcq().id]: { type: 'MCQ', selected: index % 2 === 0 ? ['optA', 'optC'] : ['optB'] } }, new Date(base + index * 60_000)));
      }
      const first = (await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: 'History entry' }, { token: admin })).json<Page>().data;
      expect(first.count).toBe(17);
      expect(first.exams).toHaveLength(15);
      expect(first.exams.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 15));
      const second = (await t.call('studentExams', { pagenumber: 2, pagesize: 15, search: 'History entry' }, { token: admin })).json<Page>().data;
      expect(second.exams.map((row) => row.id)).toEqual([ids[1], ids[0]]);
      const newest = applicants[16];
      expect(first.exams[0]).toEqual({
        id: ids[16],
        exam_id: other.id,
        examname: 'History entry',
        student_id: newest.id,
        studentname: newest.name,
        ssn: maskSsn(newest.ssn),
        email: newest.email,
        mobile: newest.mobile,
        submitdate: new Date(base + 16 * 60_000).toISOString(),
        percent: 100,
        r: 1,
        career: '',
        status: 'graded',
        needsGrading: 0,
      });
      expect(first.exams[1]).toMatchObject({ percent: 0 });
    });

    test('the page size defaults to 15 from page 1', async () => {
      const page = (await t.call('studentExams', { search: 'History entry' } as never, { token: admin })).json<Page>().data;
      expect(page.exams).toHaveLength(15);
    });

    test('search matches name, SSN, e-mail and exam name (any case); status filters', async () => {
      const target = applicants[3];
      const attempt = await submit(reviewed, 3, { [mcq().id]: { type: 'MCQ', selected: ['optA', 'optC'] }, [essay().id]: essayAnswer });
      const find = async (search: string, status?: 'inprogress' | 'submitted' | 'graded') =>
        (await t.call('studentExams', { pagenumber: 1, pagesize: 15, search, ...(status ? { status } : {}) }, { token: admin })).json<Page>().data.exams.map((row) => row.id);
      expect(await find(target.name.toUpperCase())).toContain(attempt);
      expect(await find(target.ssn)).toContain(attempt);
      expect(await find(target.email.toUpperCase())).toContain(attempt);
      expect(await find('science ENTRY')).toEqual([attempt]);
      expect(await find('science entry', 'submitted')).toEqual([attempt]);
      expect(await find('science entry', 'graded')).toEqual([]);
      expect(await find('%')).toEqual([]);
      const open = await submit(reviewed, 4, {}, null);
      const inProgress = (await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: 'science entry', status: 'inprogress' }, { token: admin })).json<Page>().data.exams;
      expect(inProgress.map((row) => row.id)).toEqual([open]);
      expect(inProgress[0]).toMatchObject({ percent: null, submitdate: null, status: 'inprogress' });
      const bad = await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: '', status: 'done' as never }, { token: admin });
      expect({ status: bad.statusCode, body: bad.json() }).toEqual({ status: 400, body: { msg: STATUS_INVALID } });
    });

    test('a teacher sees only the submissions of assessments they review', async () => {
      const rows = (await t.call('studentExams', { pagenumber: 1, pagesize: 100, search: '' }, { token: teacher })).json<Page>().data;
      const mine = new Set(
        (await t.database.db.selectFrom('assessment_reviewers').select('assessment_id').where('user_id', '=', teacherId).execute()).map((row) => row.assessment_id),
      );
      expect(rows.exams.some((row) => row.exam_id === reviewed.id)).toBe(true);
      expect(rows.exams.filter((row) => !mine.has(row.exam_id as number))).toEqual([]);
      const all = (await t.call('studentExams', { pagenumber: 1, pagesize: 100, search: '' }, { token: admin })).json<Page>().data;
      expect(all.exams.some((row) => row.exam_id === other.id)).toBe(true);
      expect(rows.count).toBe(all.exams.filter((row) => mine.has(row.exam_id as number)).length);
    });
  });

  describe('admin/getstudentsol.php, admin/getgradedexam.php, admin/gradeexam.php', () => {
    let attempt: number;
    beforeAll(async () => {
      attempt = await submit(reviewed, 5, {
        [mcq().id]: { type: 'MCQ', selected: ['optA', 'optC'] },
        [essay().id]: essayAnswer,
        [riasec().id]: { type: 'RIASEC', optionId: 'want' },
      });
    });

    test('the sheet: the snapshot with the answers written in, automatic marks pre-filled, the essay awaiting a mark, lang', async () => {
      const response = await t.call('studentSolution', { id: attempt }, { token: teacher });
      expect(response.statusCode).toBe(200);
      const sheet = response.json<{ data: Sheet }>().data;
      expect(sheet).toMatchObject({ id: attempt, lang: 'Ar', status: 'submitted', total: 5, max: 9, needsGrading: 1, career: 'S', gradedBy: null });
      // Graders see the national ID masked, as everyone does outside an audited reveal (docs/security.md).
      expect(sheet).toMatchObject({ ssn: expect.stringMatching(/^\d{7}••••••\d$/) });
      expect(sheet.answerdquestions.map((question) => [question.type, question.score])).toEqual([
        ['MCQ', '4'],
        ['EssayComponent', ''],
        ['RIASEC', '1'],
      ]);
      const answeredMcq = sheet.answerdquestions[0] as unknown as { options: Array<{ id: string; selected: boolean; isTrue: boolean }> };
      expect(answeredMcq.options.filter((option) => option.selected).map((option) => option.id)).toEqual(['optA', 'optC']);
      expect(sheet.answerdquestions[1]).toMatchObject({ stdanswerTxt: 'Because I love science.' });
      expect(sheet).toMatchObject({ unanswered: [] });
      const graded = (await t.call('gradedExam', { id: attempt }, { token: teacher })).json<{ data: Sheet }>().data;
      expect(graded).toEqual(sheet);
    });

    test('marks must be within 0..totalMark, for questions of this submission; nothing is saved otherwise', async () => {
      for (const score of ['5', '-1', 'abc', 4.01]) {
        const response = await t.call('gradeExam', { id: attempt, answerdquestions: [{ id: essay().id, score }] }, { token: teacher });
        expect({ score, status: response.statusCode, body: response.json() }).toEqual({ score, status: 400, body: { msg: markRangeMessage(2, 4) } });
      }
      const unknown = await t.call('gradeExam', { id: attempt, answerdquestions: [{ id: mcq().id, score: 1 }, { id: 'nothere001', score: 1 }] }, { token: teacher });
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 400, body: { msg: unknownQuestionMessage('nothere001') } });
      const sheet = (await t.call('studentSolution', { id: attempt }, { token: teacher })).json<{ data: Sheet }>().data;
      expect(sheet.answerdquestions[0].score).toBe('4');
      const audit = await t.database.db.selectFrom('audit_log').select('id').where('subject_type', '=', 'attempt').where('subject_id', '=', String(attempt)).execute();
      expect(audit).toEqual([]);
    });

    test('grading: overrides, feedback, percent recomputed with the shared scoring, graded once every question has a mark, audited', async () => {
      const response = await t.call(
        'gradeExam',
        {
          id: attempt,
          answerdquestions: [
            { id: mcq().id, score: '3.5', feedback: 'One option was a guess.' },
            { id: essay().id, score: '٢٫٥', feedback: 'Clear, but short.' },
            { id: riasec().id, score: '1' },
          ],
        },
        { token: teacher },
      );
      expect(response.statusCode).toBe(200);
      const { data: sheet, msg } = response.json<{ data: Sheet; msg: string }>();
      expect(msg).toBe(GRADES_SAVED);
      // (3.5 + 2.5 + 1) / 9 × 100
      expect(sheet).toMatchObject({ status: 'graded', total: 7, max: 9, percent: 77.78, needsGrading: 0, gradedBy: t.accounts.teacher.displayname, career: 'S' });
      expect(sheet.answerdquestions.map((question) => [question.score, question.feedback])).toEqual([
        ['3.5', 'One option was a guess.'],
        ['2.5', 'Clear, but short.'],
        ['1', ''],
      ]);
      const row = await t.database.db.selectFrom('attempts').select(['percent', 'status', 'needs_grading', 'graded_by', 'graded_at']).where('id', '=', attempt).executeTakeFirstOrThrow();
      expect({ ...row, percent: Number(row.percent), graded_at: row.graded_at !== null }).toEqual({ percent: 77.78, status: 'graded', needs_grading: 0, graded_by: teacherId, graded_at: true });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'details', 'at'])
        .where('subject_type', '=', 'attempt')
        .where('subject_id', '=', String(attempt))
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => [entry.action, entry.actor_user_id, entry.details])).toEqual([
        ['grade.change', teacherId, { questionId: mcq().id, index: 1, score: { from: 4, to: 3.5 }, feedback: { from: '', to: 'One option was a guess.' } }],
        ['grade.change', teacherId, { questionId: essay().id, index: 2, score: { from: null, to: 2.5 }, feedback: { from: '', to: 'Clear, but short.' } }],
        ['attempt.grade', teacherId, { percent: { from: 55.56, to: 77.78 }, status: { from: 'submitted', to: 'graded' }, changed: 2 }],
      ]);
      const listed = (await t.call('studentExams', { pagenumber: 1, pagesize: 100, search: applicants[5].ssn }, { token: admin })).json<Page>().data.exams;
      expect(listed.find((row) => row.id === attempt)).toMatchObject({ percent: 77.78, status: 'graded' });
    });

    test('a partial grading keeps the submission waiting and says how many marks are missing', async () => {
      const waiting = await submit(reviewed, 6, { [mcq().id]: { type: 'MCQ', selected: ['optB'] }, [essay().id]: essayAnswer });
      const response = await t.call('gradeExam', { id: waiting, answerdquestions: [{ id: mcq().id, score: 1 }] }, { token: admin });
      expect(response.json<{ msg: string }>().msg).toBe(GRADES_SAVED_PENDING(1));
      expect(response.json<{ data: Sheet }>().data).toMatchObject({ status: 'submitted', needsGrading: 1, total: 1 });
    });

    test('an unanswered question can be marked too (the row is made)', async () => {
      const blank = await submit(reviewed, 7, { [mcq().id]: { type: 'MCQ', selected: ['optA', 'optC'] } });
      // The sheet says which questions have no answer: their fields cannot always tell (an Order question is always in some order).
      const sheet = (await t.call('studentSolution', { id: blank }, { token: admin })).json<{ data: Sheet & { unanswered: string[] } }>().data;
      expect(sheet.unanswered).toEqual([essay().id, riasec().id]);
      const response = await t.call('gradeExam', { id: blank, answerdquestions: [{ id: essay().id, score: 0, feedback: 'No answer.' }] }, { token: admin });
      expect(response.json<{ data: Sheet }>().data).toMatchObject({ status: 'graded', total: 4 });
    });

    test('in progress: 409; not a reviewer: 404 (the submission is not revealed); unknown: 404', async () => {
      const open = await submit(reviewed, 8, {}, null);
      const inProgress = await t.call('gradeExam', { id: open, answerdquestions: [] }, { token: admin });
      expect({ status: inProgress.statusCode, body: inProgress.json() }).toEqual({ status: 409, body: { msg: SUBMISSION_IN_PROGRESS } });
      const foreign = await submit(other, 18, {});
      for (const name of ['studentSolution', 'gradedExam'] as const) {
        const response = await t.call(name, { id: foreign }, { token: teacher });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { msg: SUBMISSION_NOT_FOUND } });
      }
      const graded = await t.call('gradeExam', { id: foreign, answerdquestions: [] }, { token: teacher });
      expect(graded.statusCode).toBe(404);
      expect((await t.call('studentSolution', { id: 999_999 }, { token: admin })).statusCode).toBe(404);
    });
  });

  describe('item analysis (ours)', () => {
    test('facility, discrimination, option picks and what awaits grading', async () => {
      const quiz = (
        await t.call('addAssessment', validAssessment({ name: 'Item quiz', questions: [mcq({ totalMark: '2' }), trueOrFalse({ totalMark: '1' }), essay()] }), { token: admin })
      ).json<Saved>().data;
      // The fixtures' item ids, which the answers name, as an assessment stored before they were made random holds them.
      const questions = [mcq({ totalMark: '2' }), trueOrFalse({ totalMark: '1' }), essay()];
      await t.database.db.updateTable('assessments').set({ questions: JSON.stringify(questions) }).where('id', '=', quiz.id).execute();
      const answers = (selected: string[], truth: 'True' | 'False') => ({
        [mcq().id]: { type: 'MCQ', selected },
        [trueOrFalse().id]: { type: 'TrueOrFalse', optionId: truth },
      });
      await submit(quiz, 10, answers(['optA', 'optC'], 'False')); // 2 + 1
      await submit(quiz, 11, answers(['optA', 'optC'], 'True')); // 2 + 0
      await submit(quiz, 12, answers(['optB'], 'False')); // 0 + 1
      const last = await submit(quiz, 13, { ...answers(['optB'], 'True'), [essay().id]: essayAnswer }); // 0 + 0, essay awaiting
      await submit(quiz, 14, {}, null); // in progress: not counted
      const response = await t.call('itemAnalysis', { id: quiz.id }, { token: admin });
      expect(response.statusCode).toBe(200);
      const data = response.json<{ data: { examname: string; lang: string; submissions: number; awaitingGrading: number; questions: Array<Record<string, unknown>> } }>().data;
      expect(data).toMatchObject({ examname: 'Item quiz', lang: 'En' });
      expect(data.submissions).toBe(4);
      // The first three essays are empty (0 at once); the fourth awaits a teacher.
      expect(data.awaitingGrading).toBe(1);
      const [mcqItem, tfItem, essayItem] = data.questions;
      expect(mcqItem).toMatchObject({ index: 1, type: 'MCQ', totalMark: 2, scored: 4, meanScore: 1, facility: 0.5 });
      expect(mcqItem.options).toEqual([
        { id: 'optA', text: 'A', isTrue: true, picked: 2 },
        { id: 'optB', text: 'B', isTrue: false, picked: 2 },
        { id: 'optC', text: 'C', isTrue: true, picked: 2 },
        { id: 'optD', text: 'D', isTrue: false, picked: 0 },
      ]);
      // MCQ marks 2,2,0,0 against the rest 1,0,1,0: r = 0.
      expect(mcqItem.discrimination).toBe(0);
      expect(tfItem).toMatchObject({ type: 'TrueOrFalse', meanScore: 0.5, facility: 0.5, discrimination: 0 });
      expect(tfItem.options).toEqual([
        { id: 'True', text: 'True', isTrue: false, picked: 2 },
        { id: 'False', text: 'False', isTrue: true, picked: 2 },
      ]);
      expect(essayItem).toMatchObject({ type: 'EssayComponent', scored: 3, awaitingGrading: 1, meanScore: 0, facility: 0, options: null, discrimination: null });

      await t.call('gradeExam', { id: last, answerdquestions: [{ id: essay().id, score: 4 }] }, { token: admin });
      const after = (await t.call('itemAnalysis', { id: quiz.id }, { token: admin })).json<{ data: { awaitingGrading: number; questions: Array<Record<string, unknown>> } }>().data;
      expect(after.awaitingGrading).toBe(0);
      // Essay marks 0,0,0,4 against the rest 3,2,1,0: r = -0.775.
      expect(after.questions[2]).toMatchObject({ scored: 4, meanScore: 1, facility: 0.25, discrimination: -0.775 });
    });

    test('only for reviewers and admins', async () => {
      const response = await t.call('itemAnalysis', { id: other.id }, { token: teacher });
      expect(response.statusCode).toBe(404);
    });
  });
});
