import { IMPORT_CONTENT_TYPES, applicantRawCalls, type ImportPreview } from '@mizan/shared';
import { ApiError, downloadStaffFile, postStaffFile } from '@mizan/shared/browser';

/**
 * The applicant screens' file calls (import, export, the import template):
 * the file is the body or the answer, so they go through the shared staff
 * file calls rather than the JSON client.
 */

type ImportKind = (typeof IMPORT_CONTENT_TYPES)[keyof typeof IMPORT_CONTENT_TYPES];

/** The import's content type from the file's name: browsers disagree on CSV's own type. */
export function importContentType(file: File): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const entry = Object.entries(IMPORT_CONTENT_TYPES).find(([, kind]) => kind === (extension as ImportKind));
  return entry ? entry[0] : null;
}

async function postImportFile<T>(path: string, file: File, params: Record<string, string> = {}): Promise<{ data: T; msg?: string }> {
  const contentType = importContentType(file);
  if (!contentType) throw new ApiError(400, 'Choose a .csv or .xlsx file.');
  return postStaffFile<T>(path, file, contentType, params);
}

/** Check a file without importing anything: every row with its messages. */
export async function previewImport(file: File): Promise<ImportPreview> {
  return (await postImportFile<ImportPreview>(applicantRawCalls.importApplicantsPreview.path, file)).data;
}

/** Import the file in one transaction; `dropInvalid` imports only the clean rows. */
export async function commitImport(file: File, dropInvalid: boolean): Promise<{ imported: number; dropped: number; message?: string }> {
  const answer = await postImportFile<{ imported: number; dropped: number }>(
    applicantRawCalls.importApplicants.path,
    file,
    dropInvalid ? { drop_invalid: '1' } : {},
  );
  return { ...answer.data, message: answer.msg };
}

/** `admin/exportapplicants?format=csv|xlsx` with the table's filters and sort, downloaded. Answers the file's name. */
export async function exportApplicants(query: Record<string, string>, format: 'csv' | 'xlsx'): Promise<string> {
  const path = applicantRawCalls.exportApplicants.path;
  return (await downloadStaffFile(path, { ...query, format }, `applicants.${format}`, 'The file could not be made.')).name;
}

/** `admin/applicanttemplate?format=csv|xlsx`: the blank import file with its columns explained, downloaded. */
export async function downloadApplicantTemplate(format: 'csv' | 'xlsx'): Promise<string> {
  const path = applicantRawCalls.applicantTemplate.path;
  return (await downloadStaffFile(path, { format }, `applicants-template.${format}`, 'The template could not be made.')).name;
}
