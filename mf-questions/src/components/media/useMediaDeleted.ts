import { useCallback, useEffect, useState } from 'react';

/** Our own media links: only these are asked whether they were deleted. */
const OWN_MEDIA = /^\/api\/media\/[A-Za-z0-9_-]{32}$/;

/**
 * Whether a media link answers 410, the answer of a file deleted under the
 * retention rule (docs/media.md, "Deletion"), so the screen can say so
 * instead of showing a broken player or link. Asks for one byte, only for
 * our own links: when `probe` is called (a player or picture that failed to
 * load), or at once with `now` (a document link, which loads nothing).
 */
export function useMediaDeleted(src: string, now = false): { deleted: boolean; probe: () => void } {
  const [deleted, setDeleted] = useState(false);
  const probe = useCallback(() => {
    if (!OWN_MEDIA.test(src) || typeof fetch !== 'function') return;
    fetch(src, { headers: { Range: 'bytes=0-0' } })
      .then((response) => setDeleted(response.status === 410))
      .catch(() => undefined);
  }, [src]);
  useEffect(() => {
    if (now) probe();
  }, [now, probe]);
  return { deleted, probe };
}
