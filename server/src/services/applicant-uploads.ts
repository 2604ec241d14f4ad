import { ATTEMPT_HASH_INVALID, ATTEMPT_HASH_PATTERN } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { unauthorized } from '../errors';
import { UPLOAD_ANSWERS, admitted } from './attempts/attempt-policy';
import { findAttempt } from './attempts/attempt-queries';
import type { MediaOwner } from './media-storage';
import { checkExamCallNetwork } from './networks/network-check';
import { checkExamCallSafeExamBrowser, type SebRequest } from './safe-exam-browser/seb-check';

/**
 * May the applicant holding this attempt hash upload a file now? Answers the
 * owner to record on the media row, or throws with a sentence. The hash must
 * be well formed (401), then the attempt policy decides in its one order
 * (attempts/attempt-policy.ts): the hash names an attempt, it is not
 * submitted, the upload comes from the browser the attempt is open in
 * (X-Sign; 423 otherwise), it has started, and the server's deadline plus
 * grace has not passed (an attempt past it is submitted on the spot,
 * ARCHITECTURE §9); every other refusal is a 401 (`UPLOAD_ANSWERS`).
 * POST /api/media/upload calls this for every request that carries
 * X-Attempt-Hash and no bearer token, and stores `owner_attempt_hash` and
 * the attempt's assessment (whose quota the file counts against too);
 * student/saveanswer.php then accepts in an answer only media uploaded
 * for that same attempt. Before the policy, the assessment's address list
 * refuses an upload from outside its networks (403, services/networks/),
 * and, given the request, one without Safe Exam Browser's hash where the
 * assessment requires it (403, services/safe-exam-browser/).
 */
export async function authorizeApplicantUpload(
  hash: string,
  sign: string,
  ip: string,
  services: AppServices,
  sebRequest?: SebRequest,
): Promise<MediaOwner> {
  if (!ATTEMPT_HASH_PATTERN.test(hash)) throw unauthorized(ATTEMPT_HASH_INVALID);
  const { db, clock } = services;
  await checkExamCallNetwork(db, { hash }, ip);
  if (sebRequest) await checkExamCallSafeExamBrowser(db, { hash }, sebRequest, services.config.messaging?.publicUrl ?? null);
  const attempt = await admitted(db, clock, await findAttempt(db, hash), sign, clock.now(), UPLOAD_ANSWERS);
  return { kind: 'attempt', attemptHash: hash, assessmentId: attempt.assessment_id };
}
