import { z } from 'zod';
import { requiresFlag } from './access';
import type { RawCallSpec } from './call-spec';

/**
 * The applicant files (ours): the import (preview, then all or nothing), its
 * blank template and the export. The file is the raw request or answer body;
 * spread into `rawCalls` in contract.ts.
 */

/** One row of an import preview: its line in the file, what it holds and every problem. */
export const importRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number(),
  values: z.record(z.string(), z.string()),
  messages: z.array(z.object({ field: z.string(), message: z.string() })),
  /** What the check changed or guessed (a school name's capitals, a mobile's lost leading 0): the row imports, but the admin should look. */
  warnings: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export const importPreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(importRowSchema),
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
});
export type ImportPreview = z.output<typeof importPreviewSchema>;
export const importResultSchema = z.object({ imported: z.number(), dropped: z.number() });

/**
 * Content types the import accepts as its raw body. Browsers on Windows call
 * a .csv file application/vnd.ms-excel; the server looks at the bytes anyway
 * (an .xlsx file is a zip) and reads CSV as UTF-8, or Windows-1256 (Arabic
 * Excel's default) when it is not valid UTF-8.
 */
export const IMPORT_CONTENT_TYPES = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'text/plain': 'csv',
  'application/vnd.ms-excel': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
/** Largest import file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const applicantRawCalls = {
  importApplicantsPreview: {
    method: 'POST',
    path: 'admin/importapplicants-preview',
    access: requiresFlag('updateinfo'),
    consumes: Object.keys(IMPORT_CONTENT_TYPES),
    summary:
      'Check a CSV or .xlsx file of applicants (raw body; X-Sign the 64-hex fingerprint) and answer { data: ImportPreview }: every row with its messages. Imports nothing',
    ours: true,
  },
  importApplicants: {
    method: 'POST',
    path: 'admin/importapplicants',
    access: requiresFlag('updateinfo'),
    consumes: Object.keys(IMPORT_CONTENT_TYPES),
    summary:
      'Import the same file in one transaction, all or nothing. Refused (400) when a row has a problem, unless ?drop_invalid=1: then only the clean rows are imported. Answers { data: { imported, dropped }, msg }',
    ours: true,
  },
  applicantTemplate: {
    method: 'GET',
    path: 'admin/applicanttemplate',
    access: requiresFlag('updateinfo'),
    summary:
      'The blank import file: ?format=csv (the heading row) or xlsx (the headings, and a Columns sheet explaining each column: what it holds, whether it is required, an example)',
    ours: true,
  },
  exportApplicants: {
    method: 'GET',
    path: 'admin/exportapplicants',
    access: requiresFlag('download'),
    summary: 'The applicants (same query filters and sort as admin/getapplicant.php) as ?format=csv (UTF-8 with BOM) or xlsx',
    ours: true,
  },
} as const satisfies Record<string, RawCallSpec>;

export type ApplicantRawCallName = keyof typeof applicantRawCalls;
