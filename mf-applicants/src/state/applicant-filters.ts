import { scoreSortAssessment, type Applicant, type ScoreColumn } from '@mizan/shared';

/**
 * What the applicants table is narrowed to: the search box and the four
 * filters (SPEC §2; ours). The same object goes to the export call, so a
 * download holds exactly the rows on screen.
 */
export interface ApplicantFilters {
  search: string;
  schoolId: number | null;
  gender: string | null;
  /** 'Yes', 'No', or '' for not yet decided; null for any. */
  enrolled: string | null;
  career: string | null;
  /** Only applicants with a score at this assessment (its score column)… */
  took: number | null;
  /** …of at least this percent. */
  scoreMin: number | null;
}

export const NO_FILTERS: ApplicantFilters = {
  search: '',
  schoolId: null,
  gender: null,
  enrolled: null,
  career: null,
  took: null,
  scoreMin: null,
};

/** A search that is a whole national ID: the server is asked which applicant holds it (the list holds IDs masked). */
export function isWholeNationalId(search: string): boolean {
  return /^\d{14}$/.test(search.trim());
}

/**
 * Search across name, SSN, e-mail and mobile: a part of any, ignoring case,
 * as the server's `search` query does (so an export holds the rows shown).
 * The SSN is masked, so a part matches its visible digits only; the holders
 * of a whole ID, found by the server, are `idHolders`.
 */
export function matchesSearch(applicant: Applicant, search: string, idHolders: ReadonlySet<number> | null = null): boolean {
  const needle = search.trim().toLowerCase();
  if (needle.length === 0) return true;
  return (
    idHolders?.has(applicant.id) === true ||
    applicant.name.toLowerCase().includes(needle) ||
    applicant.ssn.toLowerCase().includes(needle) ||
    applicant.email.toLowerCase().includes(needle) ||
    applicant.mobile.toLowerCase().includes(needle)
  );
}

export function filterApplicants(
  list: readonly Applicant[],
  filters: ApplicantFilters,
  idHolders: ReadonlySet<number> | null = null,
): readonly Applicant[] {
  const { search, schoolId, gender, enrolled, career, took, scoreMin } = filters;
  if (!search.trim() && schoolId === null && gender === null && enrolled === null && career === null && took === null) return list;
  return list.filter(
    (applicant) =>
      (schoolId === null || applicant.school_id === schoolId) &&
      (gender === null || applicant.gender === gender) &&
      (enrolled === null || applicant.enrolled === enrolled) &&
      (career === null || applicant.career.toLowerCase() === career.toLowerCase()) &&
      (took === null || hasScore(applicant, took, scoreMin)) &&
      matchesSearch(applicant, search, idHolders),
  );
}

/** Has a score at the assessment, and (for a percent) at least `min`; as the server's took and score_min. */
export function hasScore(applicant: Applicant, assessmentId: number, min: number | null): boolean {
  const value = applicant.scores?.[String(assessmentId)];
  if (value === undefined) return false;
  return min === null || (typeof value === 'number' && value >= min);
}

/** The career interests present in the list, for the Career filter. */
export function careersOf(list: readonly Applicant[]): string[] {
  const careers = new Set<string>();
  for (const applicant of list) if (applicant.career) careers.add(applicant.career);
  return [...careers].sort((a, b) => a.localeCompare(b));
}

/**
 * The filters and sort without a choice of a score column the list does not
 * (or no longer) answer: a reload may bring fewer columns (the server sends
 * only those of assessments the viewer may see), and a Took filter or a sort
 * on a column not shown would empty or reorder the table for no visible reason.
 */
export function withinScoreColumns<Sort extends { field: string }>(
  filters: ApplicantFilters,
  sort: Sort | null,
  columns: readonly ScoreColumn[],
): { filters: ApplicantFilters; sort: Sort | null } {
  const shown = (assessmentId: number) => columns.some((column) => column.id === assessmentId);
  const sortedBy = sort === null ? null : scoreSortAssessment(sort.field);
  return {
    filters: filters.took === null || shown(filters.took) ? filters : { ...filters, took: null, scoreMin: null },
    sort: sortedBy === null || shown(sortedBy) ? sort : null,
  };
}

/** The filters and sort as the query of `admin/getapplicant.php` and the export (contract-applicants). */
export function filterQuery(
  filters: ApplicantFilters,
  sort: { field: string; order: 'ascend' | 'descend' } | null,
): Record<string, string> {
  const query: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.schoolId !== null) query.school_id = String(filters.schoolId);
  if (filters.gender !== null) query.gender = filters.gender;
  if (filters.enrolled !== null) query.enrolled = filters.enrolled === '' ? 'none' : filters.enrolled;
  if (filters.career !== null) query.career = filters.career;
  if (filters.took !== null) {
    query.took = String(filters.took);
    if (filters.scoreMin !== null) query.score_min = String(filters.scoreMin);
  }
  if (sort) {
    query.sort = sort.field;
    query.order = sort.order === 'descend' ? 'desc' : 'asc';
  }
  return query;
}
