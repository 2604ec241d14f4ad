import { noFlags } from '@mizan/shared';
import { resolveRoute } from './resolve-route';

const GRADER = { ...noFlags(), ans: true };
const TEACHER = { ...noFlags(), exam: true, ans: true };

describe('the grading cockpit and item analysis addresses (issue 4, ours)', () => {
  it.each(['/dashboard/grading/12', '/dashboard/grading/12?attempt=3', '/dashboard/itemanalysis/12'])(
    '%s belongs to mf_assessments, for staff',
    (path) => {
      const decision = resolveRoute(new URL(path, 'http://mizan.test').pathname, true, GRADER);
      expect(decision).toMatchObject({ kind: 'remote', app: { remote: 'mf_assessments', audience: 'staff' } });
    },
  );

  it('sends an anonymous visitor to /login', () => {
    expect(resolveRoute('/dashboard/grading/12', false, noFlags())).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('pages a signed-in user may not open', () => {
  it.each([
    ['/dashboard/assessments', 'exam'],
    ['/Dashboard/Assessments/', 'exam'],
    ['/dashboard/Subjects', 'exam'],
    ['/assessmentcomponent', 'exam'],
    ['/mcq', 'exam'],
    ['/dashboard/user', 'usermanagement'],
    ['/dashboard/admissions', 'decide'],
  ])('a grader at %s gets "no access" (needs %s), not the page', (path, flag) => {
    expect(resolveRoute(path, true, GRADER)).toEqual({ kind: 'noAccess', flag });
  });

  it.each(['/dashboard/StudentsExams', '/dashboard/grading/3', '/dashboard/Applicants', '/assessmentViewComponent'])(
    'a grader opens %s',
    (path) => {
      expect(resolveRoute(path, true, GRADER)).toMatchObject({ kind: 'remote' });
    },
  );

  it('staff with decide open the admissions page, in mf_applicants', () => {
    expect(resolveRoute('/dashboard/Admissions', true, { ...noFlags(), decide: true })).toMatchObject({
      kind: 'remote',
      app: { remote: 'mf_applicants', audience: 'staff' },
    });
  });

  it('a user without ans may not open Taken Assessments; a teacher opens the assessments', () => {
    expect(resolveRoute('/dashboard/StudentsExams', true, { ...noFlags(), exam: true })).toEqual({ kind: 'noAccess', flag: 'ans' });
    expect(resolveRoute('/dashboard/assessments', true, TEACHER)).toMatchObject({ kind: 'remote', app: { remote: 'mf_assessments' } });
  });
});

describe('/sidnav (SPEC §2)', () => {
  it('is the side menu as a page, for every signed-in user', () => {
    expect(resolveRoute('/sidnav', true, GRADER)).toEqual({ kind: 'sideNav' });
    expect(resolveRoute('/sidnav', false, noFlags())).toEqual({ kind: 'redirect', to: '/login' });
  });
});
