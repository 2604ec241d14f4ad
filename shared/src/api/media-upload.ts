import { CSRF_HEADER } from '../domain/session';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { requestFingerprint } from './fingerprint';

/**
 * Uploads one file (an image, a recording, an applicant's document) on its
 * own call (ours: POST /api/media/upload), so answers and questions keep a
 * short URL instead of a multi-megabyte data URL (ARCHITECTURE §7). The body
 * is the raw file; its type, name and the request fingerprint go in headers.
 * Staff upload with their session cookie and its CSRF proof; applicants with
 * their attempt hash.
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
  /** The staff session's CSRF proof (the quizcsrf cookie); omit for applicants. */
  csrfProof?: string | null;
  /** The applicant's attempt hash (exam uploads). */
  attemptHash?: string;
  name?: string;
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseURL?: string;
}

function sentenceOf(request: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(request.responseText);
    if (body && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string') return body.msg;
  } catch {
    // Not JSON: the generic sentence below.
  }
  return 'The file could not be uploaded.';
}

/** The refusal's stable name, when its answer gives one (`{ msg, code }`). */
function codeOf(request: XMLHttpRequest): string | null {
  try {
    const body: unknown = JSON.parse(request.responseText);
    if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  } catch {
    // Not JSON: no code.
  }
  return null;
}

/**
 * On XMLHttpRequest rather than fetch or axios: fetch reports no upload
 * progress, and axios would be one more library on the applicant's page.
 */
export function uploadMedia(file: Blob, options: MediaUploadOptions = {}): Promise<UploadedMedia> {
  const name = options.name ?? (file instanceof File ? file.name : 'upload');
  const headers: Record<string, string> = {
    'Content-Type': file.type || 'application/octet-stream',
    'X-File-Name': encodeURIComponent(name),
    'X-Sign': requestFingerprint(),
  };
  if (options.csrfProof) headers[CSRF_HEADER] = options.csrfProof;
  if (options.attemptHash) headers['X-Attempt-Hash'] = options.attemptHash;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${options.baseURL ?? '/api/'}${MEDIA_UPLOAD_PATH}`);
    request.withCredentials = true;
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value);
    request.upload.onprogress = (event) => {
      if (options.onProgress && event.lengthComputable && event.total) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return reject(new ApiError(request.status, sentenceOf(request), codeOf(request)));
      try {
        resolve((JSON.parse(request.responseText) as { data: UploadedMedia }).data);
      } catch {
        reject(new ApiError(request.status, 'The file could not be uploaded.'));
      }
    };
    // A cancelled upload, like one that never reached the server, has no answer to show.
    request.onerror = request.onabort = () => reject(new ApiError(null, NETWORK_ERROR_MESSAGE));
    if (options.signal?.aborted) return reject(new ApiError(null, NETWORK_ERROR_MESSAGE));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
