import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  QUESTION_EXPORT_NONE_FOUND,
  QUESTION_FILE_CONTENT_TYPES,
  QUESTION_FILE_EMPTY,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_FILE_TOO_LARGE,
  QUESTION_FILE_TYPE_REFUSED,
  answer,
  errorAnswer,
  questionExportQuerySchema,
  questionFileImportedSchema,
  questionFilePreviewSchema,
  questionFileRawCalls,
  questionImportQuerySchema,
  type Access,
} from '@mizan/shared';
import { z } from 'zod';
import type { AppServices } from '../app-services';
import { HttpError, badRequest } from '../errors';
import { authenticate, type Caller } from '../services/authenticate';
import { questionsToExport } from '../services/question-files/export-source';
import { importedMessage, previewOf, readQuestionFile, saveImported } from '../services/question-files/import-questions';
import { writeMoodleXml } from '../services/question-files/moodle-write';
import { writeQtiPackage } from '../services/question-files/qti-write';
import { contentDisposition, SIGN_HEADER_MALFORMED } from './media';
import { apiUrl } from './register-contract';

const SIGN = /^[0-9a-f]{64}$/i;

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parsedQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Bad query.');
  return result.data;
}

/**
 * Question files (ours; `questionFileRawCalls` in the shared contract): the
 * import takes a Moodle XML file or a QTI 3.0 package as the raw body, the
 * export answers one. Token and `exam` flag are checked before the body is
 * read, as for contract calls.
 */
export async function registerQuestionFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of Object.keys(QUESTION_FILE_CONTENT_TYPES)) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: QUESTION_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
    }
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, QUESTION_FILE_TOO_LARGE);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw badRequest(QUESTION_FILE_TYPE_REFUSED);
      throw error;
    });

    const callers = new WeakMap<FastifyRequest, Caller>();
    const authorized = (access: Access, takesFile: boolean) => async (request: FastifyRequest) => {
      const caller = await authenticate(request, access, services.db, services.tokens);
      if (!caller) throw new Error('A flag call authenticated no one.');
      callers.set(request, caller);
      if (!takesFile) return;
      if (!SIGN.test(headerOf(request, 'x-sign') ?? '')) throw badRequest(SIGN_HEADER_MALFORMED);
      const declaredLength = Number(headerOf(request, 'content-length'));
      if (Number.isFinite(declaredLength) && declaredLength > QUESTION_FILE_MAX_BYTES) throw new HttpError(413, QUESTION_FILE_TOO_LARGE);
    };
    const callerOf = (request: FastifyRequest): Caller => {
      const caller = callers.get(request);
      if (!caller) throw new Error('The call was not authorised.');
      return caller;
    };

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
        response: { 200: z.union([answer(questionFilePreviewSchema), z.object({ data: questionFileImportedSchema, msg: z.string() })]), '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: authorized(imported.access, true),
      handler: async (request) => {
        const query = parsedQuery(questionImportQuerySchema, request.query);
        const contentType = (headerOf(request, 'content-type') ?? '').split(';')[0].trim().toLowerCase() as keyof typeof QUESTION_FILE_CONTENT_TYPES;
        const format = QUESTION_FILE_CONTENT_TYPES[contentType];
        if (!format) throw badRequest(QUESTION_FILE_TYPE_REFUSED);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest(QUESTION_FILE_EMPTY);
        const items = readQuestionFile(format, request.body);
        if (query.preview) return { data: previewOf(format, items) };
        const result = await saveImported(services.db, callerOf(request), format, items, query.assessment);
        return { data: result, msg: importedMessage(result.imported, result.skipped, query.assessment === undefined ? 'bank' : 'assessment') };
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
        produces: ['application/xml', 'application/zip'],
        response: { '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: authorized(exported.access, false),
      handler: async (request, reply) => {
        const query = parsedQuery(questionExportQuerySchema, request.query);
        const { entries, name } = await questionsToExport(services.db, callerOf(request), query);
        const written = query.format === 'moodlexml' ? writeMoodleXml(entries) : writeQtiPackage(entries);
        if (query.ids && entries.length === 0) throw badRequest(QUESTION_EXPORT_NONE_FOUND);
        const isXml = 'xml' in written;
        return reply
          .header('content-type', isXml ? 'application/xml; charset=utf-8' : 'application/zip')
          .header('content-disposition', contentDisposition('attachment', `${name}-${isXml ? 'moodle.xml' : 'qti3.zip'}`))
          .header('x-skipped-questions', String(written.skipped))
          .header('cache-control', 'no-store')
          .send(isXml ? written.xml : Buffer.from(written.zip));
      },
    });
  });
}
