import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One counter an attempt is charged to: a limiter and the key it counts under (an account, a browser, an address). */
export interface Counter {
  limiter: RateLimiterAbstract;
  key: string;
}

/**
 * Charge an attempt to every counter, in order, BEFORE the work it limits
 * (checking a password, looking up an ID). Each charge is one atomic
 * increment in the store, so a burst of parallel attempts cannot all pass a
 * check made before any of them is counted. When a counter is used up, the
 * ones already charged are given back and the wait (ms) of the refusing
 * counter is answered; null means the attempt may go ahead.
 */
export async function chargeAttempt(counters: readonly Counter[]): Promise<{ retryAfterMs: number } | null> {
  const charged: Counter[] = [];
  for (const counter of counters) {
    try {
      await counter.limiter.consume(counter.key);
      charged.push(counter);
    } catch (refusal) {
      // rate-limiter-flexible rejects with a RateLimiterRes when the counter is used up, with an Error when the store fails.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await refund(charged);
      return { retryAfterMs: refusal.msBeforeNext };
    }
  }
  return null;
}

/** Give back one point to each counter: the attempt turned out not to be a failure. */
export async function refund(counters: readonly Counter[]): Promise<void> {
  await Promise.all(counters.map((counter) => counter.limiter.reward(counter.key, 1)));
}
