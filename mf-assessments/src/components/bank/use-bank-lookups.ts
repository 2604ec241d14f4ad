import { useMemo } from 'react';
import type { BankQuestion } from '@mizan/shared';
import { useListGradesQuery, useListSubjectsQuery, useListTeachersQuery } from '../../state/lookups-api';
import type { BankFilterOptions } from './BankFilters';

/**
 * The subjects, grades and authors the bank's selects offer: the subject and
 * grade lists, and the staff who may author (plus any author on the page,
 * such as an admin, who is not in that list).
 */
export function useBankLookups(entries: readonly BankQuestion[]): BankFilterOptions {
  const subjects = useListSubjectsQuery();
  const grades = useListGradesQuery();
  const teachers = useListTeachersQuery();
  return useMemo(() => {
    const authors = new Map<number, string>();
    for (const teacher of teachers.data ?? []) authors.set(teacher.id, teacher.displayname);
    for (const entry of entries) if (entry.author) authors.set(entry.author.id, entry.author.displayname);
    return {
      subjects: (subjects.data ?? []).map((subject) => subject.subject),
      grades: (grades.data ?? []).map((grade) => grade.name),
      authors: [...authors].map(([id, displayname]) => ({ id, displayname })).sort((a, b) => a.displayname.localeCompare(b.displayname)),
    };
  }, [subjects.data, grades.data, teachers.data, entries]);
}
