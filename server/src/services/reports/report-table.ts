/**
 * A report as rows and columns, the one shape the merit list and an
 * admission round take before they become a CSV file, an .xlsx file or a
 * printed A4 page (report-files.ts, print/report-page.ts), so the three
 * always hold the same rows.
 */
import type { ReportLanguage } from './report-words';

export type ReportCell = string | number | null;

export interface ReportColumn {
  heading: string;
  /** number: right-aligned, a number in .xlsx; name: a person's name (the widest column); date: kept on one line, left to right; text: anything else. */
  kind: 'number' | 'name' | 'date' | 'text';
}

export interface ReportTable {
  /** The report's title, e.g. "Merit list: Al Noor School". */
  title: string;
  /** What the page says above the table (seats, weights, deadline), one line each. */
  facts: string[];
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** Rows after which the printed page draws a line (the last seat of each school). */
  cutAfter: number[];
  language: ReportLanguage;
  /** File names: `<fileName>-YYYY-MM-DD.csv`. */
  fileName: string;
}
