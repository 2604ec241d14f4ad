import { createHmac } from 'node:crypto';
import type { ExamShuffle } from '@mizan/shared';

/**
 * The order an applicant sees options, items, spots and words in. Each list
 * is shuffled (Fisher–Yates) with random numbers from HMAC-SHA256 keyed with
 * the server's shuffle secret (secrets.ts, kept in the database so every API
 * node has the same one) over the attempt's seed, the question id and the
 * list. So the order is the same on every reload and every node, different
 * for each attempt and list, and nothing the browser holds (the hash, the
 * question id, the shipped code) lets an applicant recompute it: the shown
 * order says nothing about the authored order, which is often the key.
 */
export function secretShuffle(secret: string, attemptSeed: string): ExamShuffle {
  return <T>(items: readonly T[], key: string): T[] => {
    const random = randomIntegers(secret, `${attemptSeed}\n${key}`);
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = random(index + 1);
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  };
}

/** Uniform whole numbers below a bound, from HMAC blocks of `message` (rejection sampling: no modulo bias). */
export function randomIntegers(secret: string, message: string): (bound: number) => number {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  const next32 = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', secret).update(`${message}\n${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return (bound) => {
    const limit = Math.floor(0x1_0000_0000 / bound) * bound;
    for (;;) {
      const value = next32();
      if (value < limit) return value % bound;
    }
  };
}
