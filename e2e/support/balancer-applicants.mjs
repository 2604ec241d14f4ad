/**
 * Simulated applicants for the load-balancer drill, each with the exam
 * page's outbox semantics (mf-exam's AnswerOutbox): an answer is journaled
 * first (the latest per question, its seq growing), the journal is sent one
 * save at a time in the order given, a failed send (network, 5xx, 429, 408)
 * is retried after 1 s, 2 s, 4 s … 30 s, and a new answer sends at once even
 * while a retry waits. Every call an applicant makes is counted, with its
 * failures and when they happened, so the drill can say what each
 * applicant saw.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { choiceAnswers } from './choice-answers.mjs';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure the page retries (mf-exam save-failures.ts): no answer, 5xx, 429, 408. */
export const isRetryable = (status) => status === 0 || status >= 500 || status === 429 || status === 408;

export class SimulatedApplicant {
  constructor({ client, ssn, clock }) {
    this.client = client;
    this.ssn = ssn;
    /** Milliseconds since the drill began (fault times are on the same clock). */
    this.clock = clock;
    this.sign = randomBytes(32).toString('hex');
    this.hash = null;
    this.questions = [];
    /** questionId → { questionId, answer, seq, acknowledged } (the journal: the latest answer of each question). */
    this.journal = new Map();
    this.seq = 0;
    /** Every call's failure: { at, call, status }. */
    this.failures = [];
    /** Every successful save: { at }. */
    this.successes = [];
    /**
     * When each interruption began: a run of failed saves that the outbox's retries end by themselves. The page
     * shows one as "offline, kept on this device" and then "Saved": what the applicant sees as one retry.
     */
    this.interruptions = [];
    /** The most failures in a row any one save met before it went through. */
    this.longestFailureRun = 0;
    this.failuresInRow = 0;
    /** questionId → the newest seq the server acknowledged. */
    this.acknowledged = new Map();
    this.refusals = [];
    this.flushing = null;
    this.retryTimer = null;
    this.delay = FIRST_RETRY_MS;
  }

  async post(call, data) {
    const answer = await this.client.post(call, this.sign, data);
    if (answer.status !== 200) this.failures.push({ at: this.clock(), call, status: answer.status });
    return answer;
  }

  async register(examId) {
    for (let attempt = 0; attempt < 3 && !this.hash; attempt += 1) {
      const registered = await this.post('emp/reg.php', { exam_id: examId, ssn: this.ssn });
      if (registered.status === 200) this.hash = registered.body.data;
      else if (!isRetryable(registered.status))
        throw new Error(`registration refused: ${registered.status} ${JSON.stringify(registered.body)}`);
      else await sleep(FIRST_RETRY_MS);
    }
    if (!this.hash) throw new Error('registration failed three times');
  }

  async open() {
    for (let attempt = 0; attempt < 3 && this.questions.length === 0; attempt += 1) {
      const opened = await this.post('admin/getstudentexam.php', { id: this.hash });
      if (opened.status === 200) this.questions = opened.body.data.exam.questions;
      else if (!isRetryable(opened.status)) throw new Error(`the exam did not open: ${opened.status} ${JSON.stringify(opened.body)}`);
      else await sleep(FIRST_RETRY_MS);
    }
    if (this.questions.length === 0) throw new Error('the exam did not open three times');
  }

  /** The applicant changes one answer: journaled, then sent at once. */
  answer(variant) {
    const choices = choiceAnswers(this.questions, variant);
    const { questionId, answer } = choices[variant % choices.length];
    this.seq += 1;
    this.journal.set(questionId, { questionId, answer, seq: this.seq, acknowledged: false });
    void this.flush();
  }

  pending() {
    return [...this.journal.values()].filter((entry) => !entry.acknowledged).sort((a, b) => a.seq - b.seq);
  }

  flush() {
    if (this.flushing) return this.flushing;
    this.flushing = this.sendPending().finally(() => {
      this.flushing = null;
      if (this.retryTimer === null && this.pending().length > 0) void this.flush();
    });
    return this.flushing;
  }

  async sendPending() {
    for (;;) {
      const entry = this.pending()[0];
      if (!entry) return;
      const { questionId, answer, seq } = entry;
      const saved = await this.post('student/saveanswer.php', { hash: this.hash, questionId, answer, seq });
      if (saved.status === 200 && saved.body.data.savedSeq >= seq) {
        // A copy nginx sent twice answers "not applied" with the same seq: held all the same.
        entry.acknowledged = true;
        this.acknowledge(questionId, seq);
        this.successes.push({ at: this.clock() });
        this.delay = FIRST_RETRY_MS;
        this.failuresInRow = 0;
        continue;
      }
      if (!isRetryable(saved.status)) {
        this.refusals.push({ questionId, seq, status: saved.status, body: saved.body });
        entry.acknowledged = true;
        continue;
      }
      if (this.failuresInRow === 0) this.interruptions.push({ at: this.clock() });
      this.failuresInRow += 1;
      this.longestFailureRun = Math.max(this.longestFailureRun, this.failuresInRow);
      this.scheduleRetry();
      return;
    }
  }

  /** What the server said it holds: the drill's acknowledged list (the latest seq per question). */
  acknowledge(questionId, seq) {
    if ((this.acknowledged.get(questionId) ?? 0) < seq) this.acknowledged.set(questionId, seq);
  }

  scheduleRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, wait);
  }

  /** Answer every `thinkMs` (±50%) until `until()` says the exam is over. */
  async takeExam(thinkMs, until) {
    await sleep(Math.random() * thinkMs);
    for (let variant = 0; !until(); variant += 1) {
      this.answer(variant);
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  }

  /** Wait until the journal is sent (retries included) or `timeoutMs` passes; true when nothing is left. */
  async drain(timeoutMs) {
    const deadline = performance.now() + timeoutMs;
    while (this.pending().length > 0 && performance.now() < deadline) {
      if (this.retryTimer !== null) {
        clearTimeout(this.retryTimer);
        this.retryTimer = null;
      }
      await this.flush();
      if (this.pending().length > 0) await sleep(this.delay);
    }
    return this.pending().length === 0;
  }

  /** student/submitexam.php, retried as the page does; "submitted before" after a lost answer is the submit done. */
  async submit() {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const submitted = await this.post('student/submitexam.php', { id: this.hash });
      if (submitted.status === 200) return true;
      if (submitted.status === 409 && attempt > 0) return true;
      if (!isRetryable(submitted.status)) throw new Error(`submit refused: ${submitted.status} ${JSON.stringify(submitted.body)}`);
      await sleep(FIRST_RETRY_MS * 2 ** attempt);
    }
    return false;
  }
}
