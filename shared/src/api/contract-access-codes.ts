import { z } from 'zod';
import { requiresAnyFlag, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { ATTEMPT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * The staff side of access codes (ours; domain/access-code.ts,
 * docs/security.md "Access codes"): renewing an applicant's code, and moving
 * a running attempt to another browser for an applicant who cannot register
 * again (lost code, crashed computer). Spread into `contract` in contract.ts.
 */

export const MOVE_REASON_REQUIRED = 'Please give the reason for moving this attempt (3 to 500 characters).';
export const ATTEMPT_NOT_RUNNING = 'This attempt has been submitted: there is nothing to move. The result can be opened in any browser.';
export const ATTEMPT_MOVED =
  'The attempt is released from its browser. The applicant opens the exam link, or registers again, in the new browser and continues with the saved answers and the same deadline.';
export const ACCESS_CODE_RENEWED = 'A new access code was made. The old one no longer works: give the applicant the new one.';

export const moveAttemptRequestSchema = z.object({
  attemptId: positiveId(ATTEMPT_ID_REQUIRED),
  reason: z.string({ error: MOVE_REASON_REQUIRED }).trim().min(3, MOVE_REASON_REQUIRED).max(500, MOVE_REASON_REQUIRED),
});

export const accessCodeCalls = {
  moveAttempt: call({
    method: 'POST',
    path: 'admin/moveattempt.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: moveAttemptRequestSchema,
    response: z.object({ msg: z.string() }),
    summary:
      "Release a running attempt from the browser it is bound to, so the applicant's next browser (opening the exam link, or registering " +
      'with the ID and, where required, the access code) takes it over with its saved answers and deadline. A reason is required and the ' +
      'move is written to the audit log. Staff with exam (who may see the assessment) or ans (who review it); others 404. Submitted: 409',
    ours: true,
  }),
  renewAccessCode: call({
    method: 'POST',
    path: 'admin/newaccesscode.php',
    access: requiresFlag('updateinfo'),
    request: z.object({ applicant_id: positiveId('The applicant id must be a number') }),
    response: z.object({ data: z.object({ access_code: z.string() }), msg: z.string() }),
    summary: "Make a new access code for one applicant (the old one stops working); audited without the code's value",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type AccessCodeCallName = keyof typeof accessCodeCalls;
