import { deleteBankQuestion, findBankQuestions, saveBankQuestion } from '../services/question-bank/question-bank';
import { signedIn, type Handlers } from './handler';

/** The question bank's calls (ours; shared/src/api/contract-bank.ts). */
export const bankHandlers: Pick<Handlers, 'bankQuestions' | 'saveBankQuestion' | 'deleteBankQuestion'> = {
  bankQuestions: async ({ data, caller, services }) => {
    signedIn(caller);
    return { data: await findBankQuestions(services.db, data) };
  },
  saveBankQuestion: async ({ data, caller, services }) => saveBankQuestion(services.db, signedIn(caller), data),
  deleteBankQuestion: async ({ data, caller, services }) => deleteBankQuestion(services.db, signedIn(caller), data.id),
};
