import type { Kysely } from 'kysely';
import { isRemarkableType, remarkWindowEnd, type Question, type ResultAppeal } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';
import { appealWindowDays } from './appeal-window';
import { requestView } from './appeal-views';

/** When the attempt's result reached the applicant: staff's release, or its grading when the assessment shows results after grading. */
export function releasedAtOf(attempt: { results_released_at: Date | null; show_results: boolean; graded_at: Date | null }): Date | null {
  return attempt.results_released_at ?? (attempt.show_results ? attempt.graded_at : null);
}

/**
 * The appeal part of each question of a released result: whether a re-mark
 * may be requested now and until when, and the request made. Only manually
 * scored questions carry one, and only when the assessment has a re-mark
 * window or a request was made (otherwise the result is the SPEC's).
 */
export async function resultAppeals(
  db: Kysely<Database>,
  attempt: { id: number; assessment_id: number; releasedAt: Date | null },
  questions: readonly Question[],
  now: Date,
): Promise<Map<string, ResultAppeal>> {
  const days = await appealWindowDays(db, attempt.assessment_id);
  const rows = await db.selectFrom('appeals').selectAll().where('attempt_id', '=', attempt.id).execute();
  const requests = new Map(rows.map((row) => [row.question_id, row]));
  const end = remarkWindowEnd(attempt.releasedAt, days);
  const open = end !== null && now.getTime() < end.getTime();
  const appeals = new Map<string, ResultAppeal>();
  for (const question of questions) {
    const request = requests.get(question.id);
    if (!isRemarkableType(question.type) || (days === 0 && !request)) continue;
    appeals.set(question.id, {
      requestable: open && !request,
      until: open ? iso(end) : null,
      request: request ? requestView(request) : null,
    });
  }
  return appeals;
}
