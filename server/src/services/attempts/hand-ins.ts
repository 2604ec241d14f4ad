import type DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AttemptMemory } from './attempt-memory';
import { closeAttempts, type CloseRequest } from './close-attempts';
import { momentLoader } from '../moment-loader';
import { scorePendingAttempts } from './scores';

type Scorer = (db: Kysely<Database>, ids: readonly number[], memory?: AttemptMemory) => Promise<number[]>;

/**
 * The hand-in at the bell: a timed exam ends for the whole room in the same
 * second. Each submit alone was a transaction of about ten statements
 * (claim, final batch, reading and scoring the answers, storing the marks,
 * the chain) holding a pooled connection throughout, so a room's submits
 * queued behind one another for seconds. Here the submits of one moment (a
 * turn of the event loop, or the time the previous close ran: moment-loader.ts)
 * are closed together in ONE statement
 * (`closeAttempts`: claimed, marked scoring_pending, their final batches
 * stored), then scored together in one transaction (scores.ts). The close is
 * what makes a submission: once it has run, the submit succeeds even when
 * the scoring fails, and the score stays pending until the sweep or a read
 * of the result finishes it. Attempts whose assessment chains to a next one
 * are not closed here (finalise.ts makes the chain in the claim's
 * transaction). Made once per app (app-services.ts) on the top-level
 * database handle, as StartBatches.
 */
export class HandIns {
  private readonly closer: DataLoader<CloseRequest, boolean>;
  private readonly scorer: DataLoader<number, boolean>;
  private reportFailure: (error: unknown) => void = () => {};

  constructor(db: Kysely<Database>, memory: AttemptMemory, score: Scorer = scorePendingAttempts) {
    this.closer = momentLoader((requests: readonly CloseRequest[]) => closeAttempts(db, requests, { unchainedOnly: true }));
    this.scorer = momentLoader(async (ids: readonly number[]) => {
      const scored = new Set(await score(db, ids, memory));
      return ids.map((id) => scored.has(id));
    });
  }

  /** Close this attempt with the others of this moment and score it; false when it was not closed here (submitted already, or chained). */
  async handIn(request: CloseRequest): Promise<boolean> {
    if (!(await this.closer.load(request))) return false;
    try {
      await this.scorer.load(request.attemptId);
    } catch (error) {
      this.reportFailure(error);
    }
    return true;
  }

  /** Where a failed scoring is told (the app's log); the attempt stays submitted with its score pending. */
  reportFailuresTo(report: (error: unknown) => void): void {
    this.reportFailure = report;
  }
}
