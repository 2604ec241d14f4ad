import type { Incident } from '@mizan/shared';
import type { IncidentWords } from './incident-words';

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is neutralised so a spreadsheet never runs it. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One assessment's incidents as CSV, category names and header in the assessment's language; a BOM so spreadsheets read Arabic as UTF-8. */
export function incidentsCsv(incidents: readonly Incident[], words: IncidentWords): string {
  const rows = [
    words.csvHeader,
    ...incidents.map((incident) => [
      incident.applicantName,
      incident.ssn,
      incident.trial,
      words.categories[incident.category],
      incident.note,
      incident.minutes,
      incident.recordedBy,
      incident.recordedAt,
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
