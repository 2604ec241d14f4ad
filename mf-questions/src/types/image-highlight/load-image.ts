import { isImageSource } from '@mizan/shared';

/** How long an image may take to load for an export before the drawing is exported without it. */
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;

const cache = new Map<string, Promise<HTMLImageElement | null>>();

/**
 * `url` loaded as an image that may be drawn on a canvas and exported: asked
 * for with CORS, so a picture from a site that allows it does not taint the
 * canvas. Resolves null when it fails, is not an allowed image source, or
 * takes too long. Loads are shared: the exam warms them up on show, so the
 * export right after a stroke finds them ready.
 */
export function loadImage(url: string): Promise<HTMLImageElement | null> {
  if (!url || !isImageSource(url)) return Promise.resolve(null);
  const known = cache.get(url);
  if (known) return known;
  const loading = new Promise<HTMLImageElement | null>((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => finish(null), IMAGE_LOAD_TIMEOUT_MS);
    function finish(result: HTMLImageElement | null) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      if (result === null) cache.delete(url);
      resolve(result);
    }
    image.crossOrigin = 'anonymous';
    image.onload = () => finish(image);
    image.onerror = () => finish(null);
    image.src = url;
  });
  cache.set(url, loading);
  return loading;
}
