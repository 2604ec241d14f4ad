import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { errorAnswer, meritListExportQuerySchema, reportRawCalls, roundExportQuerySchema } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { XLSX_TYPE } from '../services/applicant-files';
import { assessmentsSeenBy } from '../services/assessment-records';
import { authenticate, type Caller } from '../services/authenticate';
import { meritListReport } from '../services/reports/merit-list-report';
import { reportFile } from '../services/reports/report-files';
import type { ReportTable } from '../services/reports/report-table';
import { roundReport } from '../services/reports/round-report';
import { contentDisposition } from './raw-file-route';
import { apiUrl } from './register-contract';

type ReportCallName = keyof typeof reportRawCalls;

async function sendReport(reply: FastifyReply, table: ReportTable, format: 'csv' | 'xlsx') {
  const file = await reportFile(table, format, new Date().toISOString().slice(0, 10));
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The merit list and an admission round as CSV or .xlsx (ours;
 * `reportRawCalls` in the shared contract): GETs with the query's school or
 * round, format and language, answered as a download.
 */
export async function registerReportFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  const callers = new WeakMap<object, Caller>();
  const route = <Query extends z.ZodType>(
    name: ReportCallName,
    querystring: Query,
    table: (caller: Caller, query: z.output<Query>) => Promise<ReportTable>,
  ) => {
    const spec = reportRawCalls[name];
    app.route({
      method: spec.method,
      url: apiUrl(spec),
      schema: {
        operationId: name,
        summary: spec.summary,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring,
        produces: ['text/csv', XLSX_TYPE],
        response: { '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: async (request) => {
        const caller = await authenticate(request, spec.access, services.db, services.tokens);
        if (caller) callers.set(request, caller);
      },
      handler: async (request, reply) => {
        const caller = callers.get(request);
        if (!caller) throw new Error('The report file was not authorised.');
        const query = request.query as z.output<Query> & { format: 'csv' | 'xlsx' };
        return sendReport(reply, await table(caller, query), query.format);
      },
    });
  };

  route('exportMeritList', meritListExportQuerySchema, (caller, query) =>
    meritListReport(services.db, query.school_id, assessmentsSeenBy(caller), query.lang),
  );
  route('exportRound', roundExportQuerySchema, (caller, query) => roundReport(services.db, caller, query.round_id, query.lang));
}
