/**
 * The print pages' stylesheet, served as /print/print.css (no inline script
 * anywhere; the CSP allows styles). A4 pages with page numbers; on screen the
 * page is a sheet on grey with a hint on how to print, hidden when printing.
 */
export const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm 16mm; @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 9pt system-ui, sans-serif; color: #555; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 10.5pt/1.4 "Segoe UI", "Noto Sans", "Noto Naskh Arabic", "DejaVu Sans", Arial, sans-serif; color: #111; background: #e5e7eb; }
main { max-width: 210mm; margin: 16px auto; padding: 14mm 12mm; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
.hint { max-width: 210mm; margin: 16px auto 0; padding: 10px 14px; background: #ecfdf5; border: 1px solid #6dbfb0; border-radius: 6px; color: #0b5d57; }
.hint strong { font-weight: 600; }
header.page-head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #0f766e; padding-bottom: 6px; margin-bottom: 12px; }
header.page-head h1 { margin: 0; font-size: 18pt; color: #0f766e; }
header.page-head .brand { font-weight: 700; letter-spacing: .04em; color: #0f766e; display: flex; align-items: center; gap: 8px; }
img.school-logo { max-height: 16mm; max-width: 40mm; object-fit: contain; }
header.page-head .meta { text-align: end; color: #444; font-size: 9.5pt; }
.summary { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 12px; padding: 0; list-style: none; }
.summary li { border: 1px solid #cbd5e1; border-radius: 6px; padding: 4px 10px; }
.summary b { font-size: 12pt; }
section { margin-bottom: 14px; }
section.school + section.school { break-before: page; }
h2 { font-size: 12.5pt; margin: 10px 0 6px; display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
h2 .count { font-size: 9.5pt; font-weight: normal; color: #444; }
h3 { font-size: 11pt; margin: 12px 0 4px; }
h2, h3 { break-after: avoid; }
table { width: 100%; border-collapse: collapse; font-size: 9.5pt; }
thead { display: table-header-group; }
th, td { border: 1px solid #cbd5e1; padding: 3px 5px; text-align: start; vertical-align: top; }
th { background: #f1f5f9; font-weight: 600; }
td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; }
td.num { white-space: nowrap; }
th.name { width: 26%; }
td.label { white-space: nowrap; }
table.wide { font-size: 8.5pt; }
table.wide th, table.wide td { padding: 3px 4px; }
a { color: #0f766e; }
td.id { font-variant-numeric: tabular-nums; white-space: nowrap; }
tr { break-inside: avoid; }
tfoot td { font-weight: 600; background: #f8fafc; }
.empty { color: #555; font-style: italic; }
.print-button { font: inherit; font-weight: 600; padding: 4px 14px; margin-inline-end: 8px; border: 1px solid #0f766e; border-radius: 5px; background: #0f766e; color: #fff; cursor: pointer; }
.print-button:hover, .print-button:focus-visible { background: #0b5d57; outline: 2px solid #6dbfb0; outline-offset: 1px; }
.print-button[hidden] { display: none; }
.chart-row { display: grid; grid-template-columns: auto 1fr; gap: 12px; align-items: start; break-inside: avoid; }
svg.chart { display: block; max-width: 100%; height: auto; overflow: visible; }
svg.chart text { font-family: inherit; fill: #111; }
svg.chart text.label { unicode-bidi: plaintext; }
svg.chart text.count { fill: #333; }
figure.score { margin: 0 0 10px; break-inside: avoid; }
figure.score svg.chart { margin: 2px 0 6px; }
table.counts { font-size: 9pt; }
.two-col { display: grid; grid-template-columns: 1fr 1fr; gap: 0 14px; }
.muted { color: #555; }
/* Arabic reports: the charts keep their left-to-right geometry (labels stay bidi-plaintext); IDs and mobiles read left to right; a Latin name keeps to the right like the Arabic ones. */
[dir="rtl"] svg.chart { direction: ltr; }
[dir="rtl"] td.id { direction: ltr; text-align: right; }
[dir="rtl"] td[dir="auto"] { text-align: right; }
.hint a.language { margin-inline-start: 8px; font-weight: 600; }
@media print {
  body { background: #fff; }
  main { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  .hint { display: none; }
}
`;
