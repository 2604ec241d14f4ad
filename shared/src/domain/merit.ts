/**
 * The merit list ("Ours"): a weighted, explained ranking of a school's
 * applicants. Pure, so the server ranks with it and the tests check its math.
 *
 * Every component is normalised to 0..1 before it is weighted:
 * - prep, math, english, interview: out of 100, so value / 100 (a missing
 *   interview counts 0);
 * - cmatch (career match) is free text: 'High' or 'Yes' 1, 'Medium' 0.5,
 *   'Low' or 'No' 0; a number 0..1 as it is, a number above 1 up to 100 (or
 *   '85%') as a percentage; anything else (empty, unknown) 0.
 * - a weighted assessment (MeritAssessmentWeight): its percent / 100, 0 when
 *   the applicant has none;
 * total = 100 × Σ(weight × value) / Σ weight, so it is out of 100 whatever the
 * weights; a component's contribution is its share of that total.
 * Ties (equal totals to 6 decimals) go to the higher interview, then the higher
 * prep score, then the lower id; ranks are 1..n with no shared places.
 */
export const MERIT_COMPONENTS = ['prep', 'math', 'english', 'interview', 'cmatch'] as const;
export type MeritComponent = (typeof MERIT_COMPONENTS)[number];
export type MeritWeights = Record<MeritComponent, number>;

export const MERIT_COMPONENT_LABELS: Record<MeritComponent, string> = {
  prep: 'Prep. Score',
  math: 'Math. Score',
  english: 'Eng. Score',
  interview: 'Interview',
  cmatch: 'Career match',
};

export const MERIT_WEIGHT_RANGE = 'Each weight must be a number of 0 or more (at most 1000).';
export const MERIT_WEIGHTS_ALL_ZERO = 'At least one weight must be above 0.';
export const MERIT_SEATS_RANGE = 'Seats must be a whole number of 0 or more.';
export const MERIT_ASSESSMENT_TWICE = 'Each assessment may be weighted once.';

/**
 * A weight on an assessment's score column (its percent, of the latest graded
 * attempt; domain/assessment-scores.ts). An applicant without a percent at the
 * assessment counts 0 for it. A career assessment's Holland code has no
 * percent, so it cannot be weighted.
 */
export interface MeritAssessmentWeight {
  assessment_id: number;
  weight: number;
}

export interface MeritAssessmentPart {
  assessment_id: number;
  /** The applicant's percent at the assessment, or null when they have none. */
  raw: number | null;
  value: number;
  weight: number;
  contribution: number;
}

/** The career match as 0..1 (see the module comment). */
export function careerMatchValue(cmatch: string | null | undefined): number {
  const text = (cmatch ?? '').trim().toLowerCase();
  if (text === 'high' || text === 'yes') return 1;
  if (text === 'medium') return 0.5;
  if (text === 'low' || text === 'no' || text === '') return 0;
  const percent = text.endsWith('%');
  const number = Number(percent ? text.slice(0, -1) : text);
  if (!Number.isFinite(number) || number < 0 || number > 100) return 0;
  if (percent || number > 1) return number / 100;
  return number;
}

export interface MeritInput {
  id: number;
  name: string;
  prep_mark: number;
  math: number;
  english: number;
  interview: number | null;
  cmatch: string;
  /** Percents by assessment id (the score columns); only the weighted ones are read. */
  assessment_scores?: Readonly<Record<string, number | string>>;
}

export interface MeritPart {
  component: MeritComponent;
  /** What the applicant has: the score, or the career match text. */
  raw: number | string | null;
  /** Normalised 0..1. */
  value: number;
  weight: number;
  /** Points of the total (out of 100) this component gives. */
  contribution: number;
}

export interface MeritRow {
  rank: number;
  id: number;
  name: string;
  total: number;
  withinSeats: boolean;
  parts: MeritPart[];
  /** One per weighted assessment, in the order of the weights. */
  assessment_parts: MeritAssessmentPart[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** One applicant's parts and total (unrounded; rounded only in the rows). */
export function meritScore(
  applicant: MeritInput,
  weights: MeritWeights,
  assessmentWeights: readonly MeritAssessmentWeight[] = [],
): { total: number; parts: MeritPart[]; assessment_parts: MeritAssessmentPart[] } {
  const sum =
    MERIT_COMPONENTS.reduce((total, component) => total + weights[component], 0) +
    assessmentWeights.reduce((total, entry) => total + entry.weight, 0);
  if (!(sum > 0)) throw new Error(MERIT_WEIGHTS_ALL_ZERO);
  const values: Record<MeritComponent, { raw: number | string | null; value: number }> = {
    prep: { raw: applicant.prep_mark, value: applicant.prep_mark / 100 },
    math: { raw: applicant.math, value: applicant.math / 100 },
    english: { raw: applicant.english, value: applicant.english / 100 },
    interview: { raw: applicant.interview, value: (applicant.interview ?? 0) / 100 },
    cmatch: { raw: applicant.cmatch, value: careerMatchValue(applicant.cmatch) },
  };
  const parts = MERIT_COMPONENTS.map((component) => ({
    component,
    raw: values[component].raw,
    value: values[component].value,
    weight: weights[component],
    contribution: (100 * weights[component] * values[component].value) / sum,
  }));
  const assessment_parts = assessmentWeights.map(({ assessment_id, weight }) => {
    const score = applicant.assessment_scores?.[String(assessment_id)];
    const raw = typeof score === 'number' ? score : null;
    const value = Math.min(100, Math.max(0, raw ?? 0)) / 100;
    return { assessment_id, raw, value, weight, contribution: (100 * weight * value) / sum };
  });
  const total =
    parts.reduce((sum, part) => sum + part.contribution, 0) + assessment_parts.reduce((sum, part) => sum + part.contribution, 0);
  return { total, parts, assessment_parts };
}

/** The ranked list: best first, `withinSeats` for the first `seats`. Totals and contributions rounded to 2 decimals, values to 4. */
export function rankMerit(
  applicants: readonly MeritInput[],
  weights: MeritWeights,
  seats: number,
  assessmentWeights: readonly MeritAssessmentWeight[] = [],
): MeritRow[] {
  const scored = applicants.map((applicant) => ({ applicant, ...meritScore(applicant, weights, assessmentWeights) }));
  scored.sort(
    (a, b) =>
      round(b.total, 6) - round(a.total, 6) ||
      (b.applicant.interview ?? -1) - (a.applicant.interview ?? -1) ||
      b.applicant.prep_mark - a.applicant.prep_mark ||
      a.applicant.id - b.applicant.id,
  );
  return scored.map((entry, index) => ({
    rank: index + 1,
    id: entry.applicant.id,
    name: entry.applicant.name,
    total: round(entry.total, 2),
    withinSeats: index < seats,
    parts: entry.parts.map((part) => ({ ...part, value: round(part.value, 4), contribution: round(part.contribution, 2) })),
    assessment_parts: entry.assessment_parts.map((part) => ({
      ...part,
      value: round(part.value, 4),
      contribution: round(part.contribution, 2),
    })),
  }));
}
