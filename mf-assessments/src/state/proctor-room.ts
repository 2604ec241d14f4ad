import type { RoomAttempt } from '@mizan/shared';

/** An attempt waiting at the proctor's gate, as the room's list shows it. */
export interface WaitingApplicant {
  attempt: RoomAttempt;
  kind: 'start' | 'resume';
  /** Whole minutes since the request, on the server's clock. */
  minutes: number;
}

/** The attempts waiting for a proctor, longest waiting first. */
export function waitingApplicants(attempts: readonly RoomAttempt[], serverTime: string): WaitingApplicant[] {
  const now = Date.parse(serverTime);
  return attempts
    .flatMap((attempt) =>
      attempt.proctor?.state === 'waiting'
        ? [{ attempt, kind: attempt.proctor.kind, minutes: Math.max(0, Math.floor((now - Date.parse(attempt.proctor.at)) / 60_000)) }]
        : [],
    )
    .sort((a, b) => b.minutes - a.minutes || a.attempt.name.localeCompare(b.attempt.name));
}
