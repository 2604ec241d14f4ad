import { deleteBankQuestion, findBankQuestions, saveBankQuestion } from '../services/question-bank/question-bank';
import { shareBankQuestion } from '../services/question-bank/share-bank-question';
import { signedIn, type Handlers } from './handler';

/** The question bank's calls (ours; shared/src/api/contract-bank.ts). */
export const bankHandlers: Pick<Handlers, 'bankQuestions' | 'saveBankQuestion' | 'deleteBankQuestion' | 'shareBankQuestion'> = {
  bankQuestions: async ({ data, caller, services }) => ({ data: await findBankQuestions(services.db, signedIn(caller), data) }),
  saveBankQuestion: async ({ data, caller, services }) => saveBankQuestion(services.db, signedIn(caller), data),
  deleteBankQuestion: async ({ data, caller, services }) => deleteBankQuestion(services.db, signedIn(caller), data.id),
  shareBankQuestion: async ({ data, caller, services }) =>
    shareBankQuestion(services.db, signedIn(caller), data.id, { scope: data.scope, level: data.level }),
};
