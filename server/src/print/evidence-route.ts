import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requiresAnyFlag } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { writeAudit } from '../services/audit';
import { evidencePack } from '../services/evidence/evidence-pack';
import { readSchoolProfile } from '../services/school-profile';
import { evidencePage } from './evidence-page';
import { accessPage } from './pages';
import { printPageReader, problemPage, sendPrintHtml } from './print-access';

export const EVIDENCE_PATH = '/print/evidence';
export const EVIDENCE_QUERY_INVALID = 'Open the evidence pack from the control room or from Taken Assessments: the link names the attempt.';
export const EVIDENCE_NOT_FOUND = 'There is no such attempt.';
export const EVIDENCE_NOT_ALLOWED =
  "Only administrators and the staff who created, review or run this assessment's room may open its evidence packs.";

const evidenceQuery = z.object({
  attempt: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
});

/**
 * GET /print/evidence?attempt={id}: one attempt's evidence pack
 * (print/evidence-page.ts), with the quiztoken cookie like the other print
 * pages, for staff who print letters (ans, download) or run rooms (exam) of
 * an assessment they may see; others get 403 (and no word of the attempt's
 * content). Every opening is audited (attempt.evidence), and listed in the
 * pack itself.
 */
export function registerEvidencePack(app: FastifyInstance, services: AppServices): void {
  app.get(EVIDENCE_PATH, async (request, reply) => {
    const caller = await printPageReader(request, reply, requiresAnyFlag('ans', 'download', 'exam'), services);
    if (!caller) return reply;
    const query = evidenceQuery.safeParse(request.query);
    if (!query.success) return sendPrintHtml(reply, 400, problemPage('Which attempt?', EVIDENCE_QUERY_INVALID));
    const attemptId = query.data.attempt;
    const answer = await evidencePack(services.db, caller, attemptId);
    if (!answer.found) return sendPrintHtml(reply, 404, problemPage('No attempt', EVIDENCE_NOT_FOUND));
    if (!answer.allowed) return sendPrintHtml(reply, 403, accessPage(403, EVIDENCE_NOT_ALLOWED));
    const now = new Date();
    await writeAudit(services.db, {
      actorUserId: caller.user.id,
      action: 'attempt.evidence',
      subjectType: 'attempt',
      subjectId: attemptId,
      details: { assessment_id: answer.pack.head.assessmentId },
    });
    answer.pack.views.push({ at: now, what: 'evidence', by: caller.user.displayname });
    return sendPrintHtml(reply, 200, evidencePage(answer.pack, await readSchoolProfile(services.db), caller.user.displayname, now));
  });
}
