import type { Applicant, PrintPageName } from '@mizan/shared';
import { printPages } from '@mizan/shared';
import { cssString, html, type SafeHtml } from './html';

/**
 * The printable reports (SPEC §2 side menu, §7 non-API links). Each is a
 * whole HTML page built from the applicant list; every value goes through
 * the escaping `html` template. Names get dir="auto", so an Arabic name
 * reads right to left inside an English page.
 */

export interface PrintContext {
  applicants: readonly Applicant[];
  schools: ReadonlyArray<{ id: number; name: string }>;
  printedBy: string;
  now: Date;
}

const NO_SCHOOL = 'No school';

function printedAt(now: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(now);
}

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

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
function bySchool(context: PrintContext, applicants: readonly Applicant[]): Array<{ name: string; applicants: Applicant[] }> {
  const groups = new Map<number | null, Applicant[]>();
  for (const applicant of applicants) {
    const list = groups.get(applicant.school_id) ?? [];
    list.push(applicant);
    groups.set(applicant.school_id, list);
  }
  const ordered = context.schools.map((school) => ({ name: school.name, applicants: groups.get(school.id) ?? [] }));
  const none = groups.get(null);
  if (none) ordered.push({ name: NO_SCHOOL, applicants: none });
  return ordered;
}

function byName(applicants: readonly Applicant[]): Applicant[] {
  return [...applicants].sort((a, b) => a.name.localeCompare(b.name, ['ar', 'en']) || a.id - b.id);
}

function page(name: PrintPageName, context: PrintContext, summary: SafeHtml, body: SafeHtml): string {
  const title = printPages[name].title;
  const when = printedAt(context.now);
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Mizan</title>
<link rel="stylesheet" href="/print/print.css">
<link rel="icon" href="data:,">
<style>@page { @bottom-left { content: "${cssString(`Mizan · ${title} · ${when}`)}"; font: 9pt system-ui, sans-serif; color: #555; } }</style>
</head>
<body>
<p class="hint"><strong>Print:</strong> press Ctrl+P (⌘P on a Mac). The pages are laid out for A4, with page numbers.</p>
<main>
<header class="page-head">
<div><div class="brand">Mizan</div><h1>${title}</h1></div>
<div class="meta">Printed ${when}<br>by ${context.printedBy}</div>
</header>
${summary}
${body}
</main>
</body>
</html>`}`;
}

const nameCell = (applicant: Applicant) => html`<td dir="auto">${applicant.name}</td>`;

function applicantTable(applicants: readonly Applicant[], columns: 'final' | 'gender' | 'enrolled'): SafeHtml {
  if (applicants.length === 0) return html`<p class="empty">No applicants.</p>`;
  const rows = applicants.map((applicant, index) => {
    if (columns === 'enrolled') {
      return html`<tr><td class="num">${index + 1}</td>${nameCell(applicant)}<td class="id">${applicant.ssn}</td><td>${applicant.gender}</td><td class="id">${applicant.mobile}</td><td dir="auto">${applicant.std_code}</td><td dir="auto">${applicant.position}</td></tr>`;
    }
    if (columns === 'gender') {
      return html`<tr><td class="num">${index + 1}</td>${nameCell(applicant)}<td class="id">${applicant.ssn}</td><td class="id">${applicant.mobile}</td><td class="num">${score(applicant.prep_mark)}</td><td class="num">${score(applicant.math)}</td><td class="num">${score(applicant.english)}</td><td class="num">${score(applicant.interview)}</td><td>${applicant.enrolled}</td></tr>`;
    }
    return html`<tr><td class="num">${index + 1}</td>${nameCell(applicant)}<td class="id">${applicant.ssn}</td><td>${applicant.gender}</td><td class="num">${score(applicant.prep_mark)}</td><td class="num">${score(applicant.math)}</td><td class="num">${score(applicant.english)}</td><td class="num">${score(applicant.interview)}</td><td dir="auto">${applicant.career}</td><td>${applicant.enrolled}</td></tr>`;
  });
  const head =
    columns === 'enrolled'
      ? html`<tr><th class="num">#</th><th class="name">Name</th><th>SSN(ID)</th><th>Gender</th><th>Mobile</th><th>Unified Code</th><th>Position</th></tr>`
      : columns === 'gender'
        ? html`<tr><th class="num">#</th><th class="name">Name</th><th>SSN(ID)</th><th>Mobile</th><th class="num">Prep.</th><th class="num">Math.</th><th class="num">Eng.</th><th class="num">Review</th><th>Enrolled?</th></tr>`
        : html`<tr><th class="num">#</th><th class="name">Name</th><th>SSN(ID)</th><th>Gender</th><th class="num">Prep.</th><th class="num">Math.</th><th class="num">Eng.</th><th class="num">Review</th><th>Career Interest</th><th>Enrolled?</th></tr>`;
  return html`<table><thead>${head}</thead><tbody>${rows}</tbody></table>`;
}

function schoolSections(context: PrintContext, applicants: readonly Applicant[], columns: 'final' | 'gender' | 'enrolled', word = 'applicant'): SafeHtml {
  return html`${bySchool(context, applicants)
    .filter((group) => group.applicants.length > 0 || group.name !== NO_SCHOOL)
    .map(
      (group) => html`<section class="school"><h2><span dir="auto">${group.name}</span><span class="count">${plural(group.applicants.length, word)}</span></h2>${applicantTable(byName(group.applicants), columns)}</section>`,
    )}`;
}

const summaryList = (items: Array<[string, number | string]>) =>
  html`<ul class="summary">${items.map(([label, value]) => html`<li>${label}: <b>${typeof value === 'number' ? value.toLocaleString('en') : value}</b></li>`)}</ul>`;

/** `p`, Final: every applicant by school, with scores, review and enrolment. */
export function finalPage(context: PrintContext): string {
  const { applicants } = context;
  return page(
    'p',
    context,
    summaryList([
      ['Applicants', applicants.length],
      ['Enrolled', applicants.filter((a) => a.enrolled === 'Yes').length],
      ['Interviewed', applicants.filter((a) => a.interview !== null).length],
      ['Schools', context.schools.length],
    ]),
    schoolSections(context, applicants, 'final'),
  );
}

/** `m` and `f`: every male or female applicant, by school. */
export function genderPage(context: PrintContext, gender: 'male' | 'female'): string {
  const chosen = context.applicants.filter((a) => a.gender === gender);
  return page(
    gender === 'male' ? 'm' : 'f',
    context,
    summaryList([
      [gender === 'male' ? 'Male students' : 'Female students', chosen.length],
      ['Enrolled', chosen.filter((a) => a.enrolled === 'Yes').length],
      ['Of all applicants', context.applicants.length],
    ]),
    schoolSections(context, chosen, 'gender', 'student'),
  );
}

/** `enrolled`: counts per school, then the enrolled students of each school. */
export function enrolledPage(context: PrintContext): string {
  const groups = bySchool(context, context.applicants).filter((group) => group.applicants.length > 0 || group.name !== NO_SCHOOL);
  const count = (list: readonly Applicant[], value: Applicant['enrolled']) => list.filter((a) => a.enrolled === value).length;
  const totals = html`<h2>Enrolment by school</h2><table><thead><tr><th>School</th><th class="num">Enrolled</th><th class="num">Not enrolled</th><th class="num">Not decided</th><th class="num">Applicants</th></tr></thead><tbody>${groups.map(
    (group) =>
      html`<tr><td dir="auto">${group.name}</td><td class="num">${count(group.applicants, 'Yes')}</td><td class="num">${count(group.applicants, 'No')}</td><td class="num">${count(group.applicants, '')}</td><td class="num">${group.applicants.length}</td></tr>`,
  )}</tbody><tfoot><tr><td>All schools</td><td class="num">${count(context.applicants, 'Yes')}</td><td class="num">${count(context.applicants, 'No')}</td><td class="num">${count(context.applicants, '')}</td><td class="num">${context.applicants.length}</td></tr></tfoot></table>`;
  const enrolled = context.applicants.filter((a) => a.enrolled === 'Yes');
  return page(
    'enrolled',
    context,
    summaryList([
      ['Enrolled', enrolled.length],
      ['Applicants', context.applicants.length],
    ]),
    html`<section>${totals}</section>${schoolSections(context, enrolled, 'enrolled', 'enrolled student')}`,
  );
}

const SCORE_BANDS: Array<[string, number, number]> = [
  ['90–100', 90, 100],
  ['80–89.99', 80, 90],
  ['70–79.99', 70, 80],
  ['60–69.99', 60, 70],
  ['50–59.99', 50, 60],
  ['0–49.99', 0, 50],
];

function barRow(label: string, count: number, largest: number, total: number): SafeHtml {
  const width = largest === 0 ? 0 : Math.round((count / largest) * 100);
  const share = total === 0 ? '0' : ((count / total) * 100).toFixed(1);
  // A style attribute (allowed by the CSP's style-src) draws the bar: no script, no image.
  return html`<tr><td class="label" dir="auto">${label}</td><td class="num">${count}</td><td class="num">${share}%</td><td class="bar-cell"><span class="bar" style="width: ${width}%"></span></td></tr>`;
}

function distribution(title: string, entries: Array<[string, number]>, total: number, kind = 'Band'): SafeHtml {
  const largest = Math.max(0, ...entries.map(([, count]) => count));
  return html`<div><h3>${title}</h3><table><thead><tr><th>${kind}</th><th class="num">Applicants</th><th class="num">Share</th><th></th></tr></thead><tbody>${entries.map(([label, count]) => barRow(label, count, largest, total))}</tbody></table></div>`;
}

function scoreDistribution(title: string, values: readonly (number | null)[]): SafeHtml {
  const present = values.filter((value): value is number => value !== null);
  const entries = SCORE_BANDS.map(([label, low, high]): [string, number] => [
    label,
    present.filter((value) => value >= low && (high === 100 ? value <= 100 : value < high)).length,
  ]);
  if (present.length < values.length) entries.push(['Not yet', values.length - present.length]);
  return distribution(title, entries, values.length);
}

/** `st`, Statistics: counts by school, gender and enrolment; average scores; distributions. */
export function statisticsPage(context: PrintContext): string {
  const { applicants } = context;
  const groups = bySchool(context, applicants).filter((group) => group.applicants.length > 0 || group.name !== NO_SCHOOL);
  const row = (label: string, list: readonly Applicant[], total = false) => {
    const cells = html`<td class="num">${list.length}</td><td class="num">${list.filter((a) => a.gender === 'male').length}</td><td class="num">${list.filter((a) => a.gender === 'female').length}</td><td class="num">${list.filter((a) => a.enrolled === 'Yes').length}</td><td class="num">${list.filter((a) => a.enrolled === 'No').length}</td><td class="num">${average(list.map((a) => a.prep_mark))}</td><td class="num">${average(list.map((a) => a.math))}</td><td class="num">${average(list.map((a) => a.english))}</td><td class="num">${average(list.map((a) => a.interview))}</td><td class="num">${list.filter((a) => a.interview !== null).length}</td>`;
    return total ? html`<tr><td>${label}</td>${cells}</tr>` : html`<tr><td dir="auto">${label}</td>${cells}</tr>`;
  };
  const perSchool = html`<section><h2>By school</h2><table class="wide"><thead><tr><th>School</th><th class="num">Applicants</th><th class="num">Male</th><th class="num">Female</th><th class="num">Enrolled</th><th class="num">Not enrolled</th><th class="num">Avg. Prep.</th><th class="num">Avg. Math.</th><th class="num">Avg. Eng.</th><th class="num">Avg. Review</th><th class="num">Interviewed</th></tr></thead><tbody>${groups.map((group) => row(group.name, group.applicants))}</tbody><tfoot>${row('All schools', applicants, true)}</tfoot></table></section>`;

  const byGender = html`<section><h2>By gender</h2><table><thead><tr><th>Gender</th><th class="num">Applicants</th><th class="num">Enrolled</th><th class="num">Avg. Prep.</th><th class="num">Avg. Math.</th><th class="num">Avg. Eng.</th><th class="num">Avg. Review</th></tr></thead><tbody>${(['male', 'female'] as const).map((gender) => {
    const list = applicants.filter((a) => a.gender === gender);
    return html`<tr><td>${gender}</td><td class="num">${list.length}</td><td class="num">${list.filter((a) => a.enrolled === 'Yes').length}</td><td class="num">${average(list.map((a) => a.prep_mark))}</td><td class="num">${average(list.map((a) => a.math))}</td><td class="num">${average(list.map((a) => a.english))}</td><td class="num">${average(list.map((a) => a.interview))}</td></tr>`;
  })}</tbody></table></section>`;

  const careers = new Map<string, number>();
  for (const applicant of applicants) careers.set(applicant.career || 'Not known', (careers.get(applicant.career || 'Not known') ?? 0) + 1);
  const careerEntries = [...careers.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

  const interviewed = applicants.filter((a) => a.interview !== null);
  return page(
    'st',
    context,
    summaryList([
      ['Applicants', applicants.length],
      ['Male', applicants.filter((a) => a.gender === 'male').length],
      ['Female', applicants.filter((a) => a.gender === 'female').length],
      ['Enrolled', applicants.filter((a) => a.enrolled === 'Yes').length],
      ['Interviewed', interviewed.length],
      ['Average review', average(interviewed.map((a) => a.interview))],
    ]),
    html`${perSchool}${byGender}
<section><h2>Score distributions</h2><div class="two-col">${scoreDistribution('Prep. Score', applicants.map((a) => a.prep_mark))}${scoreDistribution('Math. Score', applicants.map((a) => a.math))}${scoreDistribution('Eng. Score', applicants.map((a) => a.english))}${scoreDistribution('My Review (100)', applicants.map((a) => a.interview))}</div></section>
<section><h2>Career interest</h2>${distribution('Applicants by career interest', careerEntries, applicants.length, 'Career interest')}</section>`,
  );
}

/** The small page a print link answers when the session or the flag is missing. */
export function accessPage(status: 401 | 403, message: string): string {
  const title = status === 401 ? 'Please sign in' : 'Not allowed';
  return `<!doctype html>${html`<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Mizan</title><link rel="stylesheet" href="/print/print.css"><link rel="icon" href="data:,"></head>
<body><main><header class="page-head"><div><div class="brand">Mizan</div><h1>${title}</h1></div></header>
<p>${message}</p>
<p>${status === 401 ? html`<a href="/login">Sign in</a>, then open the report again from the side menu.` : html`Ask an administrator for the permission, or go back to the <a href="/dashboard/Applicants">applicants</a>.`}</p>
</main></body></html>`}`;
}
