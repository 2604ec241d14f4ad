import type { QuestionAnswer, StudentExam } from '@mizan/shared';
import { nextAfterSubmit } from '../state/next-after-submit';
import type { AnswerJournal } from '../state/answer-journal';
import { AnswerOutbox, type SaveStatus } from '../state/answer-outbox';
import { syncClock } from '../state/countdown';
import { classifySaveError } from '../state/save-failures';
import { browserExamCalls, type ExamCalls } from './exam-calls';
import { HOLD_RETRY_MS, holds, isOpenElsewhere, isSubmittedBefore, isTimeUp, refusalOf } from './exam-refusals';
import { initialSnapshot, withDerived, type ExamEnding, type ExamRefusal, type ExamSnapshot, type SubmitReason } from './exam-snapshot';
import { watchPage, type PageEvents } from './page-events';

/** Answers typed key by key: journaled at once, sent when typing pauses this long (or on blur, leave, submit). */
const TYPED_ANSWERS: ReadonlySet<QuestionAnswer['type']> = new Set(['EssayComponent', 'FillTheBlank', 'Numerical']);
export const TYPING_PAUSE_MS = 1500;
/** A submit the clock (or a reload) asked for keeps trying this often until the server answers. */
export const SUBMIT_RETRY_MS = 5000;

type Listener = () => void;
type EndingListener = (ending: ExamEnding) => void;

/**
 * One attempt's exam on this page (ARCHITECTURE §9), in plain TypeScript:
 * every answer goes to the journal first, then to the server (at once, or
 * for typed answers when typing pauses); the clock counts the server's
 * seconds; the submit replays the journal first; a refusal ends the exam,
 * holds it (asking again by itself) or moves it to another browser.
 * The page reads `getSnapshot()` (useSyncExternalStore) and turns endings
 * into dialogs; anything else may `subscribe` to watch the attempt.
 */
export class ExamSession {
  private snapshot: ExamSnapshot;
  private readonly listeners = new Set<Listener>();
  private readonly endingListeners = new Set<EndingListener>();
  private journal: AnswerJournal | null = null;
  private outbox: AnswerOutbox | null = null;
  private submitStarted = false;
  private stopped = false;
  private started = false;
  private submitRetry: ReturnType<typeof setTimeout> | null = null;
  private holdRetry: ReturnType<typeof setTimeout> | null = null;
  private unwatchPage: (() => void) | null = null;

  constructor(
    readonly hash: string,
    private readonly calls: ExamCalls = browserExamCalls,
    private readonly page: PageEvents | null = typeof window === 'undefined' ? null : { window, document },
  ) {
    this.snapshot = initialSnapshot(hash);
  }

  readonly getSnapshot = (): ExamSnapshot => this.snapshot;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How the exam ended (or a submit failed); the page shows each as a dialog. */
  onEnding(listener: EndingListener): () => void {
    this.endingListeners.add(listener);
    return () => this.endingListeners.delete(listener);
  }

  private update(change: Partial<Omit<ExamSnapshot, 'phase' | 'direction' | 'inExam' | 'offline'>>): void {
    this.snapshot = withDerived({ ...this.snapshot, ...change });
    for (const listener of [...this.listeners]) listener();
  }

  private end(ending: ExamEnding): void {
    for (const listener of [...this.endingListeners]) listener(ending);
  }

  /** Load the exam (once) and watch the page (leaving, the network, the tab coming back). */
  start(): void {
    if (this.started || !this.hash) return;
    this.started = true;
    if (this.page) this.unwatchPage = watchPage(this.page, this);
    this.open();
  }

  /** The page is gone: nothing more is sent or retried. */
  stop(): void {
    this.stopped = true;
    this.outbox?.stop();
    this.clearTimers();
    this.unwatchPage?.();
    this.unwatchPage = null;
  }

  /** Ask for the exam again now (a holding screen's "try again", or after a proctor's PIN was typed). */
  retryOpen(): void {
    if (this.snapshot.phase !== 'held' || this.stopped) return;
    this.clearHoldRetry();
    this.open();
  }

  private open(): void {
    this.calls.open(this.hash).then(
      (data) => {
        if (!this.stopped) this.loaded(data);
      },
      (error: unknown) => {
        if (this.stopped) return;
        const refusal = refusalOf(error);
        if (isOpenElsewhere(refusal)) this.update({ openElsewhere: refusal, holding: null });
        else if (holds(refusal)) {
          this.update({ holding: refusal });
          this.holdRetry = setTimeout(() => this.retryOpen(), HOLD_RETRY_MS);
        } else this.update({ loadError: refusal, holding: null });
      },
    );
  }

  /** The server's exam and saved answers, merged with this device's journal. */
  private loaded(data: StudentExam): void {
    const journal = this.calls.journal(this.hash);
    const merged = journal.merge(data.answers);
    this.journal = journal;
    this.outbox = new AnswerOutbox({
      journal,
      send: (entry) => this.calls.save(this.hash, entry),
      classify: classifySaveError,
      onStatus: (questionId, status) => this.update({ statuses: { ...this.snapshot.statuses, [questionId]: status } }),
      onSaved: (result) => {
        if (result.remainingSeconds !== null) this.update({ clock: syncClock(result.remainingSeconds) });
      },
      onFatal: (failure) => {
        const refusal = { status: failure.status, message: failure.message, code: failure.code ?? null };
        if (isSubmittedBefore(refusal)) this.showSubmittedBefore();
        else if (isOpenElsewhere(refusal)) this.showOpenElsewhere(refusal);
        else void this.submit('timer');
      },
    });
    if (data.status !== 'inprogress') {
      // A submitted exam's link is its result page: the result once released, until then what happens next.
      this.update({ exam: data, holding: null });
      this.finish();
      return;
    }
    const answers: Record<string, QuestionAnswer | null> = {};
    const statuses: Record<string, SaveStatus> = {};
    for (const [questionId, entry] of merged) {
      answers[questionId] = entry.answer;
      statuses[questionId] = 'saved';
    }
    this.update({
      exam: data,
      holding: null,
      answers,
      statuses,
      ...(data.remainingSeconds !== null ? { clock: syncClock(data.remainingSeconds) } : {}),
    });
    if (this.calls.examKey.wasOpenBefore(this.hash) && !data.allowResume) {
      // SPEC §4: the applicant left mid-exam; the reload submits (with every journaled answer).
      void this.submit('reload');
      return;
    }
    this.calls.examKey.remember(this.hash);
    void this.outbox.flush();
  }

  /** The applicant answered: journal first, then send (typed answers once typing pauses). */
  answer(questionId: string, value: QuestionAnswer): void {
    this.update({ answers: { ...this.snapshot.answers, [questionId]: value } });
    this.outbox?.answer(questionId, value, TYPED_ANSWERS.has(value.type) ? { settleMs: TYPING_PAUSE_MS } : {});
  }

  /** Send what is being typed now: focus left a question (one), or the page is hidden or left (all). */
  settle(questionId?: string): Promise<void> {
    return this.outbox?.settle(questionId) ?? Promise.resolve();
  }

  /** The network is back: replay at once. */
  online(): Promise<void> {
    return this.outbox?.online() ?? Promise.resolve();
  }

  /** Media answers (recordings, files, drawings) upload as the applicant, with the attempt hash. */
  readonly upload = (blob: Blob, name: string, options?: { onProgress?: (fraction: number) => void }) =>
    this.calls.upload(this.hash, blob, name, options?.onProgress);

  /** The tab is visible again: re-read the server's clock (an exam submitted meanwhile ends here), send what waits. */
  resync(): void {
    this.calls.fetch(this.hash).then(
      (data) => {
        if (data.status !== 'inprogress') this.showSubmittedBefore();
        else if (data.remainingSeconds !== null) this.update({ clock: syncClock(data.remainingSeconds) });
      },
      () => undefined,
    );
    void this.outbox?.flush();
  }

  /**
   * The clock reached zero. Staff may have given more time (the control
   * room) since the last save told this page the deadline: ask the server's
   * clock once before submitting; any failure leaves it to the submit.
   */
  async expireOrResync(): Promise<void> {
    try {
      const data = await this.calls.fetch(this.hash);
      if (data.status === 'inprogress' && data.remainingSeconds !== null && data.remainingSeconds > 0) {
        this.update({ clock: syncClock(data.remainingSeconds) });
        return;
      }
    } catch {
      // The submit below reports what is wrong.
    }
    void this.submit('timer');
  }

  /** Hand the exam in: replay the journal in order first; whatever still could not be sent goes with the submit. */
  async submit(reason: SubmitReason): Promise<void> {
    const { journal, outbox } = this;
    if (!journal || !outbox || this.submitStarted) return;
    this.submitStarted = true;
    this.update({ submitting: true });
    await outbox.drain();
    const unsent = journal.pending().map(({ questionId, answer, seq }) => ({ questionId, answer, seq }));
    try {
      const result = await this.calls.submit(this.hash, unsent);
      this.finish();
      this.end({ kind: 'submitted', reason, next: nextAfterSubmit(result) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (isSubmittedBefore(refusal)) return this.showSubmittedBefore();
      if (isTimeUp(refusal)) return this.showTimeIsUp(refusal);
      if (isOpenElsewhere(refusal)) return this.showOpenElsewhere(refusal);
      this.submitStarted = false;
      this.update({ submitting: false });
      if (reason === 'button') this.end({ kind: 'not-submitted', refusal });
      else if (!this.stopped) this.submitRetry = setTimeout(() => void this.submit(reason), SUBMIT_RETRY_MS);
    }
  }

  private finish(): void {
    this.outbox?.stop();
    this.journal?.clear();
    this.calls.examKey.forget(this.hash);
    this.update({ finished: true, submitting: false });
  }

  private showSubmittedBefore(): void {
    this.finish();
    this.end({ kind: 'submitted-before' });
  }

  private showTimeIsUp(refusal: ExamRefusal): void {
    this.finish();
    this.end({ kind: 'time-up', refusal });
  }

  private showOpenElsewhere(refusal: ExamRefusal): void {
    this.outbox?.stop();
    this.update({ submitting: false, openElsewhere: refusal });
  }

  private clearHoldRetry(): void {
    if (this.holdRetry !== null) clearTimeout(this.holdRetry);
    this.holdRetry = null;
  }

  private clearTimers(): void {
    this.clearHoldRetry();
    if (this.submitRetry !== null) clearTimeout(this.submitRetry);
    this.submitRetry = null;
  }
}
