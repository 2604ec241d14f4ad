import type { FastifyInstance } from 'fastify';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_BYTES,
  answer,
  applicantExportQuerySchema,
  applicantRawCalls,
  errorAnswer,
  importPreviewSchema,
  importResultSchema,
} from '@mizan/shared';
import type { AppServices } from '../app-services';
import { exportApplicants } from '../services/applicant-export';
import { XLSX_TYPE } from '../services/applicant-files';
import { importApplicants, previewImport } from '../services/applicant-import';
import { acceptRawFiles, contentDisposition, fileBody, staffFileCalls } from './raw-file-route';
import { apiUrl } from './register-contract';

export const IMPORT_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB; split it into smaller files.`;
export const IMPORT_EMPTY_BODY = 'Send the file as the request body.';
export const IMPORT_TYPE_REFUSED = 'Send a CSV (text/csv) or Excel (.xlsx) file, with its Content-Type.';

export function importedMessage(imported: number, dropped: number): string {
  const base = `${imported} applicant${imported === 1 ? ' was' : 's were'} imported.`;
  return dropped > 0 ? `${base} ${dropped} row${dropped === 1 ? '' : 's'} with problems ${dropped === 1 ? 'was' : 'were'} left out.` : base;
}

const LIMITS = {
  contentTypes: Object.keys(IMPORT_CONTENT_TYPES),
  maxBytes: IMPORT_MAX_BYTES,
  tooLargeMessage: IMPORT_TOO_LARGE,
  typeRefusedMessage: IMPORT_TYPE_REFUSED,
};

/** `YYYY-MM-DD` of today, for file names. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The applicant files (ours; `applicantRawCalls` in the shared contract):
 * import preview and import take the file as the raw body (CSV or .xlsx, at
 * most IMPORT_MAX_BYTES), the export answers a file.
 */
export async function registerApplicantFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    acceptRawFiles(scope, LIMITS);
    const { authorized, callerOf } = staffFileCalls(services, LIMITS);

    const preview = applicantRawCalls.importApplicantsPreview;
    scope.route({
      method: preview.method,
      url: apiUrl(preview),
      schema: {
        operationId: 'importApplicantsPreview',
        summary: preview.summary,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        consumes: [...preview.consumes],
        response: { 200: answer(importPreviewSchema), '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: authorized(preview.access, true),
      handler: async (request) => ({ data: await previewImport(services.db, fileBody(request, IMPORT_EMPTY_BODY)) }),
    });

    const commit = applicantRawCalls.importApplicants;
    scope.route({
      method: commit.method,
      url: apiUrl(commit),
      schema: {
        operationId: 'importApplicants',
        summary: commit.summary,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        consumes: [...commit.consumes],
        response: { 200: answer(importResultSchema), '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: authorized(commit.access, true),
      handler: async (request) => {
        const dropInvalid = ['1', 'true', 'yes'].includes(
          String((request.query as Record<string, unknown>).drop_invalid ?? '').toLowerCase(),
        );
        const result = await importApplicants(services.db, callerOf(request), fileBody(request, IMPORT_EMPTY_BODY), dropInvalid);
        return { data: result, msg: importedMessage(result.imported, result.dropped) };
      },
    });

    const exported = applicantRawCalls.exportApplicants;
    scope.route({
      method: exported.method,
      url: apiUrl(exported),
      schema: {
        operationId: 'exportApplicants',
        summary: exported.summary,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: applicantExportQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
        response: { '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: authorized(exported.access, false),
      handler: async (request, reply) => {
        const { format = 'csv', ...filter } = request.query as ReturnType<typeof applicantExportQuerySchema.parse>;
        const file = await exportApplicants(services.db, callerOf(request), filter, format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition('attachment', `applicants-${today()}.${format}`))
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });
  });
}
