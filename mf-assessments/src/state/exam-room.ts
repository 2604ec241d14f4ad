import { ROOM_STATE_LABELS, type RoomAttempt, type RoomState } from '@mizan/shared';

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
      (search === '' ||
        [attempt.name, attempt.ssn, attempt.school, attempt.accessCode ?? ''].some((text) => text.toLowerCase().includes(search))),
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
