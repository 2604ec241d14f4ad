import type { MediaUpload } from '@mizan/shared';
import { uploadStaffMedia } from '@mizan/shared/browser';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/**
 * How question bodies upload what an applicant makes (`MediaUpload` of the
 * shared contract): the exam screen provides the applicant's upload (shared
 * `uploadMedia(blob, { attemptHash })`); everywhere else (editors, previews)
 * staff upload with their session.
 */
const staffUpload: MediaUpload = (blob, name, options) => uploadStaffMedia(blob, { name, onProgress: options?.onProgress });

const MediaUploadContext = createContext<MediaUpload>(staffUpload);

export interface MediaUploadProviderProps {
  upload: MediaUpload;
  children: ReactNode;
}

/** Sets how question bodies below upload what an applicant makes (a drawing, a recording, a file). */
export function MediaUploadProvider({ upload, children }: MediaUploadProviderProps) {
  return <MediaUploadContext.Provider value={upload}>{children}</MediaUploadContext.Provider>;
}

/** The upload of the nearest MediaUploadProvider, or the staff upload when there is none. */
export function useMediaUpload(): MediaUpload {
  return useContext(MediaUploadContext);
}
