import { ATTEMPT_HASH_INVALID } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { unauthorized } from '../errors';
import { attemptForUpload } from './attempts';
import type { MediaOwner } from './media-storage';

const HASH = /^[A-Za-z0-9_-]{32}$/;

/**
 * May the applicant holding this attempt hash upload a file now? Answers the
 * owner to record on the media row, or throws a 401 with a sentence. In this
 * order: the hash is well formed and names an attempt; the attempt has
 * started and is not submitted; the server's deadline plus grace has not
 * passed (an attempt past it is submitted on the spot, ARCHITECTURE §9); the
 * upload comes from the browser the attempt is open in (X-Sign).
 * POST /api/media/upload calls this for every request that carries
 * X-Attempt-Hash and no bearer token, and stores `owner_attempt_hash`;
 * student/saveanswer.php then accepts in an answer only media uploaded
 * for that same attempt.
 */
export async function authorizeApplicantUpload(hash: string, sign: string, services: AppServices): Promise<MediaOwner> {
  if (!HASH.test(hash)) throw unauthorized(ATTEMPT_HASH_INVALID);
  await attemptForUpload(services.db, services.clock, hash, sign);
  return { kind: 'attempt', attemptHash: hash };
}
