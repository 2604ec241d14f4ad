import { PATHS, printPages, type PermissionFlags } from '@mizan/shared';

/**
 * The side menu of SPEC §2 and §6, by permission flag. Labels are the SPEC's
 * words. Print links are server pages opened in a new tab; each report is
 * also offered in Arabic (?lang=ar), by its Arabic name.
 */
export type MenuEntry =
  | { kind: 'route'; key: string; label: string; path: string; icon: MenuIcon }
  | { kind: 'print'; key: string; label: string; href: string; icon: MenuIcon; lang?: 'ar' }
  | { kind: 'logout'; key: string; label: string; icon: MenuIcon };

export type MenuIcon = 'assessments' | 'bank' | 'taken' | 'students' | 'admissions' | 'users' | 'print' | 'statistics' | 'logout';

/** The reports' names in Arabic, as their Arabic pages title them (server/src/print/print-text-ar.ts). */
const ARABIC_REPORTS: Record<string, string> = {
  'print:p': 'النتائج النهائية (طباعة)',
  'print:enrolled': 'الالتحاق حسب المدرسة',
  'print:m': 'جميع الطلاب (طباعة)',
  'print:f': 'جميع الطالبات (طباعة)',
  'print:st': 'الإحصاءات (طباعة)',
};

export function menuEntries(flags: PermissionFlags): {
  main: MenuEntry[];
  reports: MenuEntry[];
  reportsArabic: MenuEntry[];
  logout: MenuEntry;
} {
  const main: MenuEntry[] = [];
  if (flags.exam) main.push({ kind: 'route', key: PATHS.assessments, label: 'Assessments', path: PATHS.assessments, icon: 'assessments' });
  // ours: the question bank, for the same authors as Assessments.
  if (flags.exam) main.push({ kind: 'route', key: PATHS.bank, label: 'Question bank', path: PATHS.bank, icon: 'bank' });
  if (flags.ans)
    main.push({ kind: 'route', key: PATHS.takenAssessments, label: 'Taken Assessments', path: PATHS.takenAssessments, icon: 'taken' });
  main.push({ kind: 'route', key: PATHS.applicants, label: 'Students', path: PATHS.applicants, icon: 'students' });
  // ours: admission rounds, decisions and message templates.
  if (flags.decide) main.push({ kind: 'route', key: PATHS.admissions, label: 'Admissions', path: PATHS.admissions, icon: 'admissions' });
  if (flags.usermanagement) main.push({ kind: 'route', key: PATHS.users, label: 'User Management', path: PATHS.users, icon: 'users' });

  const reports: MenuEntry[] = [];
  if (flags.download) {
    reports.push(
      { kind: 'print', key: 'print:p', label: 'Final (Print)', href: printPages.p.path, icon: 'print' },
      { kind: 'print', key: 'print:enrolled', label: 'Enrollments per school', href: printPages.enrolled.path, icon: 'print' },
      { kind: 'print', key: 'print:m', label: 'All male Students (Print)', href: printPages.m.path, icon: 'print' },
      { kind: 'print', key: 'print:f', label: 'All female students (Print)', href: printPages.f.path, icon: 'print' },
    );
  }
  if (flags.st) reports.push({ kind: 'print', key: 'print:st', label: 'Statistics (Print)', href: printPages.st.path, icon: 'statistics' });

  const reportsArabic: MenuEntry[] = reports.flatMap((entry) =>
    entry.kind === 'print'
      ? [{ ...entry, key: `${entry.key}:ar`, label: ARABIC_REPORTS[entry.key], href: `${entry.href}?lang=ar`, lang: 'ar' as const }]
      : [],
  );

  return { main, reports, reportsArabic, logout: { kind: 'logout', key: 'logout', label: 'Logout', icon: 'logout' } };
}
