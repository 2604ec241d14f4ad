import { SIGNALS_PER_REQUEST_MAX, type SignalKind } from '../../../shared/src/domain/signals';

export interface PendingSignal {
  kind: SignalKind;
  at: string;
}

/** What to do with a batch the server did not take: try again later, drop it, or stop sending for good. */
export type SignalFailure = 'retry' | 'drop' | 'stop';

export interface SignalSenderOptions {
  /** student/signal.php for one batch. */
  send: (signals: PendingSignal[]) => Promise<void>;
  classify: (error: unknown) => SignalFailure;
  /** Signals noticed together go together: the first waits this long for company. */
  batchDelayMs?: number;
  /** First retry delay and its ceiling (doubled each failure). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Beyond this many waiting, the oldest are dropped: a lost signal is acceptable, a page that grows is not. */
  maxWaiting?: number;
}

/**
 * Sends signals in batches, one request at a time, retrying with backoff
 * like the answer outbox but kept apart from it: its requests never wait
 * for or hold up an answer, and it keeps nothing on the device (a signal
 * lost to a closed tab is acceptable; an answer is not).
 */
export class SignalSender {
  private waiting: PendingSignal[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private stopped = false;
  private delay: number;

  constructor(private readonly options: SignalSenderOptions) {
    this.delay = options.retryDelayMs ?? 2000;
  }

  add(kind: SignalKind, at: Date): void {
    if (this.stopped) return;
    this.waiting.push({ kind, at: at.toISOString() });
    const max = this.options.maxWaiting ?? 100;
    if (this.waiting.length > max) this.waiting.splice(0, this.waiting.length - max);
    if (this.timer === null && !this.sending) this.schedule(this.options.batchDelayMs ?? 1000);
  }

  /** Signals not yet taken by the server. */
  pending(): readonly PendingSignal[] {
    return this.waiting;
  }

  /** Send what waits now (the network came back). */
  flush(): Promise<void> {
    this.clearTimer();
    return this.run();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.waiting = [];
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async run(): Promise<void> {
    if (this.sending || this.stopped) return;
    this.sending = true;
    try {
      while (!this.stopped && this.waiting.length > 0) {
        const batch = this.waiting.slice(0, SIGNALS_PER_REQUEST_MAX);
        try {
          await this.options.send(batch);
        } catch (error) {
          const failure = this.options.classify(error);
          if (failure === 'stop') return this.stop();
          if (failure === 'retry') {
            this.schedule(this.delay);
            this.delay = Math.min(this.delay * 2, this.options.maxRetryDelayMs ?? 60_000);
            return;
          }
        }
        this.waiting = this.waiting.filter((signal) => !batch.includes(signal));
        this.delay = this.options.retryDelayMs ?? 2000;
      }
    } finally {
      this.sending = false;
    }
  }
}
