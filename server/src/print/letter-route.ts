import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requiresAnyFlag } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { mayNameAssessment } from '../services/assessment-access';
import { writeAudit } from '../services/audit';
import { findLetterAttemptId, letterData, type LetterTarget } from '../services/results-letter';
import { readSchoolProfile } from '../services/school-profile';
import { accessPage } from './pages';
import { printPageReader, problemPage, sendPrintHtml } from './print-access';
import { resultsLetterPage } from './results-letter';

export const RESULTS_LETTER_PATH = '/print/letter';
export const LETTER_QUERY_INVALID =
  'Open the letter from an applicant or from Taken Assessments: the link names the attempt, or the applicant and the assessment.';
export const LETTER_NOT_FOUND = 'There is no submitted attempt for this letter.';
export const LETTER_NOT_ALLOWED = 'Only administrators and the staff who created or review this assessment may print its results letters.';

const id = z.coerce.number().int().positive();
const letterQuery = z.union([
  z.object({ attempt: id }).transform((query): LetterTarget => ({ attemptId: query.attempt })),
  z
    .object({ applicant: id, assessment: id })
    .transform((query): LetterTarget => ({ applicantId: query.applicant, assessmentId: query.assessment })),
]);

/**
 * GET /print/letter?attempt={id} or ?applicant={id}&assessment={id}: one
 * applicant's results letter (print/results-letter.ts), with the quiztoken
 * cookie like the other print pages, for staff who print reports (download)
 * or grade (ans): administrators any, others those of the assessments they
 * may see (created or review), as with every score. Audited.
 */
export function registerResultsLetter(app: FastifyInstance, services: AppServices): void {
  app.get(RESULTS_LETTER_PATH, async (request, reply) => {
    const caller = await printPageReader(request, reply, requiresAnyFlag('ans', 'download'), services);
    if (!caller) return reply;
    const query = letterQuery.safeParse(request.query);
    if (!query.success) return sendPrintHtml(reply, 400, problemPage('Which letter?', LETTER_QUERY_INVALID));
    const attemptId = await findLetterAttemptId(services.db, query.data);
    const letter = attemptId === null ? null : await letterData(services.db, attemptId);
    if (!letter) return sendPrintHtml(reply, 404, problemPage('No letter', LETTER_NOT_FOUND));
    if (!(await mayNameAssessment(services.db, caller, letter.assessmentId))) {
      return sendPrintHtml(reply, 403, accessPage(403, LETTER_NOT_ALLOWED));
    }
    await writeAudit(services.db, {
      actorUserId: caller.user.id,
      action: 'applicant.letter',
      subjectType: 'attempt',
      subjectId: letter.attemptId,
      details: { assessment_id: letter.assessmentId, released: letter.released },
    });
    return sendPrintHtml(reply, 200, resultsLetterPage(letter, await readSchoolProfile(services.db), new Date()));
  });
}
