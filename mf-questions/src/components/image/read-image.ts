import { isImageSource } from '@mizan/shared';

/**
 * While the server's media call is missing (it answers 404), a picture this
 * small is kept inside the question as a data URL instead (ours); bigger ones
 * must wait for the media call. The shared model accepts inline images up to
 * INLINE_IMAGE_MAX_LENGTH characters, well above this.
 */
export const INLINE_IMAGE_FALLBACK_MAX_BYTES = 200 * 1024;

/** Statuses meaning "the media call does not exist on this server yet". */
export const MEDIA_CALL_MISSING_STATUSES: readonly number[] = [404, 405, 501];

/** The file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** How long a URL may take to load as a picture before we give up. */
export const IMAGE_LOAD_TIMEOUT_MS = 15_000;

/**
 * Resolves true when `url` is an allowed image source (isImageSource) and the
 * browser loads it as a picture, false otherwise (a page, a 404, a timeout).
 */
export function imageLoads(url: string, timeoutMs: number = IMAGE_LOAD_TIMEOUT_MS): Promise<boolean> {
  if (!isImageSource(url)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    function finish(ok: boolean) {
      window.clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ok);
    }
    image.onload = () => finish(image.naturalWidth > 0 || image.width > 0);
    image.onerror = () => finish(false);
    image.src = url;
  });
}
