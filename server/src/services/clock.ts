/**
 * Where the server reads the time. The attempt engine owns the exam clock
 * (ARCHITECTURE §9: deadline = started_at + duration on the server), and
 * takes it from here so tests can move time without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
