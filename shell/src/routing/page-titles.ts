import { PATHS, QUESTION_TYPE_INFO } from '@mizan/shared';
import { matchesRoute } from './match-route';
import type { RouteDecision } from './resolve-route';

/** Each staff screen's name for the browser tab (its document title), by route. */
const SCREEN_TITLES: readonly [route: string, title: string][] = [
  [PATHS.assessments, 'Assessments'],
  [PATHS.bank, 'Question bank'],
  [PATHS.subjects, 'Subjects'],
  [PATHS.takenAssessments, 'Taken Assessments'],
  [PATHS.applicants, 'Applicants'],
  [PATHS.users, 'User Management'],
  [PATHS.builder, 'Assessment builder'],
  [PATHS.assessmentView, 'Assessment view'],
  [`${PATHS.grading}/*`, 'Grading'],
  [`${PATHS.itemAnalysis}/*`, 'Item analysis'],
  [`${PATHS.regrade}/*`, 'Correct a key'],
  [`${PATHS.marking}/*`, 'Marking and agreement'],
  [PATHS.appeals, 'Re-mark requests'],
  [PATHS.applicantView, 'Applicant'],
  [PATHS.addApplicant, 'Add applicant'],
  [PATHS.admissions, 'Admissions'],
];

/**
 * The document title of what the shell shows at `pathname`, or null when the
 * page names itself (an applicant's page: the exam's own title, in its language).
 */
export function screenTitle(pathname: string, decision: RouteDecision): string | null {
  switch (decision.kind) {
    case 'redirect':
      return null;
    case 'home':
      return 'Home';
    case 'privacy':
      return 'Privacy policy';
    case 'terms':
      return 'Terms';
    case 'sideNav':
      return 'Menu';
    case 'noAccess':
      return 'No access';
    case 'notFound':
      return 'Page not found';
    case 'remote': {
      if (decision.app.audience === 'public') return null;
      const editor = Object.values(QUESTION_TYPE_INFO).find((info) => info.route !== null && matchesRoute(info.route, pathname));
      if (editor) return `${editor.label} question`;
      return SCREEN_TITLES.find(([route]) => matchesRoute(route, pathname))?.[1] ?? decision.app.label;
    }
  }
}
