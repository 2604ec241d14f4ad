import { sql, type Kysely } from 'kysely';
import {
  INTERVIEW_PANEL_CODES,
  interviewPanelFullMessage,
  panelMean,
  type Applicant,
  type InterviewFormSize,
  type InterviewReview,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { storeInterviewScore } from '../interview-score';
import type { Caller } from '../authenticate';
import { asReview, scorecardsOf } from './scorecards';

export interface CheckedInterview {
  size: InterviewFormSize;
  answers: Record<string, number>;
  parent: number;
  notes: string;
}

/**
 * Under a panel: the caller's own scorecard saved (replacing their earlier one), and the
 * applicant's interview score set to the mean of every submitted scorecard, audited without
 * anyone's ratings (the history is readable by other interviewers, who must stay blind).
 * A review made before the panel was set counts as its reviewer's scorecard. A new interviewer
 * beyond the panel size is refused. Answers the mean and the caller's scorecard as a review.
 */
export async function submitScorecard(
  db: Kysely<Database>,
  actor: Caller,
  applicant: Applicant,
  panelSize: number,
  checked: CheckedInterview,
): Promise<{ parent: number; review: InterviewReview }> {
  const mean = await db.transaction().execute(async (transaction) => {
    // One submit per applicant at a time, so two interviewers cannot both take the last seat.
    await transaction.selectFrom('applicants').select('id').where('id', '=', applicant.id).forUpdate().executeTakeFirstOrThrow();
    await carryOverSingleReview(transaction, applicant.id);
    const interviewers = await transaction
      .selectFrom('interview_scorecards')
      .select('interviewer_user_id')
      .where('applicant_id', '=', applicant.id)
      .execute();
    const isNew = !interviewers.some((row) => row.interviewer_user_id === actor.user.id);
    if (isNew && interviewers.length >= panelSize) {
      throw new HttpError(409, interviewPanelFullMessage(panelSize), {}, INTERVIEW_PANEL_CODES.full);
    }
    const answers = JSON.stringify(checked.answers);
    await transaction
      .insertInto('interview_scorecards')
      .values({
        applicant_id: applicant.id,
        interviewer_user_id: actor.user.id,
        form: checked.size,
        answers,
        parent: checked.parent,
        notes: checked.notes,
      })
      .onConflict((conflict) =>
        conflict.columns(['applicant_id', 'interviewer_user_id']).doUpdateSet({
          form: checked.size,
          answers,
          parent: checked.parent,
          notes: checked.notes,
          submitted_at: sql<Date>`now()`,
        }),
      )
      .execute();
    const parents = await transaction
      .selectFrom('interview_scorecards')
      .select(sql<number>`parent::float8`.as('parent'))
      .where('applicant_id', '=', applicant.id)
      .execute();
    const panel = panelMean(parents.map((row) => Number(row.parent))) ?? checked.parent;
    await storeInterviewScore(transaction, actor, applicant, panel, { panel: { size: panelSize, submitted: parents.length } });
    return panel;
  });
  const yours = (await scorecardsOf(db, applicant.id)).find((card) => card.interviewerId === actor.user.id);
  if (!yours) throw new Error('The scorecard was saved but cannot be read back.');
  return { parent: mean, review: asReview(applicant.id, yours) };
}

/** The single review of before the panel, as its reviewer's scorecard, when the panel has none yet. */
async function carryOverSingleReview(db: Kysely<Database>, applicantId: number): Promise<void> {
  const any = await db.selectFrom('interview_scorecards').select('applicant_id').where('applicant_id', '=', applicantId).executeTakeFirst();
  if (any) return;
  const review = await db
    .selectFrom('interviews')
    .select(['form', 'answers', 'parent', 'notes', 'reviewer_user_id', 'at'])
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  if (!review || review.reviewer_user_id === null) return;
  await db
    .insertInto('interview_scorecards')
    .values({
      applicant_id: applicantId,
      interviewer_user_id: review.reviewer_user_id,
      form: review.form,
      answers: typeof review.answers === 'string' ? review.answers : JSON.stringify(review.answers),
      parent: Number(review.parent),
      notes: review.notes,
      submitted_at: review.at,
    })
    .execute();
}
