import { useEffect, useState } from 'react';
import { findByNationalId } from '../state/applicant-calls';
import { isWholeNationalId } from '../state/applicant-filters';

/**
 * The ids of the applicants holding the searched national ID, when the
 * search is a whole ID (14 digits); null otherwise. The browser holds IDs
 * masked, so it asks the server, which matches the whole ID exactly and
 * answers the row masked: staff find an applicant by the ID they hold without
 * the list ever carrying the hidden digits. A failed lookup finds nobody.
 */
export function useNationalIdHolders(search: string): ReadonlySet<number> | null {
  const [holders, setHolders] = useState<{ ssn: string; ids: ReadonlySet<number> } | null>(null);
  const ssn = search.trim();
  const whole = isWholeNationalId(ssn);

  useEffect(() => {
    if (!whole) return;
    let current = true;
    findByNationalId(ssn)
      .then((ids) => current && setHolders({ ssn, ids: new Set(ids) }))
      .catch(() => current && setHolders({ ssn, ids: new Set() }));
    return () => {
      current = false;
    };
  }, [ssn, whole]);

  return whole && holders?.ssn === ssn ? holders.ids : null;
}
