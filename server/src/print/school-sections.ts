import type { Applicant, ScoreColumn } from '@mizan/shared';
import { html, type SafeHtml } from './html';
import { textOf, type PrintContext } from './print-context';
import type { CountNoun, PrintText } from './print-text';
import { scoreCells, scoreHeads } from './score-columns';
import { score } from './score-format';
import { byName, bySchool, shown } from './school-groups';

const nameCell = (applicant: Applicant) => html`<td dir="auto">${applicant.name}</td>`;

function applicantTable(
  applicants: readonly Applicant[],
  columns: 'final' | 'gender' | 'enrolled',
  text: PrintText,
  scoreColumns: readonly ScoreColumn[] = [],
): SafeHtml {
  const w = text.word;
  if (applicants.length === 0) return html`<p class="empty">${w('No applicants.')}</p>`;
  const enrolled = (applicant: Applicant) => (applicant.enrolled ? w(applicant.enrolled) : '');
  const rows = applicants.map((applicant, index) => {
    if (columns === 'enrolled') {
      return html`<tr>
        <td class="num">${index + 1}</td>
        ${nameCell(applicant)}
        <td class="id">${applicant.ssn}</td>
        <td>${w(applicant.gender)}</td>
        <td class="id">${applicant.mobile}</td>
        <td dir="auto">${applicant.std_code}</td>
        <td dir="auto">${applicant.position}</td>
      </tr>`;
    }
    if (columns === 'gender') {
      return html`<tr>
        <td class="num">${index + 1}</td>
        ${nameCell(applicant)}
        <td class="id">${applicant.ssn}</td>
        <td class="id">${applicant.mobile}</td>
        <td class="num">${score(applicant.prep_mark)}</td>
        <td class="num">${score(applicant.math)}</td>
        <td class="num">${score(applicant.english)}</td>
        <td class="num">${score(applicant.interview)}</td>
        <td>${enrolled(applicant)}</td>
      </tr>`;
    }
    return html`<tr>
      <td class="num">${index + 1}</td>
      ${nameCell(applicant)}
      <td class="id">${applicant.ssn}</td>
      <td>${w(applicant.gender)}</td>
      <td class="num">${score(applicant.prep_mark)}</td>
      <td class="num">${score(applicant.math)}</td>
      <td class="num">${score(applicant.english)}</td>
      <td class="num">${score(applicant.interview)}</td>
      <td dir="auto">${applicant.career}</td>
      ${scoreCells(applicant, scoreColumns)}
      <td>${enrolled(applicant)}</td>
    </tr>`;
  });
  const head =
    columns === 'enrolled'
      ? html`<tr>
          <th class="num">#</th>
          <th class="name">${w('Name')}</th>
          <th>${w('SSN(ID)')}</th>
          <th>${w('Gender')}</th>
          <th>${w('Mobile')}</th>
          <th>${w('Unified Code')}</th>
          <th>${w('Position')}</th>
        </tr>`
      : columns === 'gender'
        ? html`<tr>
            <th class="num">#</th>
            <th class="name">${w('Name')}</th>
            <th>${w('SSN(ID)')}</th>
            <th>${w('Mobile')}</th>
            <th class="num">${w('Prep.')}</th>
            <th class="num">${w('Math.')}</th>
            <th class="num">${w('Eng.')}</th>
            <th class="num">${w('Review')}</th>
            <th>${w('Enrolled?')}</th>
          </tr>`
        : html`<tr>
            <th class="num">#</th>
            <th class="name">${w('Name')}</th>
            <th>${w('SSN(ID)')}</th>
            <th>${w('Gender')}</th>
            <th class="num">${w('Prep.')}</th>
            <th class="num">${w('Math.')}</th>
            <th class="num">${w('Eng.')}</th>
            <th class="num">${w('Review')}</th>
            <th>${w('Career Interest')}</th>
            ${scoreHeads(scoreColumns)}
            <th>${w('Enrolled?')}</th>
          </tr>`;
  // Score columns make the Final table wider: the smaller type keeps it within the A4 page.
  return html`<table${scoreColumns.length > 0 ? html` class="wide"` : ''}><thead>${head}</thead><tbody>${rows}</tbody></table>`;
}

/** An applicant table per school (rows by name), under the school's name and count. */
export function schoolSections(
  context: PrintContext,
  applicants: readonly Applicant[],
  columns: 'final' | 'gender' | 'enrolled',
  noun: CountNoun = 'applicant',
  scoreColumns: readonly ScoreColumn[] = [],
): SafeHtml {
  const text = textOf(context);
  return html`${bySchool(context, applicants)
    .filter(shown)
    .map(
      (group) =>
        html`<section class="school">
          <h2><span dir="auto">${group.name}</span><span class="count">${text.count(group.applicants.length, noun)}</span></h2>
          ${applicantTable(byName(group.applicants), columns, text, scoreColumns)}
        </section>`,
    )}`;
}
