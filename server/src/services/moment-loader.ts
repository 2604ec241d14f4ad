import DataLoader from 'dataloader';

export interface MomentLoaderOptions<Key, CacheKey> {
  /** Batches of this loader running at once; the requests that arrive meanwhile wait and go together in the next. */
  inFlight?: number;
  maxBatch?: number;
  cacheKeyFn?: (key: Key) => CacheKey;
}

const IN_FLIGHT = 2;
const MAX_BATCH = 512;

/**
 * A DataLoader for the bursts of exam day: the requests of one turn of the
 * event loop share one statement, and while `inFlight` batches are already
 * running, the requests that arrive wait for one of them to end and then go
 * together. Dispatching every turn's batch at once (DataLoader's own rule)
 * made a room of 2,000 into hundreds of small statements queued on the
 * database pool, each waiting for the others; waiting for a running batch
 * instead makes the batches as large as the queue (a group commit), so the
 * statements per burst fall as the burst grows. A lone request still goes at
 * the end of its turn.
 */
export function momentLoader<Key, Value, CacheKey = Key>(
  load: (keys: readonly Key[]) => Promise<readonly (Value | Error)[]>,
  { inFlight = IN_FLIGHT, maxBatch = MAX_BATCH, cacheKeyFn }: MomentLoaderOptions<Key, CacheKey> = {},
): DataLoader<Key, Value, CacheKey> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const dispatch = (send: () => void): void => {
    running += 1;
    send();
  };
  const finished = (): void => {
    running -= 1;
    const next = waiting.shift();
    if (next) dispatch(next);
  };
  return new DataLoader<Key, Value, CacheKey>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        finished();
      }
    },
    {
      cache: false,
      maxBatchSize: maxBatch,
      ...(cacheKeyFn ? { cacheKeyFn } : {}),
      batchScheduleFn: (send) =>
        setImmediate(() => {
          if (running < inFlight) dispatch(send);
          else waiting.push(send);
        }),
    },
  );
}
