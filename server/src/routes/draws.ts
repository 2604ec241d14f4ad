import { drawMatches } from '../services/draw-check';
import { bankReaderOf } from '../services/question-bank/bank-access';
import { signedIn, type Handlers } from './handler';

/** Random draws from the bank (ours; shared/src/api/contract-draws.ts). */
export const drawHandlers: Pick<Handlers, 'drawMatches'> = {
  drawMatches: async ({ data, caller, services }) => ({
    data: await drawMatches(services.db, data.slots, data.fixedIds, bankReaderOf(signedIn(caller))),
  }),
};
