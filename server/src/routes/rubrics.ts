import { deleteRubric, findRubrics, saveRubric } from '../services/rubrics/rubric-bank';
import { signedIn, type Handlers } from './handler';

/** The rubric bank's calls (ours; shared/src/api/contract-rubrics.ts). */
export const rubricHandlers: Pick<Handlers, 'rubricBank' | 'saveRubric' | 'deleteRubric'> = {
  rubricBank: async ({ data, caller, services }) => ({ data: await findRubrics(services.db, signedIn(caller), data) }),
  saveRubric: async ({ data, caller, services }) => saveRubric(services.db, signedIn(caller), data),
  deleteRubric: async ({ data, caller, services }) => deleteRubric(services.db, signedIn(caller), data.id),
};
