import { sql } from 'kysely';
import {
  ASSESSMENT_LANG_INVALID,
  ASSESSMENT_TITLE_REQUIRED,
  CORRECT_ANSWER_REQUIRED,
  DURATION_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  NEXT_ASSESSMENT_INVALID,
  ORDER_HEADER_AND_OPTIONS_REQUIRED,
  REVIEWER_ID_INVALID,
  TOTAL_MARK_REQUIRED,
  TRIALS_MIN_MESSAGE,
  TRIALS_WHOLE_MESSAGE,
  DUPLICATE_QUESTION_ID,
  dateInvalidMessage,
  questionMessage,
  plainText,
  richTextFromPlain,
  withRandomItemIds,
  type Assessment,
  type RequestOf,
} from '@mizan/shared';
import { everyType, label, match, mcq, order } from '../../../shared/src/questions/testing/fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { ASSESSMENT_ADDED } from './assessments';
import { GRADE_UNKNOWN, GROUP_UNKNOWN } from '../services/assessment-references';

jest.setTimeout(120_000);

type Saved = { data: Assessment; msg: string };

describe.each(testDatabases())('assessment calls on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacherId: number;
  let graderId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
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
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('subject_type', '=', 'assessment')
        .where('subject_id', '=', String(saved.data.id))
        .execute();
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
      expect(saved.data.selectedteachers.map((teacher) => teacher.displayname).sort()).toEqual(
        [t.accounts.grader.displayname, t.accounts.teacher.displayname].sort(),
      );
    });

    test('item ids that count up in authoring order are replaced with random ones, keys and all; random ids are kept', async () => {
      const legacy = order({
        options: ['1', '2', '3', '4'].map((id) => ({ id, option: richTextFromPlain(`step ${id}`) })),
        correctOptions: ['1', '2', '3', '4'],
      });
      const spots = ['1', '2', '3'].map((id, index) => ({ id, value: '', top: index * 30, left: 50 }));
      const sequentialLabel = label({
        labels: spots.map((spot) => ({ ...spot, value: `name ${spot.id}` })),
        options: spots,
        correctOptions: ['1', '2', '3'],
        placedOptions: [],
      });
      const sequentialMatch = match({
        options: ['1', '2'].map((id) => ({ id, option: richTextFromPlain(`prompt ${id}`) })),
        PossibleAnswers: ['1', '2'].map((id) => ({ id, option: richTextFromPlain(`answer ${id}`) })),
        correctPossibleAnswers: ['1', '2'],
        totalMark: '2',
      });
      const keep = order({
        id: 'order00002',
        options: ['Kq3ZpX81aB', 'a0LmP2xQ9z'].map((id) => ({ id, option: richTextFromPlain(id) })),
        correctOptions: ['Kq3ZpX81aB', 'a0LmP2xQ9z'],
      });
      const saved = await add(validAssessment({ name: 'Legacy ids', questions: [legacy, sequentialLabel, sequentialMatch, keep] }));
      const [storedOrder, storedLabel, storedMatch, kept] = saved.data.questions;
      const generated = /^[A-Za-z0-9]{10}$/;
      if (storedOrder.type !== 'OrderComponent' || storedLabel.type !== 'LabelQComponent' || storedMatch.type !== 'MatchQComponent')
        throw new Error('types changed');
      expect(storedOrder.options.every((option) => generated.test(option.id))).toBe(true);
      // The key still names the same items in the same order.
      expect(storedOrder.correctOptions.map((id) => plainText(storedOrder.options.find((option) => option.id === id)!.option))).toEqual([
        'step 1',
        'step 2',
        'step 3',
        'step 4',
      ]);
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
      expect(mcqKey?.type === 'MCQ' && mcqKey.options.filter((option) => option.isTrue).map((option) => plainText(option.option))).toEqual([
        'A',
        'C',
      ]);
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
      await refused(
        validAssessment({ questions: [mcq(), { ...mcq({ id: 'second0001' }), totalMark: '' }] }),
        questionMessage(2, TOTAL_MARK_REQUIRED),
      );
      const noKey = mcq({ options: mcq().options.map((option) => ({ ...option, isTrue: false })) });
      await refused(validAssessment({ questions: [noKey] }), questionMessage(1, CORRECT_ANSWER_REQUIRED));
      await refused(validAssessment({ questions: [mcq(), order({ header: [] })] }), questionMessage(2, ORDER_HEADER_AND_OPTIONS_REQUIRED));
      await refused(validAssessment({ questions: [mcq(), mcq()] }), questionMessage(2, DUPLICATE_QUESTION_ID));
      const response = await t.call('addAssessment', validAssessment({ questions: [{ type: 'Nonsense' } as never] }), { token: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/^Question 1: /);
    });

    test("takes assessments with inline pictures beyond the server's 1 MB default, up to 16 MB", async () => {
      const picture = `data:image/png;base64,${'A'.repeat(900_000)}`;
      const questions = [label({ id: 'labelbig01', image: picture }), label({ id: 'labelbig02', image: picture })];
      const saved = await add(validAssessment({ name: 'Big pictures', questions }));
      expect(saved.data.questions).toHaveLength(2);
      const tooBig = await t.call(
        'addAssessment',
        validAssessment({
          name: 'Too big',
          questions: Array.from({ length: 20 }, (_, index) => label({ id: `labeltoo${String(index).padStart(2, '0')}`, image: picture })),
        }),
        { token: admin },
      );
      expect(tooBig.statusCode).toBe(413);
    });

    test('references must exist: reviewers, grade, groups, next assessment', async () => {
      await refused(validAssessment({ grading_teachers_ids: [999_999] }), REVIEWER_ID_INVALID);
      await refused(validAssessment({ grade: 'Grade 99' }), GRADE_UNKNOWN);
      await refused(validAssessment({ selectedgroups: [{ groupname: 'Group Z' }] }), GROUP_UNKNOWN('Group Z'));
      await refused(validAssessment({ nextAssessmentId: 999_999 }), NEXT_ASSESSMENT_INVALID);
    });
  });
});
