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
  { remote: 'mf_users', label: 'User Management', audience: 'staff', routes: ['/dashboard/user'] },
  { remote: 'mf_assessments', label: 'Assessments', audience: 'staff', routes: ['/dashboard/assessments', '/dashboard/Subjects', '/dashboard/StudentsExams', '/dashboard/bank', '/assessmentcomponent', '/assessmentViewComponent', '/dashboard/grading/*', '/dashboard/itemanalysis/*', '/dashboard/examroom/*'] },
  { remote: 'mf_applicants', label: 'Students', audience: 'staff', routes: ['/dashboard/Applicants', '/applicantViewComponent', '/applicantcomponent'] },
  { remote: 'mf_questions', label: 'Question editors', audience: 'staff', routes: ['/mcq', '/Order', '/Match', '/Label', '/truefalse', '/essay', '/videoqst', '/audioqst', '/fileuploadenhanced', '/filltheblank', '/imagehighlight'] },
  { remote: 'mf_exam', label: 'Applications and exams', audience: 'public', routes: ['/apply/*', '/assessment'] },
];
