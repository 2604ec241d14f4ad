import axios from 'axios';
import {
  IMPORT_CONTENT_TYPES,
  applicantRawCalls,
  type Applicant,
  type ApplicantFormInput,
  type ApplicantHistoryEntry,
  type ImportPreview,
  type InterviewReview,
  type LookupItem,
  type ScoreColumn,
  type YesNoChoice,
} from '@mizan/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, api, requestFingerprint, selectToken, store } from '@mizan/shared/browser';

/**
 * Every call the applicant screens make, in one place, so the screens speak
 * in plain terms and the tests mock one boundary (shared's `api`, and axios
 * for the raw file calls).
 */

/** `admin/getapplicant.php` without filters: the whole list, filtered and sorted in the browser. */
export async function fetchApplicantList(): Promise<{ applicants: Applicant[]; schools: LookupItem[]; scoreColumns: ScoreColumn[] }> {
  const answer = await api.call('listApplicants', {});
  return { ...answer.data, scoreColumns: answer.data.scoreColumns ?? [] };
}

/** The ids of the applicants holding this whole national ID: the server matches it, the list in the browser holds IDs masked. */
export async function findByNationalId(ssn: string): Promise<number[]> {
  const answer = await api.call('listApplicants', { search: ssn });
  return answer.data.applicants.map((applicant) => applicant.id);
}

/** `admin/enrolled.php` / `admin/competent.php` with {id, status}; answers the applicant. */
export async function saveChoice(field: 'enrolled' | 'competent', id: number, status: YesNoChoice): Promise<Applicant> {
  const answer = await api.call(field === 'enrolled' ? 'setEnrolled' : 'setCompetent', { id, status });
  return answer.data;
}

/** Ours, `admin/revealapplicant.php`: the value of a masked field (the server audits every reveal). */
export async function revealApplicantField(applicantId: number, field: 'ssn' | 'competent'): Promise<string> {
  const answer = await api.call('revealApplicant', { applicant_id: applicantId, field });
  return answer.data.value;
}

/** Ours, `admin/newaccesscode.php`: a new access code for the applicant (the old one stops working); answers it. */
export async function renewAccessCode(applicantId: number): Promise<string> {
  const answer = await api.call('renewAccessCode', { applicant_id: applicantId });
  return answer.data.access_code;
}

/** Ours, `admin/applicanthistory.php`: the applicant's audit entries, newest first. */
export async function fetchApplicantHistory(applicantId: number): Promise<ApplicantHistoryEntry[]> {
  const answer = await api.call('applicantHistory', { applicant_id: applicantId });
  return answer.data;
}

/** `admin/getapplicantinterview.php`: the earlier review, or null. */
export async function fetchInterview(applicantId: number): Promise<InterviewReview | null> {
  const answer = await api.call('applicantInterview', { appId: applicantId });
  return answer.data;
}

/** `admin/submitinterview.php`: applicant_id, q1..qN and notes; answers data.parent. */
export async function submitInterview(payload: { applicant_id: number; notes?: string } & Record<string, unknown>): Promise<number> {
  const answer = await api.call('submitInterview', payload);
  return answer.data.parent;
}

/** `admin/getapp.php {applicant_id, spe_only}`: one applicant and the schools. */
export async function fetchApplicantForEdit(applicantId: number, specializationOnly: boolean) {
  const answer = await api.call('getApplicant', { applicant_id: applicantId, spe_only: specializationOnly });
  return answer.data;
}

/** What the applicant form sends: without ssn, an update keeps the stored national ID. */
export type ApplicantSaveInput = Omit<ApplicantFormInput, 'ssn'> & { ssn?: string };

/** `admin/updateapp.php`: add (no applicant_id) or update; answers the applicant record. */
export async function saveApplicant(fields: ApplicantSaveInput, applicantId?: number, reason?: string): Promise<Applicant> {
  // reason: Change Specialization's, kept with the transfer in the applicant's history.
  const answer = await api.call('saveApplicant', applicantId === undefined ? fields : { applicant_id: applicantId, ...fields, ...(reason === undefined ? {} : { reason }) });
  return answer.data;
}

/** Schools and positions for the add-applicant page (the select lookups). */
export async function fetchFormLookups(): Promise<{ schools: LookupItem[]; positions: LookupItem[] }> {
  const [schools, positions] = await Promise.all([api.call('schools'), api.call('positions')]);
  return { schools: schools.data, positions: positions.data };
}

/** `GetPositions`, for the Position field's suggestions. */
export async function fetchPositions(): Promise<LookupItem[]> {
  return (await api.call('positions')).data;
}

// ---- raw-body calls: the file goes as the body, not in the JSON envelope ----

type ImportKind = (typeof IMPORT_CONTENT_TYPES)[keyof typeof IMPORT_CONTENT_TYPES];

/** The import's content type from the file's name: browsers disagree on CSV's own type. */
export function importContentType(file: File): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const entry = Object.entries(IMPORT_CONTENT_TYPES).find(([, kind]) => kind === (extension as ImportKind));
  return entry ? entry[0] : null;
}

function staffHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = selectToken(store.getState());
  return { 'X-Sign': requestFingerprint(), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...extra };
}

/** A blob's text (FileReader: older engines, and jsdom, have no Blob.text()). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function messageOf(body: unknown): Promise<string | null> {
  let value = body;
  if (value instanceof Blob) {
    try {
      value = JSON.parse(await blobText(value));
    } catch {
      return null;
    }
  }
  if (value && typeof value === 'object' && 'msg' in value && typeof value.msg === 'string') return value.msg;
  return null;
}

/** An axios failure as the ApiError every screen understands. */
async function asApiError(error: unknown, fallback: string): Promise<ApiError> {
  if (!axios.isAxiosError(error) || !error.response) return new ApiError(null, NETWORK_ERROR_MESSAGE);
  return new ApiError(error.response.status, (await messageOf(error.response.data)) ?? fallback);
}

async function postFile<T>(path: string, file: File, params: Record<string, string> = {}): Promise<{ data: T; msg?: string }> {
  const contentType = importContentType(file);
  if (!contentType) throw new ApiError(400, 'Choose a .csv or .xlsx file.');
  try {
    const response = await axios.post<{ data: T; msg?: string }>(`/api/${path}`, file, {
      params,
      headers: staffHeaders({ 'Content-Type': contentType }),
      withCredentials: true,
    });
    return response.data;
  } catch (error) {
    throw await asApiError(error, 'The file could not be read.');
  }
}

/** Check a file without importing anything: every row with its messages. */
export async function previewImport(file: File): Promise<ImportPreview> {
  return (await postFile<ImportPreview>(applicantRawCalls.importApplicantsPreview.path, file)).data;
}

/** Import the file in one transaction; `dropInvalid` imports only the clean rows. */
export async function commitImport(file: File, dropInvalid: boolean): Promise<{ imported: number; dropped: number; message?: string }> {
  const answer = await postFile<{ imported: number; dropped: number }>(
    applicantRawCalls.importApplicants.path,
    file,
    dropInvalid ? { drop_invalid: '1' } : {},
  );
  return { ...answer.data, message: answer.msg };
}

/** The file name of a Content-Disposition header, RFC 5987 form first. */
export function fileNameOf(disposition: string | undefined | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * A staff file (GET), fetched as a blob so the bearer token goes with it (a
 * bare link would carry none: staff calls never trust the cookie), then
 * handed to the browser as a download through an object URL. Answers the
 * file's name.
 */
async function downloadFile(path: string, params: Record<string, string>, fallbackName: string, failure: string): Promise<string> {
  let response;
  try {
    response = await axios.get<Blob>(`/api/${path}`, { params, headers: staffHeaders(), withCredentials: true, responseType: 'blob' });
  } catch (error) {
    throw await asApiError(error, failure);
  }
  const headers = response.headers as Record<string, string | undefined>;
  const name = fileNameOf(headers['content-disposition']) ?? fallbackName;
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** `admin/exportapplicants?format=csv|xlsx` with the table's filters and sort, downloaded. Answers the file's name. */
export async function exportApplicants(query: Record<string, string>, format: 'csv' | 'xlsx'): Promise<string> {
  return downloadFile(applicantRawCalls.exportApplicants.path, { ...query, format }, `applicants.${format}`, 'The file could not be made.');
}

/** `admin/applicanttemplate?format=csv|xlsx`: the blank import file with its columns explained, downloaded. */
export async function downloadApplicantTemplate(format: 'csv' | 'xlsx'): Promise<string> {
  return downloadFile(applicantRawCalls.applicantTemplate.path, { format }, `applicants-template.${format}`, 'The template could not be made.');
}
