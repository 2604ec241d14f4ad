import axios from 'axios';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { requestFingerprint } from './fingerprint';

/**
 * Uploads one file (an image, a recording, an applicant's document) on its
 * own call (ours: POST /api/media/upload), so answers and questions keep a
 * short URL instead of a multi-megabyte data URL (ARCHITECTURE §7). The body
 * is the raw file; its type, name and the request fingerprint go in headers.
 * Staff upload with their session token; applicants with their attempt hash.
 */
export const MEDIA_UPLOAD_PATH = 'media/upload';

export interface UploadedMedia {
  /** Where the file is served from, e.g. /api/media/<id>. */
  url: string;
  id: string;
  type: string;
  name: string;
  size: number;
}

export interface MediaUploadOptions {
  /** The staff session token; omit for applicants. */
  token?: string | null;
  /** The applicant's attempt hash (exam uploads). */
  attemptHash?: string;
  name?: string;
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseURL?: string;
}

export async function uploadMedia(file: Blob, options: MediaUploadOptions = {}): Promise<UploadedMedia> {
  const name = options.name ?? (file instanceof File ? file.name : 'upload');
  const headers: Record<string, string> = {
    'Content-Type': file.type || 'application/octet-stream',
    'X-File-Name': encodeURIComponent(name),
    'X-Sign': requestFingerprint(),
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.attemptHash) headers['X-Attempt-Hash'] = options.attemptHash;
  try {
    const response = await axios.post<{ data: UploadedMedia }>(`${options.baseURL ?? '/api/'}${MEDIA_UPLOAD_PATH}`, file, {
      headers,
      withCredentials: true,
      signal: options.signal,
      onUploadProgress: (event) => {
        if (options.onProgress && event.total) options.onProgress(event.loaded / event.total);
      },
    });
    return response.data.data;
  } catch (error) {
    if (!axios.isAxiosError(error) || !error.response) throw new ApiError(null, NETWORK_ERROR_MESSAGE);
    const body = error.response.data as { msg?: unknown } | undefined;
    throw new ApiError(error.response.status, typeof body?.msg === 'string' ? body.msg : 'The file could not be uploaded.');
  }
}
