import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { AttemptMemory } from './attempt-memory';
import { attemptOrNotFound, startAttempts, type Started } from './attempt-queries';
import type { AttemptState } from './attempt-state';
import { registrationRefusal } from './registration-window';

type Db = Kysely<Database>;

/**
 * Start one attempt, leaving its browser binding as it is: the assessment
 * must still be open for registration (pulled or past its end date:
 * refused); an attempt that has started runs to its own deadline whatever
 * happens to the assessment. Null when a concurrent first fetch started it.
 */
export async function startAttempt(db: Db, clock: Clock, memory: AttemptMemory, attempt: AttemptState): Promise<Started | null> {
  const now = clock.now();
  const refusal = registrationRefusal(attempt, now);
  if (refusal) throw refusal;
  return (await startAttempts(db, memory, [{ attempt, sign: null, now }]))[0];
}

/**
 * The attempt, started if it had not started: the questions are copied from
 * the assessment and the deadline set, in ONE conditional update, so two
 * first fetches at once make one start.
 */
export async function ensureStarted(db: Db, clock: Clock, memory: AttemptMemory, attempt: AttemptState): Promise<AttemptState> {
  if (attempt.started_at !== null || attempt.submitted_at !== null) return attempt;
  const started = await startAttempt(db, clock, memory, attempt);
  return started?.attempt ?? attemptOrNotFound(db, attempt.hash);
}
