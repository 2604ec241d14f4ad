import { textOf, type PrintContext } from './print-context';
import { page, summaryList } from './report-page';
import { schoolSections } from './school-sections';

/** `p`, Final: every applicant by school, with scores, review and enrolment. */
export function finalPage(context: PrintContext): string {
  const { applicants } = context;
  const w = textOf(context).word;
  return page(
    'p',
    context,
    summaryList([
      [w('Applicants'), applicants.length],
      [w('Enrolled'), applicants.filter((a) => a.enrolled === 'Yes').length],
      [w('Interviewed'), applicants.filter((a) => a.interview !== null).length],
      [w('Schools'), context.schools.length],
    ]),
    schoolSections(context, applicants, 'final', 'applicant', context.scoreColumns),
  );
}
