import { useCallback, useEffect, useRef, useState } from 'react';
import { toFailure, type CallFailure } from './failure';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  failure: CallFailure | null;
  /** Call again (Retry, Refresh). */
  reload: () => void;
  /** Replace the data with an answer that already carries it (publish/pull answer the list). */
  setData: (data: T) => void;
}

/**
 * Runs `load` when the screen opens and whenever `key` changes; the newest
 * request wins (an older answer arriving late is dropped).
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    setFailure(null);
    loadRef.current().then(
      (answer) => {
        if (request !== latest.current) return;
        setData(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setFailure(toFailure(error));
        setLoading(false);
      },
    );
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, loading, failure, reload, setData };
}
