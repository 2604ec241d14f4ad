import { resolveRoute } from './resolve-route';

describe('the grading cockpit and item analysis addresses (issue 4, ours)', () => {
  it.each(['/dashboard/grading/12', '/dashboard/grading/12?attempt=3', '/dashboard/itemanalysis/12'])('%s belongs to mf_assessments, for staff', (path) => {
    const decision = resolveRoute(new URL(path, 'http://mizan.test').pathname, true);
    expect(decision).toMatchObject({ kind: 'remote', app: { remote: 'mf_assessments', audience: 'staff' } });
  });

  it('sends an anonymous visitor to /login', () => {
    expect(resolveRoute('/dashboard/grading/12', false)).toEqual({ kind: 'redirect', to: '/login' });
  });
});
