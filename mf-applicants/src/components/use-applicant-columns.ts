import { useMemo } from 'react';
import { arrangeColumns, defaultColumnOrder, shownColumns, type ColumnPlace, type ScoreColumn } from '@mizan/shared';
import { useApplicantColumnsQuery, useSaveApplicantColumnsMutation } from '../state/table-columns-api';

/**
 * The applicants table's columns as this staff member chose them (kept on the
 * server, so each person on a shared computer has their own): the movable
 * columns for the chooser, the columns the table draws, and saving a new
 * choice. Until the choice has arrived, or when it cannot be read, the table
 * shows the default.
 */
export function useApplicantColumns(scoreColumns: readonly ScoreColumn[], withAccessCode: boolean) {
  const { data: choice = null } = useApplicantColumnsQuery();
  const [save, { isLoading: saving }] = useSaveApplicantColumnsMutation();
  const available = useMemo(() => defaultColumnOrder(scoreColumns, withAccessCode), [scoreColumns, withAccessCode]);
  const places = useMemo<ColumnPlace[]>(() => arrangeColumns(available, choice), [available, choice]);
  const columnKeys = useMemo(() => shownColumns(places), [places]);
  const defaults = useMemo(() => arrangeColumns(available, null), [available]);
  return { places, defaults, columnKeys, save: (next: Parameters<typeof save>[0]) => save(next).unwrap(), saving };
}
