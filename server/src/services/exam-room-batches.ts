import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findAttempts, startAttempts, type AttemptState, type StartRequest, type Started } from './attempts';

type Db = Kysely<Database>;

/**
 * The synchronized start of an exam room: a whole room's first fetches
 * (admin/getstudentexam.php) arrive within a few milliseconds. Each would
 * cost two statements, and on a 2-core machine with PostgreSQL beside it the
 * cost of a statement (a socket write, a parse, a plan, a commit) is what
 * limits the morning. Here the first fetches that arrive during one turn of
 * the event loop share them: one read of all their attempts, one conditional
 * update that starts all of them (`startAttempts`). A lone fetch is a batch
 * of one and waits for nothing but the end of the current turn
 * (setImmediate). Each request keeps its own answer and its own refusal.
 *
 * Only for the top-level database handle: never a transaction, whose
 * statements must run in its own order.
 */
const MAX_BATCH = 256;

const finders = new WeakMap<Db, DataLoader<string, AttemptState | undefined>>();
const starters = new WeakMap<Db, DataLoader<StartRequest, Started | null>>();

function loaderFor<K, V>(loaders: WeakMap<Db, DataLoader<K, V>>, db: Db, batch: (keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new DataLoader(batch, { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (callback) => setImmediate(callback) });
    loaders.set(db, loader);
  }
  return loader;
}

/** The attempt with this hash, read together with the other first fetches of this moment. */
export function batchedFindAttempt(db: Db, hash: string): Promise<AttemptState | undefined> {
  return loaderFor(finders, db, (hashes) => findAttempts(db, hashes)).load(hash);
}

/** Start (and bind) this attempt together with the other first fetches of this moment; null when it changed nothing. */
export function batchedStart(db: Db, request: StartRequest): Promise<Started | null> {
  return loaderFor(starters, db, (requests) => startAttempts(db, requests)).load(request);
}
