import { uploadMedia, type MediaUploadOptions, type UploadedMedia } from '../api/media-upload';
import { store } from './store';

/** Upload a file as the signed-in staff member (question images, authoring). */
export function uploadStaffMedia(file: Blob, options: Omit<MediaUploadOptions, 'token'> = {}): Promise<UploadedMedia> {
  return uploadMedia(file, { ...options, token: store.getState().session.token });
}
