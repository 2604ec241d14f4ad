import type { Applicant } from '@mizan/shared';
import { countTable } from './count-table';
import { html } from './html';
import { textOf, type PrintContext } from './print-context';
import type { PrintWord } from './print-text-ar';
import { page, summaryList } from './report-page';
import { average } from './score-format';
import { SCORES, scoreDistribution } from './score-distribution';
import { bySchool, shown } from './school-groups';
import { barChart } from './svg-bar-chart';

const ENROLLED_SERIES: ReadonlyArray<[PrintWord, Applicant['enrolled']]> = [
  ['Enrolled', 'Yes'],
  ['Not enrolled', 'No'],
  ['Not decided', ''],
];

/** `st`, Statistics: counts by school, gender and enrolment; average scores; distributions; each chart beside its table. */
export function statisticsPage(context: PrintContext): string {
  const { applicants } = context;
  const text = textOf(context);
  const w = text.word;
  const sentence = (parts: string[]) => `${parts.join(text.listSeparator)}.`;
  const groups = bySchool(context, applicants).filter(shown);
  const schoolNames = groups.map((group) => group.name);
  const countIn = (list: readonly Applicant[], test: (a: Applicant) => boolean) => list.filter(test).length;

  const genderChart = barChart({
    id: 'chart-school-gender',
    title: w('Applicants per school by gender'),
    desc: sentence(
      groups.map(
        (g) =>
          `${g.name}: ${text.maleFemale(
            countIn(g.applicants, (a) => a.gender === 'male'),
            countIn(g.applicants, (a) => a.gender === 'female'),
          )}`,
      ),
    ),
    categories: schoolNames,
    series: [
      { name: w('Male'), values: groups.map((g) => countIn(g.applicants, (a) => a.gender === 'male')) },
      { name: w('Female'), values: groups.map((g) => countIn(g.applicants, (a) => a.gender === 'female')) },
    ],
    mode: 'grouped',
  });
  const genderTable = html`<table class="counts">
    <thead>
      <tr>
        <th>${w('School')}</th>
        <th class="num">${w('Male')}</th>
        <th class="num">${w('Female')}</th>
        <th class="num">${w('All')}</th>
      </tr>
    </thead>
    <tbody>
      ${groups.map(
        (g) =>
          html`<tr>
            <td dir="auto">${g.name}</td>
            <td class="num">${countIn(g.applicants, (a) => a.gender === 'male')}</td>
            <td class="num">${countIn(g.applicants, (a) => a.gender === 'female')}</td>
            <td class="num">${g.applicants.length}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;

  const enrolledChart = barChart({
    id: 'chart-school-enrolled',
    title: w('Enrolment per school'),
    desc: sentence(
      groups.map(
        (g) =>
          `${g.name}: ${ENROLLED_SERIES.map(([label, value]) =>
            text.countOf(
              countIn(g.applicants, (a) => a.enrolled === value),
              w(label),
            ),
          ).join(text.comma)}`,
      ),
    ),
    categories: schoolNames,
    series: ENROLLED_SERIES.map(([name, value]) => ({
      name: w(name),
      values: groups.map((g) => countIn(g.applicants, (a) => a.enrolled === value)),
    })),
    mode: 'stacked',
  });
  const enrolledTable = html`<table class="counts">
    <thead>
      <tr>
        <th>${w('School')}</th>
        ${ENROLLED_SERIES.map(([label]) => html`<th class="num">${w(label)}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${groups.map(
        (g) =>
          html`<tr>
            <td dir="auto">${g.name}</td>
            ${ENROLLED_SERIES.map(([, value]) => html`<td class="num">${countIn(g.applicants, (a) => a.enrolled === value)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;

  const row = (label: string, list: readonly Applicant[], total = false) => {
    const cells = html`<td class="num">${list.length}</td>
      <td class="num">${list.filter((a) => a.gender === 'male').length}</td>
      <td class="num">${list.filter((a) => a.gender === 'female').length}</td>
      <td class="num">${list.filter((a) => a.enrolled === 'Yes').length}</td>
      <td class="num">${list.filter((a) => a.enrolled === 'No').length}</td>
      <td class="num">${average(list.map((a) => a.prep_mark))}</td>
      <td class="num">${average(list.map((a) => a.math))}</td>
      <td class="num">${average(list.map((a) => a.english))}</td>
      <td class="num">${average(list.map((a) => a.interview))}</td>
      <td class="num">${list.filter((a) => a.interview !== null).length}</td>`;
    return total
      ? html`<tr>
          <td>${label}</td>
          ${cells}
        </tr>`
      : html`<tr>
          <td dir="auto">${label}</td>
          ${cells}
        </tr>`;
  };
  const perSchool = html`<section>
    <h2>${w('By school')}</h2>
    <table class="wide">
      <thead>
        <tr>
          <th>${w('School')}</th>
          <th class="num">${w('Applicants')}</th>
          <th class="num">${w('Male')}</th>
          <th class="num">${w('Female')}</th>
          <th class="num">${w('Enrolled')}</th>
          <th class="num">${w('Not enrolled')}</th>
          <th class="num">${w('Avg. Prep.')}</th>
          <th class="num">${w('Avg. Math.')}</th>
          <th class="num">${w('Avg. Eng.')}</th>
          <th class="num">${w('Avg. Review')}</th>
          <th class="num">${w('Interviewed')}</th>
        </tr>
      </thead>
      <tbody>
        ${groups.map((group) => row(group.name, group.applicants))}
      </tbody>
      <tfoot>
        ${row(w('All schools'), applicants, true)}
      </tfoot>
    </table>
  </section>`;

  const byGender = html`<section>
    <h2>${w('By gender')}</h2>
    <table>
      <thead>
        <tr>
          <th>${w('Gender')}</th>
          <th class="num">${w('Applicants')}</th>
          <th class="num">${w('Enrolled')}</th>
          <th class="num">${w('Avg. Prep.')}</th>
          <th class="num">${w('Avg. Math.')}</th>
          <th class="num">${w('Avg. Eng.')}</th>
          <th class="num">${w('Avg. Review')}</th>
        </tr>
      </thead>
      <tbody>
        ${(['male', 'female'] as const).map((gender) => {
          const list = applicants.filter((a) => a.gender === gender);
          return html`<tr>
            <td>${w(gender)}</td>
            <td class="num">${list.length}</td>
            <td class="num">${list.filter((a) => a.enrolled === 'Yes').length}</td>
            <td class="num">${average(list.map((a) => a.prep_mark))}</td>
            <td class="num">${average(list.map((a) => a.math))}</td>
            <td class="num">${average(list.map((a) => a.english))}</td>
            <td class="num">${average(list.map((a) => a.interview))}</td>
          </tr>`;
        })}
      </tbody>
    </table>
  </section>`;

  const careers = new Map<string, number>();
  for (const applicant of applicants)
    careers.set(applicant.career || w('Not known'), (careers.get(applicant.career || w('Not known')) ?? 0) + 1);
  const careerEntries = [...careers.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const careerChart = barChart({
    id: 'chart-career',
    title: w('Applicants by career interest'),
    desc: sentence(careerEntries.map(([career, count]) => `${career}: ${count}`)),
    categories: careerEntries.map(([career]) => career),
    series: [{ name: w('Applicants'), values: careerEntries.map(([, count]) => count) }],
  });

  const interviewed = applicants.filter((a) => a.interview !== null);
  return page(
    'st',
    context,
    summaryList([
      [w('Applicants'), applicants.length],
      [w('Male'), applicants.filter((a) => a.gender === 'male').length],
      [w('Female'), applicants.filter((a) => a.gender === 'female').length],
      [w('Enrolled'), applicants.filter((a) => a.enrolled === 'Yes').length],
      [w('Interviewed'), interviewed.length],
      [w('Average review'), average(interviewed.map((a) => a.interview))],
    ]),
    html`<section>
        <h2>${w('Applicants per school and gender')}</h2>
        <div class="chart-row">${genderChart}${genderTable}</div>
      </section>
      <section>
        <h2>${w('Enrolment per school')}</h2>
        <div class="chart-row">${enrolledChart}${enrolledTable}</div>
      </section>
      ${perSchool}${byGender}
      <section>
        <h2>${w('Score distributions')}</h2>
        <div class="two-col">${SCORES.map((spec) => scoreDistribution(spec, applicants, text))}</div>
      </section>
      <section>
        <h2>${w('Career interest')}</h2>
        <div class="chart-row">${careerChart}${countTable(w('Career interest'), careerEntries, applicants.length, w)}</div>
      </section>`,
  );
}
