import type { PermissionFlags } from '@mizan/shared';

/**
 * The side menu of SPEC §2 and §6, by permission flag. Labels are the SPEC's
 * words. Print links are server pages opened in a new tab.
 */
export type MenuEntry =
  | { kind: 'route'; key: string; label: string; path: string; icon: MenuIcon }
  | { kind: 'print'; key: string; label: string; href: string; icon: MenuIcon }
  | { kind: 'logout'; key: string; label: string; icon: MenuIcon };

export type MenuIcon = 'assessments' | 'bank' | 'taken' | 'students' | 'users' | 'print' | 'statistics' | 'logout';

export function menuEntries(flags: PermissionFlags): { main: MenuEntry[]; reports: MenuEntry[]; logout: MenuEntry } {
  const main: MenuEntry[] = [];
  if (flags.exam) main.push({ kind: 'route', key: '/dashboard/assessments', label: 'Assessments', path: '/dashboard/assessments', icon: 'assessments' });
  // ours: the question bank, for the same authors as Assessments.
  if (flags.exam) main.push({ kind: 'route', key: '/dashboard/bank', label: 'Question bank', path: '/dashboard/bank', icon: 'bank' });
  if (flags.ans) main.push({ kind: 'route', key: '/dashboard/StudentsExams', label: 'Taken Assessments', path: '/dashboard/StudentsExams', icon: 'taken' });
  main.push({ kind: 'route', key: '/dashboard/Applicants', label: 'Students', path: '/dashboard/Applicants', icon: 'students' });
  if (flags.usermanagement) main.push({ kind: 'route', key: '/dashboard/user', label: 'User Management', path: '/dashboard/user', icon: 'users' });

  const reports: MenuEntry[] = [];
  if (flags.download) {
    reports.push(
      { kind: 'print', key: 'print:p', label: 'Final (Print)', href: '/print/p', icon: 'print' },
      { kind: 'print', key: 'print:enrolled', label: 'Enrollments per school', href: '/print/enrolled', icon: 'print' },
      { kind: 'print', key: 'print:m', label: 'All male Students (Print)', href: '/print/m', icon: 'print' },
      { kind: 'print', key: 'print:f', label: 'All female students (Print)', href: '/print/f', icon: 'print' },
    );
  }
  if (flags.st) reports.push({ kind: 'print', key: 'print:st', label: 'Statistics (Print)', href: '/print/st', icon: 'statistics' });

  return { main, reports, logout: { kind: 'logout', key: 'logout', label: 'Logout', icon: 'logout' } };
}
