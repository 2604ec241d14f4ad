/**
 * Work of one key (an address) run at most `limit` at a time on this node; the rest wait their turn, first come
 * first served, instead of being turned away.
 */
export class KeyTurns {
  private readonly queues = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(private readonly limit: number) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = { running: 0, waiting: [] };
      this.queues.set(key, queue);
    }
    if (queue.running < this.limit) queue.running += 1;
    else await new Promise<void>((resolve) => queue.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // A waiting one takes this place over; the last one out forgets the key.
      const next = queue.waiting.shift();
      if (next) next();
      else if (--queue.running === 0) this.queues.delete(key);
    }
  }
}
