import { questionFileRawCalls, type QuestionFileFormat, type QuestionFilePreview } from '@mizan/shared';
import { ApiError, downloadStaffFile, postStaffFile } from '@mizan/shared/browser';

/**
 * The question files' raw calls (admin/importquestions, admin/exportquestions):
 * the file goes as the body, and the export comes back as a file, so they go
 * through the shared staff file calls rather than the JSON client.
 */

/** The file's content type from its name: .xml is Moodle XML, .zip a QTI 3.0 package, .gift or .txt GIFT (Moodle exports GIFT as .txt). */
export function questionFileType(file: File): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension === 'xml') return 'application/xml';
  if (extension === 'zip') return 'application/zip';
  if (extension === 'gift' || extension === 'txt') return 'text/plain';
  return null;
}

export const QUESTION_FILE_CHOOSE = 'Choose a Moodle XML file (.xml), a QTI 3.0 package (.zip) or a GIFT file (.gift or .txt).';

async function postQuestionFile<T>(file: File, params: Record<string, string>): Promise<{ data: T; msg?: string }> {
  const type = questionFileType(file);
  if (!type) throw new ApiError(400, QUESTION_FILE_CHOOSE);
  return postStaffFile<T>(questionFileRawCalls.importQuestions.path, file, type, params);
}

const into = (assessmentId?: number): Record<string, string> => (assessmentId === undefined ? {} : { assessment: String(assessmentId) });

/** What the file would bring, saving nothing. */
export async function previewQuestionFile(file: File, assessmentId?: number): Promise<QuestionFilePreview> {
  return (await postQuestionFile<QuestionFilePreview>(file, { preview: '1', ...into(assessmentId) })).data;
}

/** Imports the file's importable questions into the bank, or into the assessment; answers the server's message. */
export async function importQuestionFile(
  file: File,
  assessmentId?: number,
): Promise<{ imported: number; skipped: number; ids: (number | string)[]; message: string }> {
  const answer = await postQuestionFile<{ imported: number; skipped: number; ids: (number | string)[] }>(file, into(assessmentId));
  return { ...answer.data, message: answer.msg ?? '' };
}

/**
 * Downloads the questions (bank ids, or an assessment) as a Moodle XML file,
 * a QTI 3.0 package or a GIFT text file; answers the file's name and how many were left out:
 * of a type the format cannot carry, or bank questions the caller may only
 * read (a file carries answer keys).
 */
export async function exportQuestionFile(
  format: QuestionFileFormat,
  selection: { ids: number[] } | { assessment: number },
): Promise<{ name: string; skipped: number; readOnly: number }> {
  const params: Record<string, string> =
    'ids' in selection ? { format, ids: selection.ids.join(',') } : { format, assessment: String(selection.assessment) };
  const fallbackName = { qti3: 'questions-qti3.zip', moodlexml: 'questions-moodle.xml', gift: 'questions-gift.txt' }[format];
  const { name, headers } = await downloadStaffFile(
    questionFileRawCalls.exportQuestions.path,
    params,
    fallbackName,
    'The file could not be made.',
  );
  return { name, skipped: Number(headers['x-skipped-questions'] ?? 0), readOnly: Number(headers['x-read-only-questions'] ?? 0) };
}
