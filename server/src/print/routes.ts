import type { FastifyInstance } from 'fastify';
import { mayRevealApplicantData, type PrintPageName, printPages, requiresFlag } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { findApplicants, listSchools } from '../services/applicant-records';
import { assessmentsSeenBy } from '../services/assessment-records';
import { scoreColumns } from '../services/assessment-scores';
import { readSchoolProfile } from '../services/school-profile';
import { applicantsFor } from '../services/applicant-masking';
import { writeAudit } from '../services/audit';
import { registerEvidencePack } from './evidence-route';
import { enrolledPage, finalPage, genderPage, statisticsPage, type PrintContext } from './pages';
import { printPageReader, sendPrintHtml } from './print-access';
import { PRINT_JS } from './print-button';
import { PRINT_CSS } from './print-css';
import { printLanguage, printText } from './print-text';

const RENDERERS: Record<PrintPageName, (context: PrintContext) => string> = {
  p: finalPage,
  enrolled: enrolledPage,
  m: (context) => genderPage(context, 'male'),
  f: (context) => genderPage(context, 'female'),
  st: statisticsPage,
};

/**
 * GET /print/{p,enrolled,m,f,st}: the printable reports, opened from the side
 * menu in a new tab. A link carries no Authorization header, so these pages
 * (and only these) accept the quiztoken cookie: they are read-only GETs that
 * change nothing, another site cannot read what they answer (same-origin
 * policy) nor frame them (frame-ancestors 'none'); docs/security.md.
 * ?lang=ar prints the same report in Arabic, right to left.
 */
export function registerPrintPages(app: FastifyInstance, services: AppServices): void {
  app.get('/print/print.css', async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PRINT_CSS),
  );

  // The Print button's script: static, same origin, so script-src 'self' allows it (./print-button.ts).
  app.get('/print/print.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PRINT_JS),
  );

  registerEvidencePack(app, services);

  for (const name of Object.keys(printPages) as PrintPageName[]) {
    const spec = printPages[name];
    app.get(spec.path, async (request, reply) => {
      const text = printText(printLanguage(request.query));
      const caller = await printPageReader(request, reply, requiresFlag(spec.flag), services, text);
      if (!caller) return reply;
      // Score columns only of the assessments the caller may see, as in the applicants list.
      const seen = assessmentsSeenBy(caller);
      const [found, schools, school, columns] = await Promise.all([
        findApplicants(services.db, { sort: 'name' }, seen),
        listSchools(services.db),
        readSchoolProfile(services.db),
        scoreColumns(services.db, seen),
      ]);
      // A printed list is a bulk reveal, like the export: whole IDs only for staff who may reveal them, and audited (Statistics lists nobody).
      const whole = mayRevealApplicantData(caller.flags);
      const applicants = whole ? found : applicantsFor(caller, found);
      if (whole && name !== 'st') {
        await writeAudit(services.db, {
          actorUserId: caller.user.id,
          action: 'applicant.print',
          subjectType: 'applicants',
          subjectId: null,
          details: { page: name, count: applicants.length },
        });
      }
      return sendPrintHtml(
        reply,
        200,
        RENDERERS[name]({ applicants, schools, printedBy: caller.user.displayname, now: new Date(), text, school, scoreColumns: columns }),
      );
    });
  }
}
