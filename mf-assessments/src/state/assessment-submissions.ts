import { api } from '@mizan/shared/browser';
import type { StudentExamRow } from './types';

/** The most admin/getstudentsexams.php answers in one page. */
const LARGEST_PAGE = 100;

/**
 * Every handed-in submission (submitted or graded) of one assessment, in
 * Taken Assessments' order (newest submission first), read a page at a time.
 * Attempts still in progress have nothing to grade and are left out.
 */
export async function loadHandedInSubmissions(examId: number): Promise<StudentExamRow[]> {
  const rows: StudentExamRow[] = [];
  for (let pagenumber = 1; ; pagenumber += 1) {
    const page = (await api.call('studentExams', { pagenumber, pagesize: LARGEST_PAGE, search: '', exam_id: examId })).data;
    rows.push(...page.exams);
    if (page.exams.length < LARGEST_PAGE || rows.length >= page.count) break;
  }
  return rows.filter((row) => row.status !== 'inprogress');
}
