import type { Applicant } from '@mizan/shared';
import { textOf, type PrintContext } from './print-context';

/** Applicants by school, in the schools' order; those without one last. */
export function bySchool(
  context: PrintContext,
  applicants: readonly Applicant[],
): Array<{ name: string; applicants: Applicant[]; none?: true }> {
  const groups = new Map<number | null, Applicant[]>();
  for (const applicant of applicants) {
    const list = groups.get(applicant.school_id) ?? [];
    list.push(applicant);
    groups.set(applicant.school_id, list);
  }
  const ordered: Array<{ name: string; applicants: Applicant[]; none?: true }> = context.schools.map((school) => ({
    name: school.name,
    applicants: groups.get(school.id) ?? [],
  }));
  const none = groups.get(null);
  if (none) ordered.push({ name: textOf(context).word('No school'), applicants: none, none: true });
  return ordered;
}

/** Every school, and "No school" only when someone has none. */
export const shown = (group: { applicants: readonly Applicant[]; none?: true }) => group.applicants.length > 0 || !group.none;

export function byName(applicants: readonly Applicant[]): Applicant[] {
  return [...applicants].sort((a, b) => a.name.localeCompare(b.name, ['ar', 'en']) || a.id - b.id);
}
