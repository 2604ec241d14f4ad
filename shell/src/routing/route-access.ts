import { PATHS, QUESTION_EDITOR_PATHS, type PermissionFlag, type PermissionFlags } from '@mizan/shared';
import { matchesRoute } from './match-route';

/**
 * The permission flag each staff page needs, the same flag the server asks
 * of that page's calls (shared/src/api/contract*.ts) and the side menu shows
 * its entry by (SPEC §6). A signed-in user without it gets a "no access" page
 * instead of the page's buttons over a failed load, and the remote is not
 * mounted. /assessmentViewComponent is left out: preview needs exam, grading
 * needs ans, and the address's query says which (the page itself answers);
 * so is /applicantcomponent, whose page says itself that adding needs updateinfo.
 */
const PAGE_FLAGS: ReadonlyArray<{ route: string; flag: PermissionFlag }> = [
  { route: PATHS.assessments, flag: 'exam' },
  { route: PATHS.subjects, flag: 'exam' },
  { route: PATHS.builder, flag: 'exam' },
  ...QUESTION_EDITOR_PATHS.map((route) => ({ route, flag: 'exam' as const })),
  { route: PATHS.takenAssessments, flag: 'ans' },
  { route: `${PATHS.grading}/*`, flag: 'ans' },
  { route: `${PATHS.itemAnalysis}/*`, flag: 'ans' },
  { route: `${PATHS.regrade}/*`, flag: 'exam' },
  { route: `${PATHS.marking}/*`, flag: 'ans' },
  { route: PATHS.appeals, flag: 'ans' },
  { route: PATHS.users, flag: 'usermanagement' },
  { route: PATHS.admissions, flag: 'decide' },
];

/** The flag this page needs and the user lacks, or null when they may open it. */
export function missingFlagFor(pathname: string, flags: PermissionFlags): PermissionFlag | null {
  const rule = PAGE_FLAGS.find((candidate) => matchesRoute(candidate.route, pathname));
  return rule && !flags[rule.flag] ? rule.flag : null;
}
