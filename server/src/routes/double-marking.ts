import { agreementReport } from '../services/marking/agreement-report';
import { readMarkingSettings, revealNames, saveMarkingSettings } from '../services/marking/marking-settings';
import { moderationQueue, submissionMarks } from '../services/marking/moderation';
import { signedIn, type Handlers } from './handler';

/** Double marking, anonymous marking and the markers' agreement (shared/src/api/contract-double-marking.ts). */
export const doubleMarkingHandlers = {
  markingSettings: async ({ data, caller, services }) => ({ data: await readMarkingSettings(services.db, signedIn(caller), data.id) }),
  saveMarkingSettings: async ({ data, caller, services }) => saveMarkingSettings(services.db, signedIn(caller), data),
  revealMarking: async ({ data, caller, services }) => revealNames(services.db, signedIn(caller), data.id),
  markingAgreement: async ({ data, caller, services }) => ({ data: await agreementReport(services.db, signedIn(caller), data.id) }),
  moderationQueue: async ({ data, caller, services }) => ({ data: await moderationQueue(services.db, signedIn(caller), data.id) }),
  answerMarks: async ({ data, caller, services }) => ({ data: await submissionMarks(services.db, signedIn(caller), data.id) }),
} satisfies Pick<
  Handlers,
  'markingSettings' | 'saveMarkingSettings' | 'revealMarking' | 'markingAgreement' | 'moderationQueue' | 'answerMarks'
>;
