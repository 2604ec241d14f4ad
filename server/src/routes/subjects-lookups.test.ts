import { SUBJECT_REQUIRED } from '@mizan/shared';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { SUBJECT_ADDED } from './assessments';
import { GRADE_NOT_FOUND, duplicateSubjectMessage } from '../services/subjects';

jest.setTimeout(120_000);

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

  describe('subjects and lookups', () => {
    test('admin/addsubject.php adds, answers the msg; the list shows it', async () => {
      const response = await t.call('addSubject', { subject: '  Geology ' }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: expect.any(Number), subject: 'Geology' }, msg: SUBJECT_ADDED });
      const list = (await t.call('listSubjects', undefined, { token: teacher })).json<{ data: { id: number; subject: string }[] }>().data;
      expect(list.map((subject) => subject.subject)).toContain('Geology');
      expect(list.map((subject) => subject.subject)).toEqual(
        [...list.map((subject) => subject.subject)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    });

    test('the same name twice (any case) answers 409 with a clear msg', async () => {
      const response = await t.call('addSubject', { subject: 'mathematics' }, { token: admin });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 409,
        body: { msg: duplicateSubjectMessage('Mathematics') },
      });
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
      const groups = (await t.call('listGroups', undefined, { token: teacher })).json<{ data: { name: string; groupname: string }[] }>()
        .data;
      expect(groups.find((group) => group.name === 'Group A')).toMatchObject({ groupname: 'Group A' });
      const teachers = (await t.call('listTeachers', undefined, { token: teacher })).json<{ data: { id: number; displayname: string }[] }>()
        .data;
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
});
