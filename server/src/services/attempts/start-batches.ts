import type DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { momentLoader } from '../moment-loader';
import type { AttemptMemory } from './attempt-memory';
import type { AttemptState } from './attempt-state';
import { findAttempts } from './attempt-queries';
import { startAttempts, type StartRequest, type Started } from './attempt-start';
import { startFactsOf, type StartGates } from './start-gates';

/** An attempt as admin/getstudentexam.php reads it: with its assessment's gates and the fingerprint of its prepared snapshot (null: none). */
interface AttemptToOpen {
  attempt: AttemptState;
  gates: StartGates;
  preparedFrom: string | null;
}

/**
 * The synchronized start of an exam room: a whole room's first fetches
 * (admin/getstudentexam.php) arrive within a few milliseconds. Each would
 * cost its own statements, and on a 2-core machine with PostgreSQL beside it
 * the cost of a statement (a socket write, a parse, a plan, a commit) is what
 * limits the morning. Here the first fetches of one moment (a turn of the
 * event loop, or the time the previous batch ran: moment-loader.ts) share them: one read of all their attempts, one of their
 * assessments' gates (start-gates.ts) and prepared snapshots, and one
 * conditional update that starts all of them (`startAttempts`). A lone fetch
 * is a batch of one and waits for nothing but the end of the current turn
 * (setImmediate). Each request keeps its own answer and its own refusal.
 *
 * Made once per app (app-services.ts) on the top-level database handle:
 * never a transaction, whose statements must run in its own order.
 */
export class StartBatches {
  private readonly finder: DataLoader<string, AttemptState | undefined>;
  private readonly opener: DataLoader<string, AttemptToOpen | undefined>;
  private readonly starter: DataLoader<StartRequest, Started | null>;

  constructor(db: Kysely<Database>, memory: AttemptMemory) {
    this.finder = momentLoader((hashes: readonly string[]) => findAttempts(db, hashes));
    this.opener = momentLoader((hashes: readonly string[]) => findAttemptsToOpen(db, hashes));
    this.starter = momentLoader((requests: readonly StartRequest[]) => startAttempts(db, memory, requests));
  }

  /** The attempt with this hash, read together with the other first fetches of this moment. */
  findAttempt(hash: string): Promise<AttemptState | undefined> {
    return this.finder.load(hash);
  }

  /** The attempt with this hash with what its start asks of its assessment, read together with the other first fetches of this moment. */
  findAttemptToOpen(hash: string): Promise<AttemptToOpen | undefined> {
    return this.opener.load(hash);
  }

  /** Start (and bind) this attempt together with the other first fetches of this moment; null when it changed nothing. */
  start(request: StartRequest): Promise<Started | null> {
    return this.starter.load(request);
  }
}

async function findAttemptsToOpen(db: Kysely<Database>, hashes: readonly string[]): Promise<(AttemptToOpen | undefined)[]> {
  const attempts = await findAttempts(db, hashes);
  const found = attempts.filter((attempt): attempt is AttemptState => attempt !== undefined);
  const facts = await startFactsOf(
    db,
    [...new Set(found.map((attempt) => attempt.assessment_id))],
    found.map((attempt) => attempt.id),
  );
  return attempts.map((attempt) =>
    attempt
      ? { attempt, gates: facts.gates.get(attempt.assessment_id)!, preparedFrom: facts.preparedFrom.get(attempt.id) ?? null }
      : undefined,
  );
}
