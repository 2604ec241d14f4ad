import axios from 'axios';
import { questionFileRawCalls, type QuestionFileFormat, type QuestionFilePreview } from '@mizan/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, requestFingerprint, selectToken, store } from '@mizan/shared/browser';

/**
 * The question files' raw calls (admin/importquestions, admin/exportquestions):
 * the file goes as the body, and the export comes back as a file, so they
 * are made with the token by hand rather than through the JSON client.
 */
function staffHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = selectToken(store.getState());
  return { 'X-Sign': requestFingerprint(), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...extra };
}

async function messageOf(body: unknown): Promise<string | null> {
  let value = body;
  if (value instanceof Blob) {
    try {
      value = JSON.parse(await value.text());
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && 'msg' in value && typeof value.msg === 'string' ? value.msg : null;
}

async function asApiError(error: unknown, fallback: string): Promise<ApiError> {
  if (!axios.isAxiosError(error) || !error.response) return new ApiError(null, NETWORK_ERROR_MESSAGE);
  return new ApiError(error.response.status, (await messageOf(error.response.data)) ?? fallback);
}

/** The file's content type from its name: .xml is Moodle XML, .zip a QTI 3.0 package. */
export function questionFileType(file: File): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'xml') return 'application/xml';
  if (extension === 'zip') return 'application/zip';
  return null;
}

export const QUESTION_FILE_CHOOSE = 'Choose a Moodle XML file (.xml) or a QTI 3.0 package (.zip).';

async function postQuestionFile<T>(file: File, params: Record<string, string>): Promise<{ data: T; msg?: string }> {
  const type = questionFileType(file);
  if (!type) throw new ApiError(400, QUESTION_FILE_CHOOSE);
  try {
    const response = await axios.post<{ data: T; msg?: string }>(`/api/${questionFileRawCalls.importQuestions.path}`, file, {
      params,
      headers: staffHeaders({ 'Content-Type': type }),
      withCredentials: true,
    });
    return response.data;
  } catch (error) {
    throw await asApiError(error, 'The file could not be read.');
  }
}

const into = (assessmentId?: number): Record<string, string> => (assessmentId === undefined ? {} : { assessment: String(assessmentId) });

/** What the file would bring, saving nothing. */
export async function previewQuestionFile(file: File, assessmentId?: number): Promise<QuestionFilePreview> {
  return (await postQuestionFile<QuestionFilePreview>(file, { preview: '1', ...into(assessmentId) })).data;
}

/** Imports the file's importable questions into the bank, or into the assessment; answers the server's message. */
export async function importQuestionFile(file: File, assessmentId?: number): Promise<{ imported: number; skipped: number; ids: (number | string)[]; message: string }> {
  const answer = await postQuestionFile<{ imported: number; skipped: number; ids: (number | string)[] }>(file, into(assessmentId));
  return { ...answer.data, message: answer.msg ?? '' };
}

function fileNameOf(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // the plain form follows
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() ?? null;
}

/** Downloads the questions (bank ids, or an assessment) as a Moodle XML file or a QTI 3.0 package; answers the file's name and how many were left out. */
export async function exportQuestionFile(format: QuestionFileFormat, selection: { ids: number[] } | { assessment: number }): Promise<{ name: string; skipped: number }> {
  const params = 'ids' in selection ? { format, ids: selection.ids.join(',') } : { format, assessment: String(selection.assessment) };
  let response;
  try {
    response = await axios.get<Blob>(`/api/${questionFileRawCalls.exportQuestions.path}`, { params, headers: staffHeaders(), withCredentials: true, responseType: 'blob' });
  } catch (error) {
    throw await asApiError(error, 'The file could not be made.');
  }
  const headers = response.headers as Record<string, string | undefined>;
  const name = fileNameOf(headers['content-disposition']) ?? (format === 'qti3' ? 'questions-qti3.zip' : 'questions-moodle.xml');
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { name, skipped: Number(headers['x-skipped-questions'] ?? 0) };
}
