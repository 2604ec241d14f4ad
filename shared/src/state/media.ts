import { uploadMedia, type MediaUploadOptions, type UploadedMedia } from '../api/media-upload';
import { readCsrfProof } from '../session/session-cookie';

/** Upload a file as the signed-in staff member (question images, authoring): the session cookie and its proof. */
export function uploadStaffMedia(file: Blob, options: Omit<MediaUploadOptions, 'csrfProof'> = {}): Promise<UploadedMedia> {
  return uploadMedia(file, { ...options, csrfProof: readCsrfProof() });
}
