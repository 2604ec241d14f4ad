import { PATHS, QUESTION_EDITOR_PATHS } from '@mizan/shared';

/**
 * Which remote serves which routes (SPEC §2, ARCHITECTURE §2). One line per
 * remote: a later issue that ships a remote adds or edits its line here, and
 * the shell registers it with single-spa, guards its routes and shows its
 * fallback. A route is matched exactly (case-insensitive, like the seed's
 * router, and a trailing slash is ignored); a route ending in '/*' also
 * matches everything below it.
 *
 * audience 'staff': signed-in only, shown inside the dashboard frame.
 * audience 'public': reachable without signing in, shown on a bare page
 * (applicants never see staff chrome).
 */
export interface RemoteApp {
  /** Module Federation container name; also the single-spa application name. */
  remote: string;
  /** What staff call this part of Mizan, for loading and failure messages. */
  label: string;
  routes: readonly string[];
  audience: 'staff' | 'public';
}

export const REMOTE_APPS: readonly RemoteApp[] = [
  { remote: 'mf_users', label: 'User Management', audience: 'staff', routes: [PATHS.users] },
  {
    remote: 'mf_assessments',
    label: 'Assessments',
    audience: 'staff',
    routes: [
      PATHS.assessments,
      PATHS.subjects,
      PATHS.takenAssessments,
      PATHS.bank,
      PATHS.builder,
      PATHS.assessmentView,
      `${PATHS.grading}/*`,
      `${PATHS.itemAnalysis}/*`,
      `${PATHS.examRoom}/*`,
      `${PATHS.regrade}/*`,
      `${PATHS.marking}/*`,
      PATHS.appeals,
    ],
  },
  {
    remote: 'mf_applicants',
    label: 'Students',
    audience: 'staff',
    routes: [PATHS.applicants, PATHS.applicantView, PATHS.addApplicant, PATHS.admissions],
  },
  { remote: 'mf_questions', label: 'Question editors', audience: 'staff', routes: QUESTION_EDITOR_PATHS },
  // mf_exam hosts every page open without signing in: the applicant's, and the staff's sign-in form.
  { remote: 'mf_exam', label: 'Applications and exams', audience: 'public', routes: [`${PATHS.apply}/*`, PATHS.exam, PATHS.login] },
];
