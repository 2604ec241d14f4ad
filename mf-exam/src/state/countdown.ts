/**
 * The exam clock (ARCHITECTURE §9): the server owns the time. The page keeps
 * the server's remaining seconds and the moment it learnt them on the
 * monotonic clock (performance.now()), so changing the device's date or time
 * changes nothing. Every answer from the server (load, each save, a re-fetch
 * when the tab becomes visible) re-syncs it.
 */
export interface ClockSync {
  /** Seconds left on the server when it answered. */
  remainingSeconds: number;
  /** performance.now() when that answer arrived. */
  receivedAt: number;
}

export function monotonicNow(): number {
  return performance.now();
}

export function syncClock(remainingSeconds: number, now: number = monotonicNow()): ClockSync {
  return { remainingSeconds: Math.max(0, remainingSeconds), receivedAt: now };
}

/** Seconds left now (may be fractional, never below 0). */
export function secondsLeft(sync: ClockSync, now: number = monotonicNow()): number {
  return Math.max(0, sync.remainingSeconds - (now - sync.receivedAt) / 1000);
}

/** Whole minutes and seconds shown, counting down (a partial second shows as the next whole one). */
export function clockParts(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.ceil(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'mm:ss' (minutes grow past 99 when an exam is that long). */
export function formatClock(seconds: number): string {
  const parts = clockParts(seconds);
  return `${pad2(parts.minutes)}:${pad2(parts.seconds)}`;
}
