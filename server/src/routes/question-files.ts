import type { FastifyInstance } from 'fastify';
import {
  QUESTION_EXPORT_NONE_FOUND,
  QUESTION_FILE_CONTENT_TYPES,
  QUESTION_FILE_EMPTY,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_FILE_TOO_LARGE,
  QUESTION_FILE_TYPE_REFUSED,
  answer,
  errorAnswer,
  mimeEssence,
  questionExportQuerySchema,
  questionFileImportedSchema,
  questionFilePreviewSchema,
  questionFileRawCalls,
  questionImportQuerySchema,
  type QuestionFileFormat,
} from '@mizan/shared';
import { z } from 'zod';
import type { AppServices } from '../app-services';
import { badRequest } from '../errors';
import { questionsToExport, type ExportEntry } from '../services/question-files/export-source';
import { writeGift } from '../services/question-files/gift-write';
import { importedMessage, previewOf, readQuestionFile, saveImported } from '../services/question-files/import-questions';
import { withOwnPicturesInline } from '../services/question-files/moodle-own-pictures';
import { writeMoodleXml } from '../services/question-files/moodle-write';
import { writeQtiPackage } from '../services/question-files/qti-write';
import { acceptRawFiles, contentDisposition, fileBody, headerOf, staffFileCalls } from './raw-file-route';
import { apiUrl } from './register-contract';

const LIMITS = {
  contentTypes: Object.keys(QUESTION_FILE_CONTENT_TYPES),
  maxBytes: QUESTION_FILE_MAX_BYTES,
  tooLargeMessage: QUESTION_FILE_TOO_LARGE,
  typeRefusedMessage: QUESTION_FILE_TYPE_REFUSED,
};

function parsedQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Bad query.');
  return result.data;
}

/** The questions written in the format, with its content type and the end of its file name. */
function questionFile(format: QuestionFileFormat, entries: readonly ExportEntry[]) {
  if (format === 'moodlexml') {
    const { xml, skipped } = writeMoodleXml(entries);
    return { type: 'application/xml; charset=utf-8', suffix: 'moodle.xml', body: xml, skipped };
  }
  if (format === 'gift') {
    const { text, skipped } = writeGift(entries);
    return { type: 'text/plain; charset=utf-8', suffix: 'gift.txt', body: text, skipped };
  }
  const { zip, skipped } = writeQtiPackage(entries);
  return { type: 'application/zip', suffix: 'qti3.zip', body: Buffer.from(zip), skipped };
}

/**
 * Question files (ours; `questionFileRawCalls` in the shared contract): the
 * import takes a Moodle XML file, a QTI 3.0 package or a GIFT text file as
 * the raw body, the export answers one.
 */
export async function registerQuestionFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    acceptRawFiles(scope, LIMITS);
    const { authorized, callerOf } = staffFileCalls(services, LIMITS);

    const imported = questionFileRawCalls.importQuestions;
    scope.route({
      method: imported.method,
      url: apiUrl(imported),
      schema: {
        operationId: 'importQuestions',
        summary: imported.summary,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        consumes: [...imported.consumes],
        response: {
          200: z.union([answer(questionFilePreviewSchema), z.object({ data: questionFileImportedSchema, msg: z.string() })]),
          '4xx': errorAnswer,
          '5xx': errorAnswer,
        },
      },
      onRequest: authorized(imported.access, true),
      handler: async (request) => {
        const query = parsedQuery(questionImportQuerySchema, request.query);
        const contentType = mimeEssence(headerOf(request, 'content-type') ?? '') as keyof typeof QUESTION_FILE_CONTENT_TYPES;
        const format = QUESTION_FILE_CONTENT_TYPES[contentType];
        if (!format) throw badRequest(QUESTION_FILE_TYPE_REFUSED);
        const items = readQuestionFile(format, fileBody(request, QUESTION_FILE_EMPTY));
        if (query.preview) return { data: previewOf(format, items) };
        const result = await saveImported(services.db, callerOf(request), format, items, query.assessment);
        return {
          data: result,
          msg: importedMessage(result.imported, result.skipped, query.assessment === undefined ? 'bank' : 'assessment'),
        };
      },
    });

    const exported = questionFileRawCalls.exportQuestions;
    scope.route({
      method: exported.method,
      url: apiUrl(exported),
      schema: {
        operationId: 'exportQuestions',
        summary: exported.summary,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        produces: ['application/xml', 'application/zip', 'text/plain'],
        response: { '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: authorized(exported.access, false),
      handler: async (request, reply) => {
        const query = parsedQuery(questionExportQuerySchema, request.query);
        const { entries, name, readOnly } = await questionsToExport(services.db, callerOf(request), query);
        if (query.ids && entries.length === 0) throw badRequest(QUESTION_EXPORT_NONE_FOUND);
        const file = questionFile(query.format, query.format === 'qti3' ? entries : await withOwnPicturesInline(entries, services.media));
        return reply
          .header('content-type', file.type)
          .header('content-disposition', contentDisposition('attachment', `${name}-${file.suffix}`))
          .header('x-skipped-questions', String(file.skipped))
          .header('x-read-only-questions', String(readOnly))
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });
  });
}
