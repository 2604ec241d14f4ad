import { z } from 'zod';
import { requiresFlag } from './access';
import type { RawCallSpec } from './call-spec';

/**
 * The merit list and an admission round as files (ours): CSV (UTF-8 with a
 * BOM) or .xlsx, headings in English or Arabic (?lang=ar, the sheet right to
 * left). The same reports print on A4 from `REPORT_PRINT_PAGES` (the print
 * pages, signed in by the session cookie). Spread into `rawCalls` in contract.ts.
 */

const reportFormat = {
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(['en', 'ar']).default('en'),
};
export const meritListExportQuerySchema = z.object({ school_id: z.coerce.number().int().positive(), ...reportFormat });
export const roundExportQuerySchema = z.object({ round_id: z.coerce.number().int().positive(), ...reportFormat });

export const reportRawCalls = {
  exportMeritList: {
    method: 'GET',
    path: 'admin/exportmeritlist',
    access: requiresFlag('download'),
    summary:
      "The school's merit list as a file: ?school_id=1&format=csv|xlsx&lang=en|ar. Rank, #, name, total, each part, each weighted assessment's percent and the seat; refused as admin/meritlist.php is",
    ours: true,
  },
  exportRound: {
    method: 'GET',
    path: 'admin/exportround',
    access: requiresFlag('decide'),
    summary:
      "An admission round's decisions as a file: ?round_id=1&format=csv|xlsx&lang=en|ar. Per school in merit order: rank, #, name, total, decision, waitlist position, offer deadline",
    ours: true,
  },
} as const satisfies Record<string, RawCallSpec>;

/** The printable A4 pages of the same reports (?lang=ar for Arabic), opened in a new tab. */
export const REPORT_PRINT_PAGES = {
  meritList: { path: '/print/merit', flag: 'download' },
  round: { path: '/print/round', flag: 'decide' },
} as const;

/** `/print/merit?school=<id>` (and `&lang=ar`). */
export function meritListPrintPath(schoolId: number, language: 'en' | 'ar' = 'en'): string {
  return `${REPORT_PRINT_PAGES.meritList.path}?school=${schoolId}${language === 'ar' ? '&lang=ar' : ''}`;
}

/** `/print/round?round=<id>` (and `&lang=ar`). */
export function roundPrintPath(roundId: number, language: 'en' | 'ar' = 'en'): string {
  return `${REPORT_PRINT_PAGES.round.path}?round=${roundId}${language === 'ar' ? '&lang=ar' : ''}`;
}

export type ReportRawCallName = keyof typeof reportRawCalls;
