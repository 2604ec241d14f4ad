import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REPORT_PRINT_PAGES, requiresFlag } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { HttpError } from '../errors';
import { assessmentsSeenBy } from '../services/assessment-records';
import type { Caller } from '../services/authenticate';
import { meritListReport } from '../services/reports/merit-list-report';
import type { ReportTable } from '../services/reports/report-table';
import { reportLanguage, type ReportLanguage } from '../services/reports/report-words';
import { roundReport } from '../services/reports/round-report';
import { readSchoolProfile } from '../services/school-profile';
import { html } from './html';
import { printPageReader, sendPrintHtml } from './print-access';
import { printText } from './print-text';
import { reportPage } from './report-page';

export const REPORT_QUERY_INVALID = {
  meritList: 'Open the merit list from the Merit list screen: the link names the school (?school=<id>).',
  round: 'Open the round from its admission round screen: the link names the round (?round=<id>).',
} as const;

const id = z.coerce.number().int().positive();

function problemPage(status: number, message: string, language: ReportLanguage): string {
  const title = language === 'ar' ? 'تعذّر فتح التقرير' : 'This report cannot be shown';
  return `<!doctype html>${html`<html lang="${language}"${language === 'ar' ? html` dir="rtl"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Mizan</title><link rel="stylesheet" href="/print/print.css"><link rel="icon" href="data:,"></head>
<body><main><header class="page-head"><div><h1>${title}</h1></div></header><p lang="en" dir="ltr">${message}</p><p class="muted">${String(status)}</p></main></body></html>`}`;
}

/** The same page in the other language: the query kept, lang switched. */
function otherLanguageHref(request: FastifyRequest, language: ReportLanguage): string {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  query.set('lang', language === 'ar' ? 'en' : 'ar');
  return `?${query.toString()}`;
}

/**
 * GET /print/merit?school=<id> and /print/round?round=<id> (&lang=ar): the
 * merit list and an admission round as printable A4 pages, signed in by the
 * quiztoken cookie like the other print pages (docs/security.md), refused as
 * their calls are.
 */
export function registerReportPages(app: FastifyInstance, services: AppServices): void {
  const page = (
    name: keyof typeof REPORT_PRINT_PAGES,
    param: 'school' | 'round',
    table: (caller: Caller, targetId: number, language: ReportLanguage) => Promise<ReportTable>,
  ) => {
    const spec = REPORT_PRINT_PAGES[name];
    app.get(spec.path, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const language = reportLanguage(query.lang);
      const caller = await printPageReader(request, reply, requiresFlag(spec.flag), services, printText(language));
      if (!caller) return reply;
      const target = id.safeParse(query[param]);
      if (!target.success) return sendPrintHtml(reply, 400, problemPage(400, REPORT_QUERY_INVALID[name], language));
      try {
        const [report, school] = await Promise.all([table(caller, target.data, language), readSchoolProfile(services.db)]);
        return sendPrintHtml(
          reply,
          200,
          reportPage(report, {
            printedBy: caller.user.displayname,
            now: new Date(),
            school,
            otherLanguageHref: otherLanguageHref(request, language),
          }),
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500)
          return sendPrintHtml(reply, error.statusCode, problemPage(error.statusCode, error.message, language));
        throw error;
      }
    });
  };

  page('meritList', 'school', (caller, schoolId, language) => meritListReport(services.db, schoolId, assessmentsSeenBy(caller), language));
  page('round', 'round', (caller, roundId, language) => roundReport(services.db, caller, roundId, language));
}
