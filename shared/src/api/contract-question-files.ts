import { z } from 'zod';
import type { Question } from '../questions/question';
import { QUESTION_TYPES } from '../questions/question-types';
import { requiresFlag } from './access';
import type { RawCallSpec } from './call-spec';

/**
 * Question files (ours): a Moodle XML file, a QTI 3.0 package or a GIFT
 * text file in, any of them out. The file is the raw request body, as the applicants import
 * takes it; spread into `rawCalls` in contract.ts so /api/docs lists them.
 */
export const QUESTION_FILE_CONTENT_TYPES = {
  'application/xml': 'moodlexml',
  'text/xml': 'moodlexml',
  'application/zip': 'qti3',
  'application/x-zip-compressed': 'qti3',
  'text/plain': 'gift',
} as const;
export type QuestionFileFormat = 'moodlexml' | 'qti3' | 'gift';
export const QUESTION_FILE_FORMATS = ['moodlexml', 'qti3', 'gift'] as const;

/** Largest question file (a package's pictures included). */
export const QUESTION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Most bytes a package may unpack to, all files together (a zip bomb stops here). */
export const QUESTION_PACKAGE_MAX_UNPACKED = 40 * 1024 * 1024;
/** Most files in a package. */
export const QUESTION_PACKAGE_MAX_FILES = 2000;
/** Most questions one file may bring. */
export const QUESTION_FILE_MAX_QUESTIONS = 1000;

export const QUESTION_FILE_TOO_LARGE = `The file is larger than ${QUESTION_FILE_MAX_BYTES / (1024 * 1024)} MB; split it into smaller files.`;
export const QUESTION_FILE_EMPTY = 'Send the question file as the request body.';
export const QUESTION_FILE_TYPE_REFUSED =
  'Send a Moodle XML file (application/xml), a QTI 3.0 package (application/zip) or a GIFT text file (text/plain), with its Content-Type.';
export const QUESTION_FILE_NOT_XML = 'This is not a readable XML file';
export const QUESTION_FILE_HAS_DOCTYPE = 'The file declares a DOCTYPE or entities; question files never need them, so it was refused.';
export const QUESTION_FILE_NOT_MOODLE = 'This is not a Moodle XML question file: its top element must be <quiz>.';
export const QUESTION_FILE_NOT_GIFT = 'This is not a GIFT question file: no question in it has its answers in braces { }.';
export const QUESTION_FILE_NOT_ZIP = 'This is not a readable zip package.';
export const QUESTION_PACKAGE_NO_MANIFEST = 'The package has no imsmanifest.xml at its top, so it is not a QTI 3.0 package.';
export const QUESTION_PACKAGE_TOO_BIG = `The package unpacks to more than ${QUESTION_PACKAGE_MAX_UNPACKED / (1024 * 1024)} MB or holds more than ${QUESTION_PACKAGE_MAX_FILES} files; split it into smaller packages.`;
export const QUESTION_FILE_TOO_MANY = `A file may bring at most ${QUESTION_FILE_MAX_QUESTIONS} questions; split it.`;
export const QUESTION_FILE_NOTHING_TO_IMPORT = 'Nothing in this file can be imported; the preview says why for each question.';
export const QUESTION_IMPORT_PUBLISHED = 'This assessment is published. Pull it first, then import questions into it.';
export const QUESTION_EXPORT_NOTHING = 'Choose an assessment or bank questions to export.';
export const QUESTION_EXPORT_NONE_FOUND = 'None of these questions is in the bank any more.';
export const QUESTION_EXPORT_READ_ONLY =
  'You may only read these questions, and a question file carries answer keys: only their owners, the authors they share them with for editing, and administrators may export them.';

/** One question of the file as the preview shows it. */
export const questionFileItemSchema = z.object({
  /** 1-based position in the file. */
  index: z.number(),
  /** The question's name or title in the file. */
  name: z.string(),
  /** Its type in the file (Moodle's qtype, QTI's interaction). */
  sourceType: z.string(),
  /** Our type it becomes, or null when skipped. */
  type: z.enum(QUESTION_TYPES).nullable(),
  /** Why it is skipped, or null when it imports. */
  skipped: z.string().nullable(),
  /** What is lost or changed on the way in (a dropped picture, partial credit of a single answer, …). */
  notes: z.array(z.string()),
});
export const questionFilePreviewSchema = z.object({
  format: z.enum(QUESTION_FILE_FORMATS),
  total: z.number(),
  importable: z.number(),
  skipped: z.number(),
  /** Importable questions per our type. */
  byType: z.record(z.string(), z.number()),
  items: z.array(questionFileItemSchema),
  /** The importable questions as they would be saved (answer keys included: a staff call), for a builder to add to its draft. */
  questions: z.array(z.custom<Question>((value) => typeof value === 'object' && value !== null)),
});
export type QuestionFilePreview = z.output<typeof questionFilePreviewSchema>;
export const questionFileImportedSchema = z.object({
  imported: z.number(),
  skipped: z.number(),
  /** Bank ids, or the question ids added to the assessment. */
  ids: z.array(z.union([z.number(), z.string()])),
});

const wholeId = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? undefined : value),
  z.coerce
    .number({ error: 'assessment must be an assessment id' })
    .int('assessment must be an assessment id')
    .positive('assessment must be an assessment id')
    .optional(),
);

export const questionImportQuerySchema = z.object({
  preview: z.preprocess((value) => ['1', 'true', 'yes'].includes(String(value ?? '').toLowerCase()), z.boolean()),
  assessment: wholeId,
});

export const questionExportQuerySchema = z.object({
  format: z.enum(QUESTION_FILE_FORMATS, { error: 'format must be moodlexml, qti3 or gift' }),
  assessment: wholeId,
  /** Bank ids, comma-separated. */
  ids: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'ids must be bank question ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map((id) => Number(id.trim())))])
    .refine((ids) => ids.length <= 2000, 'Export at most 2000 questions at once')
    .optional(),
});

export const questionFileRawCalls = {
  importQuestions: {
    method: 'POST',
    path: 'admin/importquestions',
    access: requiresFlag('exam'),
    consumes: Object.keys(QUESTION_FILE_CONTENT_TYPES),
    summary:
      `Import questions from a Moodle XML file (application/xml), a QTI 3.0 package (application/zip) or a GIFT text file (text/plain, UTF-8) sent as the raw body (at most ${QUESTION_FILE_MAX_BYTES / (1024 * 1024)} MB; X-Sign the 64-hex fingerprint). ` +
      '?preview=1 answers { data: preview } (each question: what it becomes, or why it is skipped, and what is lost) and saves nothing; ' +
      'otherwise the importable questions are saved in one transaction into the bank, or with ?assessment=<id> appended to that draft assessment. Answers { data: { imported, skipped, ids }, msg }',
    ours: true,
  },
  exportQuestions: {
    method: 'GET',
    path: 'admin/exportquestions',
    access: requiresFlag('exam'),
    summary:
      'The questions of an assessment (?assessment=<id>) or of the bank (?ids=1,2,3) as ?format=moodlexml (one XML file), qti3 (a zip package) or gift (one UTF-8 text file). Types neither format carries are left out; X-Skipped-Questions says how many. A file carries answer keys, so bank questions the caller may only read are left out too (X-Read-Only-Questions says how many; 403 when that is all of them)',
    ours: true,
  },
} as const satisfies Record<string, RawCallSpec>;
