import axios from 'axios';
import { CSRF_HEADER } from '../domain/session';
import { readCsrfProof } from '../session/session-cookie';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { requestFingerprint } from './fingerprint';

/**
 * The staff calls whose body or answer is a file (the contract's rawCalls:
 * applicant import and export, the import template, question files). They
 * skip the JSON envelope, so the session's CSRF proof and the request
 * fingerprint go as headers here (the token goes in its HttpOnly cookie),
 * and a refusal's `msg` is read from the blob it comes back as.
 */

function staffHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const proof = readCsrfProof();
  return { 'X-Sign': requestFingerprint(), ...(proof ? { [CSRF_HEADER]: proof } : {}), ...extra };
}

/** A blob's text (FileReader: older engines, and jsdom, have no Blob.text()). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function messageOf(body: unknown): Promise<string | null> {
  let value = body;
  if (value instanceof Blob) {
    try {
      value = JSON.parse(await blobText(value));
    } catch {
      return null;
    }
  }
  if (value && typeof value === 'object' && 'msg' in value && typeof value.msg === 'string') return value.msg;
  return null;
}

/** An axios failure as the ApiError every screen understands; `fallback` when the refusal carries no msg. */
async function asApiError(error: unknown, fallback: string): Promise<ApiError> {
  if (!axios.isAxiosError(error) || !error.response) return new ApiError(null, NETWORK_ERROR_MESSAGE);
  return new ApiError(error.response.status, (await messageOf(error.response.data)) ?? fallback);
}

/** POST a file as the body of `/api/<path>`; answers the server's `{ data, msg }`, rejects with ApiError. */
export async function postStaffFile<T>(
  path: string,
  file: Blob,
  contentType: string,
  params: Record<string, string> = {},
): Promise<{ data: T; msg?: string }> {
  try {
    const response = await axios.post<{ data: T; msg?: string }>(`/api/${path}`, file, {
      params,
      headers: staffHeaders({ 'Content-Type': contentType }),
      withCredentials: true,
    });
    return response.data;
  } catch (error) {
    throw await asApiError(error, 'The file could not be read.');
  }
}

/** The file name of a Content-Disposition header, RFC 5987 form first. */
export function fileNameOf(disposition: string | undefined | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** Hand a blob to the browser as a download named `name`, through an object URL and a link click. */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface DownloadedFile {
  /** The name it was saved under: the server's Content-Disposition, else the fallback. */
  name: string;
  /** The answer's headers (lower-case names), for what a call adds beside the file. */
  headers: Record<string, string | undefined>;
}

/**
 * GET `/api/<path>` as a blob, so the CSRF proof goes with the cookie (a bare
 * link would carry none, and the cookie alone opens no staff call), and save
 * it as a download. `failure` is the sentence for a refusal without a msg.
 */
export async function downloadStaffFile(
  path: string,
  params: Record<string, string>,
  fallbackName: string,
  failure: string,
): Promise<DownloadedFile> {
  let response;
  try {
    response = await axios.get<Blob>(`/api/${path}`, { params, headers: staffHeaders(), withCredentials: true, responseType: 'blob' });
  } catch (error) {
    throw await asApiError(error, failure);
  }
  const headers = response.headers as Record<string, string | undefined>;
  const name = fileNameOf(headers['content-disposition']) ?? fallbackName;
  saveBlobAs(response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]), name);
  return { name, headers };
}
