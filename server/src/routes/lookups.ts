import { ROLE_IDS, ROLE_NAMES } from '@mizan/shared';
import { listSchools } from '../services/applicant-records';
import { listPositions, listStaffWithRoles } from '../services/lookups';
import type { Handlers } from './handler';

/** The `Get{Name}s` lists behind select fields. */
export const lookupHandlers = {
  roles: async () => ({ data: ROLE_IDS.map((id) => ({ id, name: ROLE_NAMES[id] })) }),
  schools: async ({ services }) => ({ data: await listSchools(services.db) }),
  positions: async ({ services }) => ({ data: await listPositions(services.db) }),

  /** Staff with the Teacher role (2) who may be assigned as reviewers. */
  teachers: async ({ services }) => ({ data: await listStaffWithRoles(services.db, [2]) }),
} satisfies Pick<Handlers, 'roles' | 'schools' | 'positions' | 'teachers'>;
