import { lazy, useEffect } from 'react';

/** The notice, loaded with the watcher: an assessment without signals loads neither. */
export const LazySignalNotice = lazy(() => import('./SignalNotice').then((module) => ({ default: module.SignalNotice })));

/**
 * While an attempt of an assessment that records signals is being answered,
 * the page's signals are watched and sent (start-signals.ts, loaded here
 * only then). `essayIds`: the essay questions, where a paste counts.
 */
export function useSignals(hash: string, on: boolean, essayIds: readonly string[]): void {
  const essays = essayIds.join(' ');
  useEffect(() => {
    if (!on) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    void import('./start-signals').then(
      ({ startSignals }) => {
        if (!ended) stop = startSignals({ hash, essayIds: new Set(essays.split(' ').filter(Boolean)) });
      },
      // The page works without them: a signal lost is acceptable.
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [hash, on, essays]);
}
