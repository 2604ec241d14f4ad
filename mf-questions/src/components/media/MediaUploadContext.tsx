import { uploadStaffMedia } from '@mizan/shared/browser';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/**
 * Uploads one file and answers where it is served from. The exam screen
 * provides the applicant's upload (shared `uploadMedia(blob, { attemptHash })`);
 * everywhere else (editors, previews) staff upload with their session.
 */
export type MediaUpload = (blob: Blob, name: string, options?: MediaUploadCallOptions) => Promise<{ url: string }>;

/** Optional: progress of the upload, 0 to 1 (the recorders' and file upload's progress bars). */
export interface MediaUploadCallOptions {
  onProgress?: (fraction: number) => void;
}

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
