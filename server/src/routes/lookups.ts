import { ROLE_IDS, ROLE_NAMES } from '@mizan/shared';
import type { Handlers } from './handler';

/** The `Get{Name}s` lists behind select fields. */
export const lookupHandlers = {
  roles: async () => ({ data: ROLE_IDS.map((id) => ({ id, name: ROLE_NAMES[id] })) }),

  schools: async ({ services }) => ({
    data: await services.db.selectFrom('schools').select(['id', 'name']).orderBy('id').execute(),
  }),

  positions: async ({ services }) => ({
    data: await services.db.selectFrom('positions').select(['id', 'name']).orderBy('id').execute(),
  }),

  /** Staff with the Teacher role (2) who may be assigned as reviewers. */
  teachers: async ({ services }) => ({
    data: await services.db
      .selectFrom('users')
      .select(['id', 'displayname'])
      .where('role_id', '=', 2)
      .where('disabled', '=', false)
      .orderBy('displayname')
      .orderBy('id')
      .execute(),
  }),
} satisfies Pick<Handlers, 'roles' | 'schools' | 'positions' | 'teachers'>;
