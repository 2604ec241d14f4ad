import { meritListPrintPath, reportRawCalls, roundPrintPath } from '@mizan/shared';
import { downloadStaffFile } from '@mizan/shared/browser';

/** A report the merit list and the admission screens export and print (ours; shared/src/api/contract-report-files.ts). */
export type ReportTarget = { kind: 'merit'; schoolId: number } | { kind: 'round'; roundId: number };
export type ReportFormat = 'csv' | 'xlsx';
export type ReportLanguage = 'en' | 'ar';

/** The report downloaded as CSV or .xlsx in English or Arabic. Answers the file's name. */
export async function downloadReport(target: ReportTarget, format: ReportFormat, lang: ReportLanguage): Promise<string> {
  const [path, params, fallback] =
    target.kind === 'merit'
      ? [reportRawCalls.exportMeritList.path, { school_id: String(target.schoolId) }, `merit-list.${format}`]
      : [reportRawCalls.exportRound.path, { round_id: String(target.roundId) }, `admission-round.${format}`];
  return (await downloadStaffFile(path, { ...params, format, lang }, fallback, 'The file could not be made.')).name;
}

/** The report's printable A4 page (opened in a new tab; it signs in with the session cookie). */
export function reportPrintPath(target: ReportTarget, lang: ReportLanguage): string {
  return target.kind === 'merit' ? meritListPrintPath(target.schoolId, lang) : roundPrintPath(target.roundId, lang);
}
