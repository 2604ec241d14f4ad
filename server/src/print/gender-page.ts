import { textOf, type PrintContext } from './print-context';
import { page, summaryList } from './report-page';
import { schoolSections } from './school-sections';

/** `m` and `f`: every male or female applicant, by school. */
export function genderPage(context: PrintContext, gender: 'male' | 'female'): string {
  const chosen = context.applicants.filter((a) => a.gender === gender);
  const w = textOf(context).word;
  return page(
    gender === 'male' ? 'm' : 'f',
    context,
    summaryList([
      [w(gender === 'male' ? 'Male students' : 'Female students'), chosen.length],
      [w('Enrolled'), chosen.filter((a) => a.enrolled === 'Yes').length],
      [w('Of all applicants'), context.applicants.length],
    ]),
    schoolSections(context, chosen, 'gender', 'student'),
  );
}
