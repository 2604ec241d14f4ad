import { ACCESS_CODE_RENEWED, ATTEMPT_MOVED, type AccessCodeCallName } from '@mizan/shared';
import { renewAccessCode } from '../services/access-codes';
import { moveAttempt } from '../services/attempt-moves';
import { signedIn, type Handlers } from './handler';

/** The staff calls of access codes (shared/src/api/contract-access-codes.ts). */
export const accessCodeHandlers = {
  moveAttempt: async ({ data, caller, services }) => {
    await moveAttempt(services.db, signedIn(caller), data);
    return { msg: ATTEMPT_MOVED };
  },

  renewAccessCode: async ({ data, caller, services }) => ({
    data: { access_code: await renewAccessCode(services.db, signedIn(caller), data.applicant_id) },
    msg: ACCESS_CODE_RENEWED,
  }),
} satisfies Pick<Handlers, AccessCodeCallName>;
