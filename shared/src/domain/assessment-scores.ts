/**
 * Each assessment an applicant took is a score column of the applicants
 * table, the export and the Final report: the percent of their latest graded
 * attempt (highest trial, then latest graded), or its Holland code for a
 * career (RIASEC) assessment.
 */
export interface ScoreColumn {
  id: number;
  name: string;
  /** The column holds Holland codes (a career assessment), not percents. */
  career: boolean;
}

/** An applicant's scores by assessment id (as text: JSON object keys). */
export type AssessmentScores = Readonly<Record<string, number | string>>;

/** The `sort` value of a score column. */
export type ScoreSortField = `score:${number}`;
export const SCORE_SORT_PATTERN = /^score:[1-9]\d{0,9}$/;

export function scoreSortField(assessmentId: number): ScoreSortField {
  return `score:${assessmentId}`;
}

export function scoreSortAssessment(field: string): number | null {
  return SCORE_SORT_PATTERN.test(field) ? Number(field.slice('score:'.length)) : null;
}

/** A score as a cell shows it: '72.5%', a Holland code, or '' when the applicant has none. */
export function scoreText(value: number | string | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? `${value}%` : value;
}
