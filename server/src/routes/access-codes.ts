import { ACCESS_CODE_RENEWED, ATTEMPT_MOVED, type AccessCodeCallName } from '@mizan/shared';
import { notFound } from '../errors';
import { renewAccessCode } from '../services/access-codes';
import { noApplicantMessage } from '../services/applicant-records';
import { moveAttempt } from '../services/attempt-moves';
import { writeAudit } from '../services/audit';
import { signedIn, type Handlers } from './handler';

/** The staff calls of access codes (shared/src/api/contract-access-codes.ts). */
export const accessCodeHandlers = {
  moveAttempt: async ({ data, caller, services }) => {
    await moveAttempt(services.db, signedIn(caller), data);
    return { msg: ATTEMPT_MOVED };
  },

  renewAccessCode: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const code = await services.db.transaction().execute(async (transaction) => {
      const renewed = await renewAccessCode(transaction, data.applicant_id);
      if (renewed === undefined) throw notFound(noApplicantMessage(data.applicant_id));
      // The code itself is never written to the log: the log is read by more people than may see codes.
      await writeAudit(transaction, { actorUserId: actor.user.id, action: 'applicant.access_code', subjectType: 'applicant', subjectId: data.applicant_id, details: { renewed: true } });
      return renewed;
    });
    return { data: { access_code: code }, msg: ACCESS_CODE_RENEWED };
  },
} satisfies Pick<Handlers, AccessCodeCallName>;
