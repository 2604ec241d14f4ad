import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaUpload } from '@mizan/shared';
import { uploadErrorMessage } from './upload-error';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** How long after the applicant stops drawing the picture is uploaded. */
export const DRAWING_SAVE_DELAY_MS = 1200;

export interface DrawingSaverOptions {
  /** The drawing as a PNG, or null when there is nothing to save. */
  makeBlob: () => Promise<Blob | null>;
  upload: MediaUpload;
  /** The uploaded drawing's URL, for onAnswer. */
  onSaved: (url: string) => void;
  delayMs?: number;
}

export interface DrawingSaver {
  state: SaveState;
  /** Why the last save failed, when state is 'failed'. */
  error: string | null;
  /** The drawing changed: save it once the applicant pauses. */
  changed: () => void;
  /** Save now (the Retry button). */
  retry: () => void;
}

/**
 * Debounced saving of a drawing: each change restarts the wait; when it
 * ends the drawing is exported and uploaded, and onSaved gets its URL. Only
 * the newest drawing is ever answered: an upload overtaken by a later change
 * is dropped. A change still waiting when the question goes away (the
 * applicant moves on or submits) is saved at once.
 */
export function useDrawingSaver({ makeBlob, upload, onSaved, delayMs = DRAWING_SAVE_DELAY_MS }: DrawingSaverOptions): DrawingSaver {
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ makeBlob, upload, onSaved });
  latest.current = { makeBlob, upload, onSaved };
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback(async () => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    version.current += 1;
    const mine = version.current;
    setState('saving');
    setError(null);
    try {
      const blob = await latest.current.makeBlob();
      if (mine !== version.current) return;
      if (!blob) {
        setState('idle');
        return;
      }
      const { url } = await latest.current.upload(blob, 'drawing.png');
      if (mine !== version.current) return;
      latest.current.onSaved(url);
      setState('saved');
    } catch (failure) {
      if (mine !== version.current) return;
      setError(uploadErrorMessage(failure));
      setState('failed');
    }
  }, []);

  const changed = useCallback(() => {
    version.current += 1;
    setState('pending');
    setError(null);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void save();
    }, delayMs);
  }, [delayMs, save]);

  const retry = useCallback(() => void save(), [save]);

  useEffect(
    () => () => {
      if (timer.current !== null) void save();
    },
    [save],
  );

  return { state, error, changed, retry };
}
