import { useCallback, useEffect, useRef, useState } from 'react';
import { ROOM_STATE_LABELS, type ExamRoom, type RoomAttempt, type RoomState } from '@mizan/shared';
import { api } from '@mizan/shared/browser';
import { toFailure, type CallFailure } from './failure';

/** How often the room is read again (one statement on the server for the whole room). */
export const ROOM_REFRESH_MS = 5_000;

export interface RoomFilter {
  state: RoomState | 'all';
  search: string;
}

/** The attempts this filter keeps: a state, and a search over name, masked ID, school and access code. */
export function filterAttempts(attempts: readonly RoomAttempt[], filter: RoomFilter): RoomAttempt[] {
  const search = filter.search.trim().toLowerCase();
  return attempts.filter(
    (attempt) =>
      (filter.state === 'all' || attempt.state === filter.state) &&
      (search === '' || [attempt.name, attempt.ssn, attempt.school, attempt.accessCode ?? ''].some((text) => text.toLowerCase().includes(search))),
  );
}

/** '3:07' for 187 seconds; '1:02:05' past an hour. */
export function clockText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** '12 s ago', '4 min ago'. */
export function agoText(seconds: number): string {
  return seconds < 120 ? `${seconds} s ago` : `${Math.floor(seconds / 60)} min ago`;
}

export const stateLabel = (state: RoomState) => ROOM_STATE_LABELS[state];

export interface PolledRoom {
  room: ExamRoom | null;
  /** The last refresh failed (the room shown is the one before). */
  failure: CallFailure | null;
  loading: boolean;
  /** Read now (after an action). */
  refresh: () => void;
}

/**
 * The room, read when the page opens and again every `everyMs` after each
 * answer (never two reads at once), without reloading the page. A failed
 * read keeps the last room on screen and says so.
 */
export function usePolledRoom(examId: number, everyMs = ROOM_REFRESH_MS): PolledRoom {
  const [room, setRoom] = useState<ExamRoom | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  const reading = useRef(false);

  const read = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    if (timer.current) clearTimeout(timer.current);
    try {
      const answer = await api.call('examRoom', { id: examId });
      if (!alive.current) return;
      setRoom(answer.data);
      setFailure(null);
    } catch (error) {
      if (alive.current) setFailure(toFailure(error));
    } finally {
      reading.current = false;
      if (alive.current) {
        setLoading(false);
        timer.current = setTimeout(() => void read(), everyMs);
      }
    }
  }, [examId, everyMs]);

  useEffect(() => {
    alive.current = true;
    void read();
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [read]);

  return { room, failure, loading, refresh: () => void read() };
}
