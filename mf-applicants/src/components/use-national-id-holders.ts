import { useMemo } from 'react';
import { skipToken } from '@mizan/shared/browser';
import { useNationalIdHoldersQuery } from '../state/applicants-api';
import { isWholeNationalId } from '../state/applicant-filters';

const NOBODY: ReadonlySet<number> = new Set();

/**
 * The ids of the applicants holding the searched national ID, when the
 * search is a whole ID (14 digits); null otherwise. The browser holds IDs
 * masked, so it asks the server, which matches the whole ID exactly and
 * answers the row masked: staff find an applicant by the ID they hold without
 * the list ever carrying the hidden digits. A failed lookup finds nobody.
 */
export function useNationalIdHolders(search: string): ReadonlySet<number> | null {
  const ssn = search.trim();
  const whole = isWholeNationalId(ssn);
  const { currentData: ids, isError } = useNationalIdHoldersQuery(whole ? ssn : skipToken);
  return useMemo(() => (ids ? new Set(ids) : isError ? NOBODY : null), [ids, isError]);
}
