import { PERMISSION_FLAGS, type PermissionFlags } from '@mizan/shared';
import { resolveRoute } from './resolve-route';
import { screenTitle } from './page-titles';

const ADMIN = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])) as PermissionFlags;
const titleAt = (pathname: string, signedIn = true) => screenTitle(pathname, resolveRoute(pathname, signedIn, ADMIN));

describe('each screen names the browser tab', () => {
  it.each([
    ['/dashboard/Applicants', true, 'Applicants'],
    ['/dashboard/applicants/', true, 'Applicants'],
    ['/dashboard/assessments', true, 'Assessments'],
    ['/dashboard/bank', true, 'Question bank'],
    ['/dashboard/StudentsExams', true, 'Taken Assessments'],
    ['/dashboard/Subjects', true, 'Subjects'],
    ['/dashboard/user', true, 'User Management'],
    ['/assessmentcomponent', true, 'Assessment builder'],
    ['/dashboard/grading/7', true, 'Grading'],
    ['/mcq', true, 'Multiple Choice question'],
    ['/Match', true, 'Matching question'],
    ['/dashboard/privacy', true, 'Privacy policy'],
    ['/dashboard/nowhere', true, 'Page not found'],
    ['/sidnav', true, 'Menu'],
  ])('%s (signed in: %s) is titled %s', (pathname, signedIn, title) => {
    expect(titleAt(pathname, signedIn)).toBe(title);
  });

  it("leaves the applicant's pages to name themselves (the assessment's title, in its language)", () => {
    expect(titleAt('/apply/7', false)).toBeNull();
    expect(titleAt('/assessment', false)).toBeNull();
  });
});
