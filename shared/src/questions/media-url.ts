/**
 * Which URLs may stand in a question or an answer. Rich text and media are
 * rendered as elements with a src, never as markup, so a URL is the only
 * place a script could hide: we allow http(s), same-site paths and, in
 * questions only, small inline raster images (the seed kept images as data
 * URLs). SVG data URLs are refused because an SVG can carry script.
 */

/** Longest URL accepted for uploaded media (our media call answers short paths). */
export const MEDIA_URL_MAX_LENGTH = 2048;

/**
 * Longest inline image (data URL) accepted inside a question: about 750 KB
 * of picture. Bigger images go through the media call (ARCHITECTURE §7).
 */
export const INLINE_IMAGE_MAX_LENGTH = 1_000_000;

const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/i;

function isHttpOrPathUrl(url: string): boolean {
  if (url.length === 0 || url.length > MEDIA_URL_MAX_LENGTH) return false;
  if (/[\p{Cc}\s"'<>\\]/u.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\/[^/]/i.test(url);
}

/**
 * A URL of uploaded media (recording, file, drawing): http(s) or a path on
 * our own site. Answers never hold data URLs (ARCHITECTURE §7).
 */
export function isMediaUrl(url: string): boolean {
  return isHttpOrPathUrl(url);
}

/** An image a question may show: a media URL or a small inline raster image. */
export function isImageSource(url: string): boolean {
  if (isHttpOrPathUrl(url)) return true;
  return url.length <= INLINE_IMAGE_MAX_LENGTH && RASTER_DATA_URL.test(url);
}
