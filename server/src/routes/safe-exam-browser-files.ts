import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorAnswer, safeExamBrowserRawCalls, sebConfigQuerySchema } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { authenticate, type Caller } from '../services/authenticate';
import { visibleAssessment } from '../services/assessment-access';
import { siteBase } from '../services/safe-exam-browser/request-urls';
import { SEB_CONTENT_TYPE, sebConfigFile, type SebConfigFile } from '../services/safe-exam-browser/seb-config-file';
import { SEB_QUIT_PATH } from '../services/safe-exam-browser/seb-settings';
import { contentDisposition } from './raw-file-route';
import { apiUrl } from './register-contract';

/** Where SEB goes when the exam is over (its quitURL): SEB quits on the way; any other browser reads this. */
const QUIT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Safe Exam Browser may be closed</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px">
<h1 style="font-size:24px">Safe Exam Browser may be closed</h1>
<p>The exam is over on this device.</p>
<p lang="ar" dir="rtl">انتهى الاختبار على هذا الجهاز، ويمكن إغلاق Safe Exam Browser.</p>
</body></html>
`;

function sendSebFile(reply: FastifyReply, file: SebConfigFile) {
  return reply
    .header('content-type', SEB_CONTENT_TYPE)
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * The .seb files (staff: admin/getsebconfig.php; applicants: emp/sebconfig.php,
 * only while the assessment requires SEB) and the quit page. The file's
 * addresses are the site's as this request reaches it (PUBLIC_URL when set).
 */
export function registerSafeExamBrowserFiles(app: FastifyInstance, services: AppServices): void {
  const publicUrl = services.config.messaging?.publicUrl ?? null;
  const staff = safeExamBrowserRawCalls.getSebConfig;
  const callers = new WeakMap<object, Caller>();
  app.route({
    method: staff.method,
    url: apiUrl(staff),
    schema: {
      operationId: 'getSebConfig',
      summary: staff.summary,
      tags: ['admin'],
      security: [{ bearerAuth: [] }],
      querystring: sebConfigQuerySchema,
      produces: [SEB_CONTENT_TYPE],
      response: { '4xx': errorAnswer, '5xx': errorAnswer },
    },
    onRequest: async (request) => {
      const caller = await authenticate(request, staff.access, services.db, services.tokens);
      if (caller) callers.set(request, caller);
    },
    handler: async (request, reply) => {
      const caller = callers.get(request);
      if (!caller) throw new Error('The .seb file was not authorised.');
      const { id } = request.query as { id: number };
      await visibleAssessment(services.db, caller, id);
      return sendSebFile(reply, await sebConfigFile(services.db, id, siteBase(request, publicUrl), false));
    },
  });
  const applicants = safeExamBrowserRawCalls.getPublicSebConfig;
  app.route({
    method: applicants.method,
    url: apiUrl(applicants),
    schema: {
      operationId: 'getPublicSebConfig',
      summary: applicants.summary,
      tags: ['emp'],
      querystring: sebConfigQuerySchema,
      produces: [SEB_CONTENT_TYPE],
      response: { '4xx': errorAnswer, '5xx': errorAnswer },
    },
    handler: async (request, reply) => {
      const { id } = request.query as { id: number };
      return sendSebFile(reply, await sebConfigFile(services.db, id, siteBase(request, publicUrl), true));
    },
  });
  app.get(SEB_QUIT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(QUIT_PAGE),
  );
}
