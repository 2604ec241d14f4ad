import { STATUS_INVALID, maskSsn, type Assessment } from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { essayAnswer, startGradingApp, type GradingApp } from '../test-support/grading-fixtures';
import type { TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

describe.each(testDatabases())('taken assessments and grading on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let teacherId: number;
  let applicants: GradingApp['applicants'];
  let reviewed: Assessment;
  let other: Assessment;
  let submit: GradingApp['submit'];

  beforeAll(async () => {
    ({ t, admin, teacher, teacherId, applicants, reviewed, other, submit } = await startGradingApp(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  type Page = { data: { exams: Array<Record<string, unknown> & { id: number; status: string }>; count: number } };

  describe('admin/getstudentsexams.php', () => {
    test('rows with the SPEC fields, newest submission first, 15 a page, with the total count', async () => {
      const base = Date.parse('2031-01-01T00:00:00Z');
      const ids: number[] = [];
      for (let index = 0; index < 17; index += 1) {
        ids.push(
          await submit(
            other,
            index,
            { [mcq().id]: { type: 'MCQ', selected: index % 2 === 0 ? ['optA', 'optC'] : ['optB'] } },
            new Date(base + index * 60_000),
          ),
        );
      }
      const first = (await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: 'History entry' }, { token: admin })).json<Page>()
        .data;
      expect(first.count).toBe(17);
      expect(first.exams).toHaveLength(15);
      expect(first.exams.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 15));
      const second = (await t.call('studentExams', { pagenumber: 2, pagesize: 15, search: 'History entry' }, { token: admin })).json<Page>()
        .data;
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
        (await t.call('studentExams', { pagenumber: 1, pagesize: 15, search, ...(status ? { status } : {}) }, { token: admin }))
          .json<Page>()
          .data.exams.map((row) => row.id);
      expect(await find(target.name.toUpperCase())).toContain(attempt);
      expect(await find(target.ssn)).toContain(attempt);
      expect(await find(target.email.toUpperCase())).toContain(attempt);
      expect(await find('science ENTRY')).toEqual([attempt]);
      expect(await find('science entry', 'submitted')).toEqual([attempt]);
      expect(await find('science entry', 'graded')).toEqual([]);
      expect(await find('%')).toEqual([]);
      const open = await submit(reviewed, 4, {}, null);
      const inProgress = (
        await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: 'science entry', status: 'inprogress' }, { token: admin })
      ).json<Page>().data.exams;
      expect(inProgress.map((row) => row.id)).toEqual([open]);
      expect(inProgress[0]).toMatchObject({ percent: null, submitdate: null, status: 'inprogress' });
      const bad = await t.call('studentExams', { pagenumber: 1, pagesize: 15, search: '', status: 'done' as never }, { token: admin });
      expect({ status: bad.statusCode, body: bad.json() }).toEqual({ status: 400, body: { msg: STATUS_INVALID } });
    });

    test('a teacher sees only the submissions of assessments they review', async () => {
      const rows = (await t.call('studentExams', { pagenumber: 1, pagesize: 100, search: '' }, { token: teacher })).json<Page>().data;
      const mine = new Set(
        (await t.database.db.selectFrom('assessment_reviewers').select('assessment_id').where('user_id', '=', teacherId).execute()).map(
          (row) => row.assessment_id,
        ),
      );
      expect(rows.exams.some((row) => row.exam_id === reviewed.id)).toBe(true);
      expect(rows.exams.filter((row) => !mine.has(row.exam_id as number))).toEqual([]);
      const all = (await t.call('studentExams', { pagenumber: 1, pagesize: 100, search: '' }, { token: admin })).json<Page>().data;
      expect(all.exams.some((row) => row.exam_id === other.id)).toBe(true);
      expect(rows.count).toBe(all.exams.filter((row) => mine.has(row.exam_id as number)).length);
    });
  });
});
