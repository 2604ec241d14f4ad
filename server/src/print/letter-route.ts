import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE, requiresAnyFlag } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { HttpError } from '../errors';
import { mayNameAssessment } from '../services/assessment-access';
import { writeAudit } from '../services/audit';
import { authenticateToken, type Caller } from '../services/authenticate';
import { findLetterAttemptId, letterData, type LetterTarget } from '../services/results-letter';
import { readSchoolProfile } from '../services/school-profile';
import { html } from './html';
import { accessPage } from './pages';
import { sendPrintHtml } from './print-access';
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

function problemPage(title: string, message: string): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Mizan</title><link rel="stylesheet" href="/print/print.css"><link rel="icon" href="data:,"></head>
<body><main><header class="page-head"><div><h1>${title}</h1></div></header><p>${message}</p></main></body></html>`}`;
}

/**
 * GET /print/letter?attempt={id} or ?applicant={id}&assessment={id}: one
 * applicant's results letter (print/results-letter.ts), with the quiztoken
 * cookie like the other print pages, for staff who print reports (download)
 * or grade (ans): administrators any, others those of the assessments they
 * may see (created or review), as with every score. Audited.
 */
export function registerResultsLetter(app: FastifyInstance, services: AppServices): void {
  app.get(RESULTS_LETTER_PATH, async (request, reply) => {
    let caller: Caller | null;
    try {
      caller = await authenticateToken(
        request.cookies[SESSION_COOKIE] ?? null,
        requiresAnyFlag('ans', 'download'),
        services.db,
        services.tokens,
      );
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) {
        return sendPrintHtml(reply, error.statusCode, accessPage(error.statusCode === 401 ? 401 : 403, error.message));
      }
      throw error;
    }
    if (!caller) throw new Error('The letter was not authorised.');
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
