import type { Applicant, PrintPageName, SchoolProfile, ScoreColumn } from '@mizan/shared';
import { printPages } from '@mizan/shared';
import { cssString, html, type SafeHtml } from './html';
import { PRINT_TEXT_EN, type CountNoun, type PrintText } from './print-text';
import type { PrintWord } from './print-text-ar';
import { scoreCells, scoreHeads } from './score-columns';
import { schoolBrand } from './school-brand';
import { barChart } from './svg-bar-chart';
import { BIN_LABELS, histogram, scoreBins } from './svg-histogram';

/**
 * The printable reports (SPEC §2 side menu, §7 non-API links). Each is a
 * whole HTML page built from the applicant list; every value goes through
 * the escaping `html` template. Names get dir="auto", so an Arabic name
 * reads right to left inside an English page. The words are the context's
 * language (./print-text.ts): SPEC's English, or Arabic right to left.
 */

export interface PrintContext {
  applicants: readonly Applicant[];
  schools: ReadonlyArray<{ id: number; name: string }>;
  printedBy: string;
  now: Date;
  /** The report's language; English when left out. */
  text?: PrintText;
  /** The school's name and logo from settings, for the page head. */
  school?: SchoolProfile;
  /** The assessments taken, as score columns of the Final report. */
  scoreColumns?: readonly ScoreColumn[];
}

const textOf = (context: PrintContext) => context.text ?? PRINT_TEXT_EN;

function score(value: number | null): string {
  return value === null ? '' : value.toFixed(2).replace(/\.?0+$/, '');
}

/**
 * The mean to 2 decimals, '–' when there is nothing to average. Scores have
 * at most 2 decimals, so they are summed as whole hundredths: the same
 * applicants give the same average in any order.
 */
export function average(values: readonly (number | null)[]): string {
  const numbers = values.filter((value): value is number => value !== null);
  if (numbers.length === 0) return '–';
  const hundredths = numbers.reduce((sum, value) => sum + Math.round(value * 100), 0);
  return (Math.round(hundredths / numbers.length) / 100).toFixed(2);
}

/** Applicants by school, in the schools' order; those without one last. */
function bySchool(context: PrintContext, applicants: readonly Applicant[]): Array<{ name: string; applicants: Applicant[]; none?: true }> {
  const groups = new Map<number | null, Applicant[]>();
  for (const applicant of applicants) {
    const list = groups.get(applicant.school_id) ?? [];
    list.push(applicant);
    groups.set(applicant.school_id, list);
  }
  const ordered: Array<{ name: string; applicants: Applicant[]; none?: true }> = context.schools.map((school) => ({
    name: school.name,
    applicants: groups.get(school.id) ?? [],
  }));
  const none = groups.get(null);
  if (none) ordered.push({ name: textOf(context).word('No school'), applicants: none, none: true });
  return ordered;
}

/** Every school, and "No school" only when someone has none. */
const shown = (group: { applicants: readonly Applicant[]; none?: true }) => group.applicants.length > 0 || !group.none;

function byName(applicants: readonly Applicant[]): Applicant[] {
  return [...applicants].sort((a, b) => a.name.localeCompare(b.name, ['ar', 'en']) || a.id - b.id);
}

function page(name: PrintPageName, context: PrintContext, summary: SafeHtml, body: SafeHtml): string {
  const text = textOf(context);
  const title = text.word(printPages[name].title);
  const brand = text.word('Mizan');
  const when = text.date(context.now);
  const other = text.otherLanguage;
  return `<!doctype html>${html`<html lang="${text.lang}"${text.dir === 'rtl' ? html` dir="rtl"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — ${brand}</title>
<link rel="stylesheet" href="/print/print.css">
<link rel="icon" href="data:,">
<script src="/print/print.js" defer></script>
<style>@page { @bottom-left { content: "${cssString(`${brand} · ${title} · ${when}`)}"; font: 9pt system-ui, sans-serif; color: #555; }${text.pageNumbers} }</style>
</head>
<body>
<p class="hint">${text.hint(html`<button type="button" id="print-button" class="print-button" hidden>${text.word('Print')}</button>`)} <a class="language" href="${other.href}" lang="${other.lang}" hreflang="${other.lang}">${other.label}</a></p>
<main>
<header class="page-head">
<div>${schoolBrand(context.school, brand)}<h1>${title}</h1></div>
<div class="meta">${text.printed(when, context.printedBy)}</div>
</header>
${summary}
${body}
</main>
</body>
</html>`}`;
}

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
      return html`<tr><td class="num">${index + 1}</td>${nameCell(applicant)}<td class="id">${applicant.ssn}</td><td>${w(applicant.gender)}</td><td class="id">${applicant.mobile}</td><td dir="auto">${applicant.std_code}</td><td dir="auto">${applicant.position}</td></tr>`;
    }
    if (columns === 'gender') {
      return html`<tr><td class="num">${index + 1}</td>${nameCell(applicant)}<td class="id">${applicant.ssn}</td><td class="id">${applicant.mobile}</td><td class="num">${score(applicant.prep_mark)}</td><td class="num">${score(applicant.math)}</td><td class="num">${score(applicant.english)}</td><td class="num">${score(applicant.interview)}</td><td>${enrolled(applicant)}</td></tr>`;
    }
    return html`<tr><td class="num">${index + 1}</td>${nameCell(applicant)}<td class="id">${applicant.ssn}</td><td>${w(applicant.gender)}</td><td class="num">${score(applicant.prep_mark)}</td><td class="num">${score(applicant.math)}</td><td class="num">${score(applicant.english)}</td><td class="num">${score(applicant.interview)}</td><td dir="auto">${applicant.career}</td>${scoreCells(applicant, scoreColumns)}<td>${enrolled(applicant)}</td></tr>`;
  });
  const head =
    columns === 'enrolled'
      ? html`<tr><th class="num">#</th><th class="name">${w('Name')}</th><th>${w('SSN(ID)')}</th><th>${w('Gender')}</th><th>${w('Mobile')}</th><th>${w('Unified Code')}</th><th>${w('Position')}</th></tr>`
      : columns === 'gender'
        ? html`<tr><th class="num">#</th><th class="name">${w('Name')}</th><th>${w('SSN(ID)')}</th><th>${w('Mobile')}</th><th class="num">${w('Prep.')}</th><th class="num">${w('Math.')}</th><th class="num">${w('Eng.')}</th><th class="num">${w('Review')}</th><th>${w('Enrolled?')}</th></tr>`
        : html`<tr><th class="num">#</th><th class="name">${w('Name')}</th><th>${w('SSN(ID)')}</th><th>${w('Gender')}</th><th class="num">${w('Prep.')}</th><th class="num">${w('Math.')}</th><th class="num">${w('Eng.')}</th><th class="num">${w('Review')}</th><th>${w('Career Interest')}</th>${scoreHeads(scoreColumns)}<th>${w('Enrolled?')}</th></tr>`;
  // Score columns make the Final table wider: the smaller type keeps it within the A4 page.
  return html`<table${scoreColumns.length > 0 ? html` class="wide"` : ''}><thead>${head}</thead><tbody>${rows}</tbody></table>`;
}

function schoolSections(
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
        html`<section class="school"><h2><span dir="auto">${group.name}</span><span class="count">${text.count(group.applicants.length, noun)}</span></h2>${applicantTable(byName(group.applicants), columns, text, scoreColumns)}</section>`,
    )}`;
}

const summaryList = (items: Array<[string, number | string]>) =>
  html`<ul class="summary">${items.map(([label, value]) => html`<li>${label}: <b>${typeof value === 'number' ? value.toLocaleString('en') : value}</b></li>`)}</ul>`;

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

/** `enrolled`: counts per school, then the enrolled students of each school. */
export function enrolledPage(context: PrintContext): string {
  const w = textOf(context).word;
  const groups = bySchool(context, context.applicants).filter(shown);
  const count = (list: readonly Applicant[], value: Applicant['enrolled']) => list.filter((a) => a.enrolled === value).length;
  const totals = html`<h2>${w('Enrolment by school')}</h2><table><thead><tr><th>${w('School')}</th><th class="num">${w('Enrolled')}</th><th class="num">${w('Not enrolled')}</th><th class="num">${w('Not decided')}</th><th class="num">${w('Applicants')}</th></tr></thead><tbody>${groups.map(
    (group) =>
      html`<tr><td dir="auto">${group.name}</td><td class="num">${count(group.applicants, 'Yes')}</td><td class="num">${count(group.applicants, 'No')}</td><td class="num">${count(group.applicants, '')}</td><td class="num">${group.applicants.length}</td></tr>`,
  )}</tbody><tfoot><tr><td>${w('All schools')}</td><td class="num">${count(context.applicants, 'Yes')}</td><td class="num">${count(context.applicants, 'No')}</td><td class="num">${count(context.applicants, '')}</td><td class="num">${context.applicants.length}</td></tr></tfoot></table>`;
  const enrolled = context.applicants.filter((a) => a.enrolled === 'Yes');
  return page(
    'enrolled',
    context,
    summaryList([
      [w('Enrolled'), enrolled.length],
      [w('Applicants'), context.applicants.length],
    ]),
    html`<section>${totals}</section>${schoolSections(context, enrolled, 'enrolled', 'enrolled student')}`,
  );
}

function shareOf(count: number, total: number): string {
  return total === 0 ? '0' : ((count / total) * 100).toFixed(1);
}

/** A count table beside its chart: label, applicants, share. */
function countTable(kind: string, entries: ReadonlyArray<readonly [string, number]>, total: number, w: PrintText['word']): SafeHtml {
  return html`<table class="counts"><thead><tr><th>${kind}</th><th class="num">${w('Applicants')}</th><th class="num">${w('Share')}</th></tr></thead><tbody>${entries.map(
    ([label, count]) =>
      html`<tr><td class="label" dir="auto">${label}</td><td class="num">${count}</td><td class="num">${shareOf(count, total)}%</td></tr>`,
  )}</tbody></table>`;
}

const SCORES: ReadonlyArray<{ id: string; title: PrintWord; pick: (a: Applicant) => number | null }> = [
  { id: 'chart-prep', title: 'Prep. Score', pick: (a) => a.prep_mark },
  { id: 'chart-math', title: 'Math. Score', pick: (a) => a.math },
  { id: 'chart-english', title: 'Eng. Score', pick: (a) => a.english },
  { id: 'chart-interview', title: 'My Review (100)', pick: (a) => a.interview },
];

/** One score: its histogram (10-point bins, 0..100) above the same counts as a table. */
function scoreDistribution(spec: (typeof SCORES)[number], applicants: readonly Applicant[], text: PrintText): SafeHtml {
  const title = text.word(spec.title);
  const values = applicants.map(spec.pick);
  const bins = scoreBins(values);
  const missing = values.filter((value) => value === null).length;
  const entries: Array<[string, number]> = BIN_LABELS.map((label, bin) => [label, bins[bin]]);
  if (missing > 0) entries.push([text.word('Not yet'), missing]);
  const chart = histogram({
    id: spec.id,
    title: text.bandChartTitle(title),
    desc: `${[...BIN_LABELS.map((label, bin) => `${label}: ${bins[bin]}`), ...(missing > 0 ? [text.notYetScored(missing)] : [])].join(text.listSeparator)}.`,
    values,
  });
  return html`<figure class="score"><h3>${title}</h3>${chart}${countTable(text.word('Band'), entries, values.length, text.word)}</figure>`;
}

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
  const genderTable = html`<table class="counts"><thead><tr><th>${w('School')}</th><th class="num">${w('Male')}</th><th class="num">${w('Female')}</th><th class="num">${w('All')}</th></tr></thead><tbody>${groups.map(
    (g) =>
      html`<tr><td dir="auto">${g.name}</td><td class="num">${countIn(g.applicants, (a) => a.gender === 'male')}</td><td class="num">${countIn(g.applicants, (a) => a.gender === 'female')}</td><td class="num">${g.applicants.length}</td></tr>`,
  )}</tbody></table>`;

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
  const enrolledTable = html`<table class="counts"><thead><tr><th>${w('School')}</th>${ENROLLED_SERIES.map(([label]) => html`<th class="num">${w(label)}</th>`)}</tr></thead><tbody>${groups.map(
    (g) =>
      html`<tr><td dir="auto">${g.name}</td>${ENROLLED_SERIES.map(([, value]) => html`<td class="num">${countIn(g.applicants, (a) => a.enrolled === value)}</td>`)}</tr>`,
  )}</tbody></table>`;

  const row = (label: string, list: readonly Applicant[], total = false) => {
    const cells = html`<td class="num">${list.length}</td><td class="num">${list.filter((a) => a.gender === 'male').length}</td><td class="num">${list.filter((a) => a.gender === 'female').length}</td><td class="num">${list.filter((a) => a.enrolled === 'Yes').length}</td><td class="num">${list.filter((a) => a.enrolled === 'No').length}</td><td class="num">${average(list.map((a) => a.prep_mark))}</td><td class="num">${average(list.map((a) => a.math))}</td><td class="num">${average(list.map((a) => a.english))}</td><td class="num">${average(list.map((a) => a.interview))}</td><td class="num">${list.filter((a) => a.interview !== null).length}</td>`;
    return total ? html`<tr><td>${label}</td>${cells}</tr>` : html`<tr><td dir="auto">${label}</td>${cells}</tr>`;
  };
  const perSchool = html`<section><h2>${w('By school')}</h2><table class="wide"><thead><tr><th>${w('School')}</th><th class="num">${w('Applicants')}</th><th class="num">${w('Male')}</th><th class="num">${w('Female')}</th><th class="num">${w('Enrolled')}</th><th class="num">${w('Not enrolled')}</th><th class="num">${w('Avg. Prep.')}</th><th class="num">${w('Avg. Math.')}</th><th class="num">${w('Avg. Eng.')}</th><th class="num">${w('Avg. Review')}</th><th class="num">${w('Interviewed')}</th></tr></thead><tbody>${groups.map((group) => row(group.name, group.applicants))}</tbody><tfoot>${row(w('All schools'), applicants, true)}</tfoot></table></section>`;

  const byGender = html`<section><h2>${w('By gender')}</h2><table><thead><tr><th>${w('Gender')}</th><th class="num">${w('Applicants')}</th><th class="num">${w('Enrolled')}</th><th class="num">${w('Avg. Prep.')}</th><th class="num">${w('Avg. Math.')}</th><th class="num">${w('Avg. Eng.')}</th><th class="num">${w('Avg. Review')}</th></tr></thead><tbody>${(
    ['male', 'female'] as const
  ).map((gender) => {
    const list = applicants.filter((a) => a.gender === gender);
    return html`<tr><td>${w(gender)}</td><td class="num">${list.length}</td><td class="num">${list.filter((a) => a.enrolled === 'Yes').length}</td><td class="num">${average(list.map((a) => a.prep_mark))}</td><td class="num">${average(list.map((a) => a.math))}</td><td class="num">${average(list.map((a) => a.english))}</td><td class="num">${average(list.map((a) => a.interview))}</td></tr>`;
  })}</tbody></table></section>`;

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
    html`<section><h2>${w('Applicants per school and gender')}</h2><div class="chart-row">${genderChart}${genderTable}</div></section>
<section><h2>${w('Enrolment per school')}</h2><div class="chart-row">${enrolledChart}${enrolledTable}</div></section>
${perSchool}${byGender}
<section><h2>${w('Score distributions')}</h2><div class="two-col">${SCORES.map((spec) => scoreDistribution(spec, applicants, text))}</div></section>
<section><h2>${w('Career interest')}</h2><div class="chart-row">${careerChart}${countTable(w('Career interest'), careerEntries, applicants.length, w)}</div></section>`,
  );
}

/** The small page a print link answers when the session or the flag is missing. */
export function accessPage(status: 401 | 403, message: string, text: PrintText = PRINT_TEXT_EN): string {
  const title = text.word(status === 401 ? 'Please sign in' : 'Not allowed');
  const brand = text.word('Mizan');
  return `<!doctype html>${html`<html lang="${text.lang}"${text.dir === 'rtl' ? html` dir="rtl"` : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — ${brand}</title><link rel="stylesheet" href="/print/print.css"><link rel="icon" href="data:,"></head>
<body><main><header class="page-head"><div><div class="brand">${brand}</div><h1>${title}</h1></div></header>
<p>${text.accessMessage(status, message)}</p>
<p>${text.accessNext(status)}</p>
</main></body></html>`}`;
}
