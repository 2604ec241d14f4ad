import type { AppServices } from '../app-services';
import { unauthorized } from '../errors';
import type { MediaOwner } from './media-storage';

export const APPLICANT_UPLOADS_UNAVAILABLE =
  'Uploads from an exam are not open yet: this server has no exam attempts to upload to. Please tell the school.';

/**
 * May the applicant holding this attempt hash upload a file now? Answers the
 * owner to record on the media row, or throws a 401 with a sentence.
 *
 * THE EXAM ISSUE IMPLEMENTS THIS. The attempts table does not exist yet, so
 * for now every attempt hash is refused with APPLICANT_UPLOADS_UNAVAILABLE
 * (and a test says so). When attempts arrive it must check, in this order:
 * the hash names an attempt; the attempt has started and is not submitted;
 * the server's deadline plus grace has not passed (ARCHITECTURE §9); and then
 * answer `{ kind: 'attempt', attemptHash }`. POST /api/media/upload already
 * calls it for every request that carries X-Attempt-Hash and no bearer token,
 * and already stores `owner_attempt_hash`, so nothing else has to change.
 */
export async function authorizeApplicantUpload(_hash: string, _services: AppServices): Promise<MediaOwner> {
  throw unauthorized(APPLICANT_UPLOADS_UNAVAILABLE);
}
