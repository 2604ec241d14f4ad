import type { Applicant } from '@mizan/shared';
import { html } from './html';
import { textOf, type PrintContext } from './print-context';
import { page, summaryList } from './report-page';
import { bySchool, shown } from './school-groups';
import { schoolSections } from './school-sections';

/** `enrolled`: counts per school, then the enrolled students of each school. */
export function enrolledPage(context: PrintContext): string {
  const w = textOf(context).word;
  const groups = bySchool(context, context.applicants).filter(shown);
  const count = (list: readonly Applicant[], value: Applicant['enrolled']) => list.filter((a) => a.enrolled === value).length;
  const totals = html`<h2>${w('Enrolment by school')}</h2>
    <table>
      <thead>
        <tr>
          <th>${w('School')}</th>
          <th class="num">${w('Enrolled')}</th>
          <th class="num">${w('Not enrolled')}</th>
          <th class="num">${w('Not decided')}</th>
          <th class="num">${w('Applicants')}</th>
        </tr>
      </thead>
      <tbody>
        ${groups.map(
          (group) =>
            html`<tr>
              <td dir="auto">${group.name}</td>
              <td class="num">${count(group.applicants, 'Yes')}</td>
              <td class="num">${count(group.applicants, 'No')}</td>
              <td class="num">${count(group.applicants, '')}</td>
              <td class="num">${group.applicants.length}</td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <td>${w('All schools')}</td>
          <td class="num">${count(context.applicants, 'Yes')}</td>
          <td class="num">${count(context.applicants, 'No')}</td>
          <td class="num">${count(context.applicants, '')}</td>
          <td class="num">${context.applicants.length}</td>
        </tr>
      </tfoot>
    </table>`;
  const enrolled = context.applicants.filter((a) => a.enrolled === 'Yes');
  return page(
    'enrolled',
    context,
    summaryList([
      [w('Enrolled'), enrolled.length],
      [w('Applicants'), context.applicants.length],
    ]),
    html`<section>${totals}</section>
      ${schoolSections(context, enrolled, 'enrolled', 'enrolled student')}`,
  );
}
