import type { QuestionAnswer } from '@mizan/shared';
import type { AnswerJournal, JournalEntry } from './answer-journal';

/** What the indicator under a question says. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

export interface SaveResult {
  savedSeq: number;
  remainingSeconds: number | null;
}

/** How a failed send is treated: retry later (network, 5xx, 429), drop (400), or stop (submitted, time up). */
export type SendFailure =
  | { kind: 'retry' }
  | { kind: 'rejected'; message: string }
  | { kind: 'fatal'; message: string; status: number | null; code?: string | null };

export interface OutboxOptions {
  journal: AnswerJournal;
  /** student/saveanswer.php for one entry. */
  send: (entry: JournalEntry) => Promise<SaveResult>;
  /** Classifies a rejection of `send`. */
  classify: (error: unknown) => SendFailure;
  onStatus?: (questionId: string, status: SaveStatus) => void;
  /** Each acknowledged save (the clock re-syncs from it). */
  onSaved?: (result: SaveResult) => void;
  /** The attempt is over on the server (submitted before, time up): sending stops. */
  onFatal?: (failure: Extract<SendFailure, { kind: 'fatal' }>) => void;
  /** First retry delay and its ceiling (doubled each failure). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/**
 * Sends the journal's unacknowledged entries to the server one at a time, in
 * the order they were given (so replay after a network loss keeps order).
 * A typed answer (an essay, a blank) is journaled on every keystroke but held
 * back until typing pauses (`settleMs`), the field loses focus, the page is
 * left or the exam submitted (`settle`, `drain`): the device always has the
 * latest text and the server gets a save per pause, not per keystroke.
 * A failure leaves the entry in the journal, marks what is waiting 'offline'
 * and retries with backoff (1 s, 2 s, 4 s … 30 s); `online()` (the browser's
 * online event) retries at once.
 */
export class AnswerOutbox {
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private delay: number;
  private stopped = false;
  private readonly statuses = new Map<string, SaveStatus>();
  /** Questions whose latest typed answer waits for a pause in typing before it is sent. */
  private readonly settling = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly options: OutboxOptions) {
    this.delay = options.retryDelayMs ?? 1000;
  }

  status(questionId: string): SaveStatus | undefined {
    return this.statuses.get(questionId);
  }

  private setStatus(questionId: string, status: SaveStatus): void {
    this.statuses.set(questionId, status);
    this.options.onStatus?.(questionId, status);
  }

  /** Journal first, then send: at once, or (typing) once no change came for `settleMs`. */
  answer(questionId: string, answer: QuestionAnswer | null, { settleMs }: { settleMs?: number } = {}): JournalEntry {
    const entry = this.options.journal.record(questionId, answer);
    this.setStatus(questionId, 'saving');
    const waiting = this.settling.get(questionId);
    if (waiting !== undefined) clearTimeout(waiting);
    if (settleMs && !this.stopped) {
      this.settling.set(
        questionId,
        setTimeout(() => {
          this.settling.delete(questionId);
          void this.flush();
        }, settleMs),
      );
    } else {
      this.settling.delete(questionId);
      void this.flush();
    }
    return entry;
  }

  /** Send what is being typed now (one question, or all): focus left it, the page is hidden or left. */
  settle(questionId?: string): Promise<void> {
    for (const [id, timer] of this.settling) {
      if (questionId !== undefined && id !== questionId) continue;
      clearTimeout(timer);
      this.settling.delete(id);
    }
    return this.flush();
  }

  /** Entries to send now: pending ones, less those still being typed. */
  private sendable(): JournalEntry[] {
    return this.options.journal.pending().filter((entry) => !this.settling.has(entry.questionId));
  }

  /**
   * Send everything pending. One flush runs at a time: a call during a flush
   * joins it (the running loop picks up entries written meanwhile). A new
   * answer or a drain tries at once even while a retry waits.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.flushing) return this.flushing;
    this.flushing = this.run().finally(() => {
      this.flushing = null;
      // An entry written between the loop's last look and now is not left behind.
      if (!this.stopped && this.retryTimer === null && this.sendable().length > 0) void this.flush();
    });
    return this.flushing;
  }

  private async run(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const entry = this.sendable()[0];
      if (!entry) return;
      this.setStatus(entry.questionId, 'saving');
      try {
        const result = await this.options.send(entry);
        this.options.journal.acknowledge(entry.questionId, result.savedSeq);
        this.delay = this.options.retryDelayMs ?? 1000;
        const newer = this.options.journal.get(entry.questionId);
        this.setStatus(entry.questionId, newer && !newer.acknowledged && !newer.rejected ? 'saving' : 'saved');
        this.options.onSaved?.(result);
      } catch (error) {
        const failure = this.options.classify(error);
        if (failure.kind === 'rejected') {
          this.options.journal.reject(entry.questionId, entry.seq, failure.message);
          this.setStatus(entry.questionId, 'error');
          continue;
        }
        if (failure.kind === 'fatal') {
          this.stopped = true;
          this.options.onFatal?.(failure);
          return;
        }
        for (const waiting of this.options.journal.pending()) this.setStatus(waiting.questionId, 'offline');
        this.scheduleRetry();
        return;
      }
    }
  }

  private scheduleRetry(): void {
    this.clearRetry();
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.options.maxRetryDelayMs ?? 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, wait);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** The network is back: retry at once, from the first delay again. */
  online(): Promise<void> {
    this.delay = this.options.retryDelayMs ?? 1000;
    this.clearRetry();
    return this.flush();
  }

  /** Whether a retry is waiting (tests, indicator). */
  get retrying(): boolean {
    return this.retryTimer !== null;
  }

  /** Try to send everything now; true when nothing is left unacknowledged. */
  async drain(): Promise<boolean> {
    await this.settle();
    return this.options.journal.pending().length === 0;
  }

  /** Stop sending (after the submit); the journal is left as it is. */
  stop(): void {
    this.stopped = true;
    this.clearRetry();
    for (const timer of this.settling.values()) clearTimeout(timer);
    this.settling.clear();
  }
}
