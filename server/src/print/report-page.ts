import type { SchoolProfile } from '@mizan/shared';
import type { ReportCell, ReportTable } from '../services/reports/report-table';
import { cssString, html, type SafeHtml } from './html';
import { printText } from './print-text';
import { schoolBrand } from './school-brand';

export interface ReportPageContext {
  printedBy: string;
  now: Date;
  school?: SchoolProfile;
  /** This page's address with the other language (?lang=ar or en), for the on-screen link. */
  otherLanguageHref: string;
}

const cell = (value: ReportCell, kind: ReportTable['columns'][number]['kind']): SafeHtml => {
  const text = value === null ? '' : typeof value === 'number' ? value.toLocaleString('en', { maximumFractionDigits: 2 }) : value;
  if (kind === 'number') return html`<td class="num">${text}</td>`;
  // Dates read left to right on one line, in Arabic pages too (print.css td.id).
  if (kind === 'date') return html`<td class="id">${text}</td>`;
  return html`<td dir="auto">${text}</td>`;
};

/**
 * A report (the merit list, an admission round) as a printable A4 page in
 * its language, English left to right or Arabic right to left, with the
 * print pages' stylesheet, Print button, school brand and page numbers. The
 * row after each cut (the last seat) has a heavy line under it.
 */
export function reportPage(table: ReportTable, context: ReportPageContext): string {
  const text = printText(table.language);
  const brand = text.word('Mizan');
  const when = text.date(context.now);
  const other = text.otherLanguage;
  const cuts = new Set(table.cutAfter);
  const wide = table.columns.length > 9;
  const body =
    table.rows.length === 0
      ? html`<p class="empty">${table.language === 'ar' ? 'لا يوجد متقدمون.' : 'No applicants.'}</p>`
      : html`<table${wide ? html` class="wide"` : ''}><thead><tr>${table.columns.map(
          (column) =>
            html`<th${column.kind === 'number' ? html` class="num"` : column.kind === 'name' ? html` class="name"` : ''}>${column.heading}</th>`,
        )}</tr></thead><tbody>${table.rows.map(
          (row, index) =>
            html`<tr${cuts.has(index) ? html` class="cut"` : ''}>${row.map((value, column) => cell(value, table.columns[column].kind))}</tr>`,
        )}</tbody></table>`;
  return `<!doctype html>${html`<html lang="${text.lang}"${text.dir === 'rtl' ? html` dir="rtl"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${table.title} — ${brand}</title>
<link rel="stylesheet" href="/print/print.css">
<link rel="icon" href="data:,">
<script src="/print/print.js" defer></script>
<style>@page { @bottom-left { content: "${cssString(`${brand} · ${table.title} · ${when}`)}"; font: 9pt system-ui, sans-serif; color: #555; }${text.pageNumbers} } tr.cut td { border-bottom: 3px solid #b91c1c; }</style>
</head>
<body>
<p class="hint">${text.hint(html`<button type="button" id="print-button" class="print-button" hidden>${text.word('Print')}</button>`)} <a class="language" href="${context.otherLanguageHref}" lang="${other.lang}" hreflang="${other.lang}">${other.label}</a></p>
<main>
<header class="page-head">
<div>${schoolBrand(context.school, brand)}<h1 dir="auto">${table.title}</h1></div>
<div class="meta">${text.printed(when, context.printedBy)}</div>
</header>
<ul class="summary">${table.facts.map((fact) => html`<li dir="auto">${fact}</li>`)}</ul>
${body}
</main>
</body>
</html>`}`;
}
