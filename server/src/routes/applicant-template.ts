import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicantRawCalls, errorAnswer } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { applicantTemplateCsv, applicantTemplateXlsx } from '../services/applicant-template';
import { CSV_TYPE, XLSX_TYPE } from '../services/applicant-files';
import { authenticate } from '../services/authenticate';
import { contentDisposition } from './raw-file-route';
import { apiUrl } from './register-contract';

export const TEMPLATE_FORMAT_INVALID = 'format must be csv or xlsx';
const templateQuerySchema = z.object({ format: z.enum(['csv', 'xlsx'], { error: TEMPLATE_FORMAT_INVALID }).default('xlsx') });

/** `admin/applicanttemplate?format=csv|xlsx` (ours): the blank applicant import file, for those who may import. */
export async function registerApplicantTemplate(app: FastifyInstance, services: AppServices): Promise<void> {
  const spec = applicantRawCalls.applicantTemplate;
  app.route({
    method: spec.method,
    url: apiUrl(spec),
    schema: {
      operationId: 'applicantTemplate',
      summary: spec.summary,
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      querystring: templateQuerySchema,
      produces: ['text/csv', XLSX_TYPE],
      response: { '4xx': errorAnswer, '5xx': errorAnswer },
    },
    onRequest: async (request) => {
      await authenticate(request, spec.access, services.db, services.tokens);
    },
    handler: async (request, reply) => {
      const { format } = request.query as z.output<typeof templateQuerySchema>;
      const body = format === 'csv' ? applicantTemplateCsv() : await applicantTemplateXlsx();
      return reply
        .header('content-type', format === 'csv' ? CSV_TYPE : XLSX_TYPE)
        .header('content-disposition', contentDisposition('attachment', `applicants-template.${format}`))
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
