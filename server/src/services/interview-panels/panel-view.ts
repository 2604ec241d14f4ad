import type { Kysely } from 'kysely';
import { panelMean, type InterviewPanel, type InterviewReview } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Caller } from '../authenticate';
import { findInterview } from '../applicant-records';
import { readPanelSize } from './panel-size';
import { asReview, scorecardsOf } from './scorecards';

/**
 * An applicant's panel as the caller may see it: blind until they have submitted — their own
 * scorecard and a count only — then every scorecard and the mean.
 */
export async function interviewPanelFor(db: Kysely<Database>, caller: Caller, applicantId: number): Promise<InterviewPanel> {
  const [panelSize, cards] = await Promise.all([readPanelSize(db), scorecardsOf(db, applicantId)]);
  const yours = cards.find((card) => card.interviewerId === caller.user.id) ?? null;
  return {
    applicantId,
    panelSize,
    submitted: cards.length,
    yours,
    scorecards: yours ? cards : [],
    mean: yours ? panelMean(cards.map((card) => card.parent)) : null,
  };
}

/**
 * `admin/getapplicantinterview.php`: the SPEC's single review, or under a panel the caller's
 * own scorecard (the form opens with it), so no one else's ratings reach an interviewer.
 */
export async function interviewReviewFor(db: Kysely<Database>, caller: Caller, applicantId: number): Promise<InterviewReview | null> {
  if ((await readPanelSize(db)) <= 1) return findInterview(db, applicantId);
  const yours = (await scorecardsOf(db, applicantId)).find((card) => card.interviewerId === caller.user.id);
  return yours ? asReview(applicantId, yours) : null;
}
