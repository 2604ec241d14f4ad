import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  IMPORT_CONTENT_TYPES,
  IMPORT_MAX_BYTES,
  MASKED_FIELDS,
  answer,
  applicantExportQuerySchema,
  applicantRawCalls,
  errorAnswer,
  importPreviewSchema,
  importResultSchema,
  mayRevealApplicantData,
  maySeeAccessCodes,
  type Access,
} from '@mizan/shared';
import type { AppServices } from '../app-services';
import type { Database } from '../db/schema';
import { HttpError, badRequest, conflict } from '../errors';
import { applicantsCsv, applicantsXlsx, checkImport, CSV_TYPE, XLSX_TYPE, type ImportContext } from '../services/applicant-files';
import { findApplicants, listSchools } from '../services/applicant-records';
import { scoreColumns } from '../services/assessment-scores';
import { schoolsByLowerName } from '../services/applicant-import-checks';
import { applicantsFor, filterFor, withoutAccessCode } from '../services/applicant-masking';
import { writeAudit } from '../services/audit';
import { authenticate, type Caller } from '../services/authenticate';
import { isUniqueViolation } from '../services/db-errors';
import { contentDisposition, SIGN_HEADER_MALFORMED } from './media';
import { apiUrl } from './register-contract';

export const IMPORT_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB; split it into smaller files.`;
export const IMPORT_EMPTY_BODY = 'Send the file as the request body.';
export const IMPORT_TYPE_REFUSED = 'Send a CSV (text/csv) or Excel (.xlsx) file, with its Content-Type.';
export const IMPORT_RACED = 'Another applicant with one of these national IDs was added meanwhile; nothing was imported. Check the file again.';

export function importRefusedMessage(invalid: number): string {
  return `${invalid} row${invalid === 1 ? ' has' : 's have'} problems, so nothing was imported. Fix ${invalid === 1 ? 'it' : 'them'} and try again, or choose to drop the rows with problems.`;
}
export function importedMessage(imported: number, dropped: number): string {
  const base = `${imported} applicant${imported === 1 ? ' was' : 's were'} imported.`;
  return dropped > 0 ? `${base} ${dropped} row${dropped === 1 ? '' : 's'} with problems ${dropped === 1 ? 'was' : 'were'} left out.` : base;
}

const SIGN = /^[0-9a-f]{64}$/i;
const INSERT_CHUNK = 500;

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What the import needs from the database to check rows. */
async function importContext(db: Kysely<Database>): Promise<ImportContext> {
  const schools = await listSchools(db);
  return {
    schoolsByName: schoolsByLowerName(schools),
    schoolIds: new Set(schools.map((school) => school.id)),
    async existing(ssns) {
      const holders = new Map<string, { id: number; name: string }>();
      for (let start = 0; start < ssns.length; start += 5000) {
        const chunk = ssns.slice(start, start + 5000);
        const rows = await db.selectFrom('applicants').select(['id', 'name', 'ssn']).where('ssn', 'in', chunk).execute();
        for (const row of rows) holders.set(row.ssn, { id: row.id, name: row.name });
      }
      return holders;
    },
  };
}

/** `YYYY-MM-DD` of today, for file names. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The applicant files (ours; `applicantRawCalls` in the shared contract):
 * import preview and import take the file as the raw body (CSV or .xlsx, at
 * most IMPORT_MAX_BYTES), the export answers a file. Bearer token and flag
 * are checked before the body is read, exactly like contract calls.
 */
export async function registerApplicantFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const type of Object.keys(IMPORT_CONTENT_TYPES)) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    }
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, IMPORT_TOO_LARGE);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw badRequest(IMPORT_TYPE_REFUSED);
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
      if (Number.isFinite(declaredLength) && declaredLength > IMPORT_MAX_BYTES) throw new HttpError(413, IMPORT_TOO_LARGE);
    };
    const fileOf = (request: FastifyRequest): Buffer => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest(IMPORT_EMPTY_BODY);
      return request.body;
    };

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
      handler: async (request) => {
        const { preview: result } = await checkImport(fileOf(request), await importContext(services.db));
        return { data: result };
      },
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
        const actor = callers.get(request);
        if (!actor) throw new Error('The import was not authorised.');
        const dropInvalid = ['1', 'true', 'yes'].includes(String((request.query as Record<string, unknown>).drop_invalid ?? '').toLowerCase());
        const { rows } = await checkImport(fileOf(request), await importContext(services.db));
        const clean = rows.flatMap((row) => (row.applicant ? [{ fields: row.applicant, accessCode: row.accessCode }] : []));
        const dropped = rows.length - clean.length;
        if (dropped > 0 && !dropInvalid) throw badRequest(importRefusedMessage(dropped));
        try {
          // One transaction: every clean row goes in, or none does.
          await services.db.transaction().execute(async (transaction) => {
            for (let start = 0; start < clean.length; start += INSERT_CHUNK) {
              const chunk = clean.slice(start, start + INSERT_CHUNK);
              const inserted = await transaction
                .insertInto('applicants')
                .values(
                  chunk.map(({ fields: applicant, accessCode }) => ({
                    ...applicant,
                    career: applicant.career ?? '',
                    cmatch: applicant.cmatch ?? '',
                    position: applicant.position ?? '',
                    job: applicant.job ?? null,
                    ...(accessCode ? { access_code: accessCode } : {}),
                    created_by: actor.user.id,
                  })),
                )
                .returning(['id'])
                .execute();
              await transaction
                .insertInto('audit_log')
                .values(
                  inserted.map((row, index) => ({
                    actor_user_id: actor.user.id,
                    action: 'applicant.add',
                    subject_type: 'applicant',
                    subject_id: String(row.id),
                    // Never the access code: the log is read by more people than may see codes.
                    details: JSON.stringify({ ...chunk[index].fields, via: 'import' }),
                  })),
                )
                .execute();
            }
            await writeAudit(transaction, {
              actorUserId: actor.user.id,
              action: 'applicant.import',
              subjectType: 'applicant',
              subjectId: null,
              details: { imported: clean.length, dropped },
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(IMPORT_RACED);
          throw error;
        }
        return { data: { imported: clean.length, dropped }, msg: importedMessage(clean.length, dropped) };
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
        const viewer = callers.get(request);
        if (!viewer) throw new Error('The export was not authorised.');
        // A file is a bulk reveal: whole IDs (so it can be imported back) only for staff who may reveal them, and every such export is audited.
        const found = await findApplicants(services.db, filterFor(viewer, filter));
        const whole = mayRevealApplicantData(viewer.flags);
        const withCodes = maySeeAccessCodes(viewer.flags);
        const applicants = whole ? (withCodes ? found : found.map(withoutAccessCode)) : applicantsFor(viewer, found);
        if (whole) {
          await writeAudit(services.db, {
            actorUserId: viewer.user.id,
            action: 'applicant.export',
            subjectType: 'applicants',
            subjectId: null,
            details: { format, count: applicants.length, filter, fields: withCodes ? [...MASKED_FIELDS, 'access_code'] : MASKED_FIELDS },
          });
        }
        const name = `applicants-${today()}.${format}`;
        const columns = await scoreColumns(services.db);
        const body = format === 'xlsx' ? await applicantsXlsx(applicants, 'Applicants', columns) : applicantsCsv(applicants, columns);
        return reply
          .header('content-type', format === 'xlsx' ? XLSX_TYPE : CSV_TYPE)
          .header('content-disposition', contentDisposition('attachment', name))
          .header('cache-control', 'no-store')
          .send(body);
      },
    });
  });
}
