import { sql, type Kysely } from 'kysely';
import { examPath, type FamilyPageData } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { familyDecisions } from '../admission/family-decisions';
import { applicantLanguage } from '../messages/applicant-language';

/** A result is the applicant's to see (services/attempts/results.ts resultReleased), in SQL over attempts a and assessments e. */
const released = sql<boolean>`(a.status = 'graded' and (e.show_results_after_grading or a.results_released_at is not null))`;

/**
 * What the family's page shows (emp/status.php): the applicant's name and
 * language, every round's decision, and each released result with its link.
 * A result not released says nothing but that it is awaited: no score, no
 * assessment name.
 */
export async function familyPage(db: Kysely<Database>, applicantId: number): Promise<FamilyPageData> {
  const applicant = await db.selectFrom('applicants').select('name').where('id', '=', applicantId).executeTakeFirstOrThrow();
  const [lang, decisions, attempts] = await Promise.all([
    applicantLanguage(db, applicantId),
    familyDecisions(db, applicantId),
    db
      .selectFrom('attempts as a')
      .innerJoin('assessments as e', 'e.id', 'a.assessment_id')
      .select(['a.hash', 'a.percent', 'a.career', 'e.name as assessment', 'e.lang', released.as('released')])
      .where('a.applicant_id', '=', applicantId)
      .where('a.submitted_at', 'is not', null)
      .orderBy('a.submitted_at')
      .orderBy('a.id')
      .execute(),
  ]);
  const shown = attempts.filter((attempt) => attempt.released);
  return {
    name: applicant.name,
    lang,
    decisions: decisions.map((decision) => ({
      roundId: decision.round_id,
      roundName: decision.round_name,
      schoolName: decision.school_name,
      state: decision.state,
      waitlistPosition: decision.waitlist_position,
      offerDeadline: decision.offer_deadline,
    })),
    results: shown.map((attempt) => ({
      assessment: attempt.assessment,
      lang: attempt.lang,
      percent: attempt.percent === null ? null : Number(attempt.percent),
      career: attempt.career,
      link: examPath(attempt.hash),
    })),
    resultsAwaited: attempts.length - shown.length,
  };
}
