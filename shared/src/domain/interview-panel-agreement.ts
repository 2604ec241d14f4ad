import { agreementOf, type Agreement, type MarkPair } from '../marking/agreement';
import { RATING_MAX } from './interview';

/** One interviewer's submitted scorecard, as the agreement report reads it. */
export interface ScorecardRatings {
  applicantId: number;
  interviewerId: number;
  /** `{ q1: 4, … }`, each 1..5. */
  answers: Readonly<Record<string, number>>;
  /** Out of 100. */
  parent: number;
}

export interface InterviewerPairAgreement {
  a: number;
  b: number;
  /** Applicants both interviewers rated. */
  applicants: number;
  /** Over every criterion both rated on the same applicant: ratings 1..5. */
  criteria: Agreement;
  /** Over the two parent scores of each shared applicant, out of 100. */
  totals: Agreement;
}

export interface InterviewAgreementFigures {
  pairs: InterviewerPairAgreement[];
  /** Every pair of interviewers pooled; `comparisons` counts (pair of interviewers, applicant) once each. */
  overall: { comparisons: number; criteria: Agreement; totals: Agreement };
}

/** Criterion ratings are on 1..5: kappa's scale runs 0..5 in whole steps, 0 simply unused. */
const CRITERIA_SCALE = { max: RATING_MAX, step: 1 };
/** Parent scores are out of 100; one point is one step (adjacent = within a point). */
const TOTALS_SCALE = { max: 100, step: 1 };

/**
 * Agreement between interviewers, per pair of interviewers who rated the same applicants:
 * per criterion (the ratings an interviewer gives on one form, paired criterion by criterion)
 * and on the totals. A pair is (lower id, higher id), so a is always the lower id. Only
 * criteria both scorecards hold are paired (a job change between them changes the form).
 */
export function interviewAgreement(scorecards: readonly ScorecardRatings[]): InterviewAgreementFigures {
  const byApplicant = new Map<number, ScorecardRatings[]>();
  for (const card of scorecards) byApplicant.set(card.applicantId, [...(byApplicant.get(card.applicantId) ?? []), card]);
  const pairs = new Map<string, { a: number; b: number; applicants: number; criteria: MarkPair[]; totals: MarkPair[] }>();
  for (const cards of byApplicant.values()) {
    const sorted = [...cards].sort((x, y) => x.interviewerId - y.interviewerId);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        const [first, second] = [sorted[i], sorted[j]];
        const key = `${first.interviewerId}:${second.interviewerId}`;
        const pair = pairs.get(key) ?? { a: first.interviewerId, b: second.interviewerId, applicants: 0, criteria: [], totals: [] };
        pair.applicants += 1;
        pair.totals.push({ a: first.parent, b: second.parent });
        for (const [criterion, rating] of Object.entries(first.answers)) {
          const other = second.answers[criterion];
          if (other !== undefined) pair.criteria.push({ a: rating, b: other });
        }
        pairs.set(key, pair);
      }
    }
  }
  const rows = [...pairs.values()].sort((x, y) => x.a - y.a || x.b - y.b);
  return {
    pairs: rows.map((pair) => ({
      a: pair.a,
      b: pair.b,
      applicants: pair.applicants,
      criteria: agreementOf(pair.criteria, CRITERIA_SCALE),
      totals: agreementOf(pair.totals, TOTALS_SCALE),
    })),
    overall: {
      comparisons: rows.reduce((sum, pair) => sum + pair.applicants, 0),
      criteria: agreementOf(
        rows.flatMap((pair) => pair.criteria),
        CRITERIA_SCALE,
      ),
      totals: agreementOf(
        rows.flatMap((pair) => pair.totals),
        TOTALS_SCALE,
      ),
    },
  };
}
