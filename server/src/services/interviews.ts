import { sql, type Kysely } from 'kysely';
import {
  interviewAnswersProblem,
  interviewFormSize,
  interviewQuestionKeys,
  interviewRatings,
  parentScore,
  type InterviewReview,
  type ParsedRequestOf,
} from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { existingApplicant, findInterview } from './applicant-records';
import { storeInterviewScore } from './interview-score';
import type { Caller } from './authenticate';
import { readPanelSize } from './interview-panels/panel-size';
import { submitScorecard } from './interview-panels/submit-scorecard';

/**
 * q1..qN checked against the applicant's job form, saved (one review per
 * applicant, replaced on a new submit), and the parent score stored on the
 * applicant too; audited. Answers the parent score and the saved review.
 * Under an interview panel (size above 1) the caller's own scorecard is saved
 * instead and the score is the panel's mean (interview-panels/).
 */
export async function submitInterview(
  db: Kysely<Database>,
  actor: Caller,
  request: ParsedRequestOf<'submitInterview'>,
): Promise<{ parent: number; review: InterviewReview }> {
  const applicant = await existingApplicant(db, request.applicant_id);
  const size = interviewFormSize(applicant.job);
  const problem = interviewAnswersProblem(size, request);
  if (problem) throw badRequest(problem);
  const ratings = interviewRatings(size, request);
  const answers = Object.fromEntries(interviewQuestionKeys(size).map((key, index) => [key, ratings[index]]));
  const parent = parentScore(ratings);
  const notes = request.notes?.trim() ?? '';
  const panelSize = await readPanelSize(db);
  if (panelSize > 1) return submitScorecard(db, actor, applicant, panelSize, { size, answers, parent, notes });
  await db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('interviews')
      .values({ applicant_id: applicant.id, form: size, answers: JSON.stringify(answers), parent, notes, reviewer_user_id: actor.user.id })
      .onConflict((conflict) =>
        conflict.column('applicant_id').doUpdateSet({
          form: size,
          answers: JSON.stringify(answers),
          parent,
          notes,
          reviewer_user_id: actor.user.id,
          at: sql<Date>`now()`,
        }),
      )
      .execute();
    await storeInterviewScore(transaction, actor, applicant, parent, { form: size, answers });
  });
  const review = await findInterview(db, applicant.id);
  if (!review) throw new Error('The interview was saved but cannot be read back.');
  return { parent, review };
}
