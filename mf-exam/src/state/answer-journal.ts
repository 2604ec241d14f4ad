import type { QuestionAnswer, SavedAnswer } from '@mizan/shared';

/**
 * The answer journal (ARCHITECTURE §9): every answer an applicant gives is
 * written here FIRST, in localStorage under `mizan.exam.journal.{hash}.{questionId}`,
 * before it is sent. An entry stays unacknowledged until the server says it
 * holds that seq (or a newer one), so a lost network, a closed tab or a
 * crashed browser never loses an answer: the next page load replays it.
 *
 * Only the latest answer of each question is kept (the server ignores an
 * older seq anyway); `order` says when it was given, so replay goes in the
 * order the applicant answered.
 */
export interface JournalEntry {
  questionId: string;
  answer: QuestionAnswer | null;
  /** Grows with each change of this question's answer (contract-exam answerSeqSchema). */
  seq: number;
  /** When it was written, across questions: replay goes by this. */
  order: number;
  /** The server acknowledged this seq (or a newer one). */
  acknowledged: boolean;
  /** The server refused this answer for good (400): not replayed, shown as an error. */
  rejected?: string;
}

/** Where entries live: localStorage in the browser, a Map in unit tests. */
export interface JournalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export const JOURNAL_PREFIX = 'mizan.exam.journal.';

export function journalKey(hash: string, questionId: string): string {
  return `${JOURNAL_PREFIX}${hash}.${questionId}`;
}

function isEntry(value: unknown): value is JournalEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<JournalEntry>;
  return typeof entry.questionId === 'string' && typeof entry.seq === 'number' && typeof entry.order === 'number';
}

export interface MergedAnswer {
  answer: QuestionAnswer | null;
  seq: number;
}

export class AnswerJournal {
  private readonly entries = new Map<string, JournalEntry>();
  /** The seq the server holds per question (from getstudentexam and acknowledgements). */
  private readonly serverSeqs = new Map<string, number>();
  private lastOrder = 0;
  /** Set when localStorage refused a write (full, disabled): the journal then lives in memory only. */
  storageFailed = false;

  constructor(
    readonly hash: string,
    private readonly storage: JournalStorage | null = safeLocalStorage(),
  ) {
    this.load();
  }

  private load(): void {
    if (!this.storage) return;
    const prefix = `${JOURNAL_PREFIX}${this.hash}.`;
    for (let index = 0; index < this.storage.length; index += 1) {
      const key = this.storage.key(index);
      if (!key?.startsWith(prefix)) continue;
      try {
        const parsed: unknown = JSON.parse(this.storage.getItem(key) ?? 'null');
        if (isEntry(parsed)) {
          this.entries.set(parsed.questionId, parsed);
          this.lastOrder = Math.max(this.lastOrder, parsed.order);
        }
      } catch {
        // A damaged entry cannot be replayed; the server's copy stands.
      }
    }
  }

  private persist(entry: JournalEntry): void {
    this.entries.set(entry.questionId, entry);
    if (!this.storage) return;
    try {
      this.storage.setItem(journalKey(this.hash, entry.questionId), JSON.stringify(entry));
    } catch {
      this.storageFailed = true;
    }
  }

  /** The latest entry of a question, if any. */
  get(questionId: string): JournalEntry | undefined {
    return this.entries.get(questionId);
  }

  /** Write an answer first; the returned entry is what to send. */
  record(questionId: string, answer: QuestionAnswer | null): JournalEntry {
    const previous = this.entries.get(questionId)?.seq ?? 0;
    const seq = Math.max(previous, this.serverSeqs.get(questionId) ?? 0) + 1;
    this.lastOrder += 1;
    const entry: JournalEntry = { questionId, answer, seq, order: this.lastOrder, acknowledged: false };
    this.persist(entry);
    return entry;
  }

  /** The server holds `savedSeq` for the question: the entry is done when that covers its seq. */
  acknowledge(questionId: string, savedSeq: number): void {
    this.serverSeqs.set(questionId, Math.max(savedSeq, this.serverSeqs.get(questionId) ?? 0));
    const entry = this.entries.get(questionId);
    if (entry && !entry.acknowledged && savedSeq >= entry.seq) this.persist({ ...entry, acknowledged: true });
  }

  /** The server refused this entry for good; it is kept (for the record) but not replayed. */
  reject(questionId: string, seq: number, message: string): void {
    const entry = this.entries.get(questionId);
    if (entry && entry.seq === seq) this.persist({ ...entry, rejected: message });
  }

  /** Entries still to send, in the order they were given. */
  pending(): JournalEntry[] {
    return [...this.entries.values()].filter((entry) => !entry.acknowledged && !entry.rejected).sort((a, b) => a.order - b.order);
  }

  /**
   * On load: the server's saved answers merged with this device's journal.
   * Per question the higher seq wins; a journal entry newer than the
   * server's copy is (again) unacknowledged, so it is replayed even if an
   * earlier acknowledgement was recorded; one the server has caught up
   * with is marked acknowledged.
   */
  merge(saved: readonly Pick<SavedAnswer, 'questionId' | 'answer' | 'seq'>[]): Map<string, MergedAnswer> {
    const merged = new Map<string, MergedAnswer>();
    for (const answer of saved) {
      this.serverSeqs.set(answer.questionId, answer.seq);
      merged.set(answer.questionId, { answer: answer.answer, seq: answer.seq });
    }
    for (const entry of this.entries.values()) {
      if (entry.rejected) continue;
      const serverSeq = this.serverSeqs.get(entry.questionId) ?? 0;
      if (entry.seq > serverSeq) {
        merged.set(entry.questionId, { answer: entry.answer, seq: entry.seq });
        if (entry.acknowledged) this.persist({ ...entry, acknowledged: false });
      } else if (!entry.acknowledged) {
        this.persist({ ...entry, acknowledged: true });
      }
    }
    return merged;
  }

  /** After the submit: nothing of this attempt is left on the device. */
  clear(): void {
    for (const questionId of this.entries.keys()) {
      try {
        this.storage?.removeItem(journalKey(this.hash, questionId));
      } catch {
        // Nothing more to do.
      }
    }
    this.entries.clear();
  }
}

function safeLocalStorage(): JournalStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A Map-backed storage with the localStorage shape (unit tests; `failWrites` imitates a full quota). */
export class MemoryStorage implements JournalStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
