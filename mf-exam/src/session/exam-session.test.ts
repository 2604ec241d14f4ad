import {
  EXAM_REFUSAL_CODES,
  OPEN_IN_ANOTHER_BROWSER,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  richTextFromPlain,
  type QuestionAnswer,
  type StudentExam,
} from '@mizan/shared';
import { ApiError } from '@mizan/shared/browser';
import { AnswerJournal, MemoryStorage } from '../state/answer-journal';
import type { ExamCalls, UnsentAnswer } from './exam-calls';
import { HOLDING_CODES, HOLD_RETRY_MS } from './exam-refusals';
import { ExamSession, SUBMIT_RETRY_MS, TYPING_PAUSE_MS } from './exam-session';
import type { ExamEnding } from './exam-snapshot';
import type { PageEvents } from './page-events';

const HASH = 'S'.repeat(32);
const TRUE: QuestionAnswer = { type: 'TrueOrFalse', optionId: 'True' };
const ESSAY = (text: string): QuestionAnswer => ({ type: 'EssayComponent', text: richTextFromPlain(text) });

function exam(change: Partial<StudentExam> = {}): StudentExam {
  return {
    status: 'inprogress',
    name: 'Amal',
    remainingSeconds: 600,
    allowResume: true,
    answers: [],
    exam: { title: 'Physics', lang: 'En', questions: [] },
    ...change,
  } as unknown as StudentExam;
}

const refused = (status: number, message: string, code: string | null) => new ApiError(status, message, code);

/** The server and device as the session sees them: each call answered from a queue, or by default. */
function fakeCalls(opened: StudentExam | Error = exam()) {
  const storage = new MemoryStorage();
  const stored = { hash: null as string | null };
  const saved: UnsentAnswer[] = [];
  const submitted: UnsentAnswer[][] = [];
  const openAnswers: Array<StudentExam | Error> = [opened];
  let saveFailure: Error | null = null;
  let submitFailure: Error | null = null;
  const calls: ExamCalls = {
    open: () => {
      const next = openAnswers.length > 1 ? openAnswers.shift() : openAnswers[0];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as StudentExam);
    },
    fetch: () => Promise.resolve(exam({ remainingSeconds: 900 })),
    save: (_hash, entry) => {
      if (saveFailure) return Promise.reject(saveFailure);
      saved.push(entry);
      return Promise.resolve({ savedSeq: entry.seq, remainingSeconds: 590 });
    },
    submit: (_hash, unsent) => {
      submitted.push(unsent);
      return submitFailure ? Promise.reject(submitFailure) : Promise.resolve({ data: null });
    },
    upload: () => Promise.resolve({ url: '/api/media/1' }),
    journal: (hash) => new AnswerJournal(hash, storage),
    examKey: {
      remember: (hash) => (stored.hash = hash),
      forget: (hash) => {
        if (stored.hash === hash) stored.hash = null;
      },
      wasOpenBefore: (hash) => stored.hash === hash,
    },
  };
  return {
    calls,
    storage,
    stored,
    saved,
    submitted,
    openAnswers,
    failSaves: (error: Error | null) => (saveFailure = error),
    failSubmits: (error: Error | null) => (submitFailure = error),
  };
}

function fakePage(): PageEvents & { win: EventTarget; doc: EventTarget & { visibilityState: DocumentVisibilityState } } {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return { window: win as unknown as PageEvents['window'], document: doc as unknown as PageEvents['document'], win, doc };
}

function startSession(server = fakeCalls(), page = fakePage()) {
  const session = new ExamSession(HASH, server.calls, page);
  const endings: ExamEnding[] = [];
  session.onEnding((ending) => endings.push(ending));
  session.start();
  return { session, endings, server, page };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the exam session', () => {
  it('loads the exam, merges the server’s answers with the device’s journal, remembers the exam and reads the clock', async () => {
    const server = fakeCalls(exam({ answers: [{ questionId: 'q1', answer: TRUE, seq: 1 }] as StudentExam['answers'] }));
    new AnswerJournal(HASH, server.storage).record('q2', TRUE);
    const { session } = startSession(server);
    expect(session.getSnapshot().phase).toBe('loading');
    await settle();
    const snapshot = session.getSnapshot();
    expect(snapshot).toMatchObject({ phase: 'in-exam', inExam: true, direction: 'ltr', answers: { q1: TRUE, q2: TRUE } });
    expect(snapshot.clock?.remainingSeconds).toBe(590);
    expect(server.saved).toMatchObject([{ questionId: 'q2', answer: TRUE, seq: 1 }]);
    expect(snapshot.statuses).toEqual({ q1: 'saved', q2: 'saved' });
    expect(server.stored.hash).toBe(HASH);
  });

  it('is right to left for an Arabic assessment', async () => {
    const { session } = startSession(
      fakeCalls(exam({ exam: { title: 'فيزياء', lang: 'Ar', questions: [] } as unknown as StudentExam['exam'] })),
    );
    await settle();
    expect(session.getSnapshot().direction).toBe('rtl');
  });

  it('tells subscribers of each change, and stops telling once unsubscribed', async () => {
    const { session } = startSession();
    const seen: string[] = [];
    const unsubscribe = session.subscribe(() => seen.push(session.getSnapshot().phase));
    await settle();
    expect(seen).toContain('in-exam');
    unsubscribe();
    const before = seen.length;
    session.answer('q1', TRUE);
    expect(seen).toHaveLength(before);
  });

  it('sends a choice at once and a typed answer once typing pauses', async () => {
    const { session, server } = startSession();
    await settle();
    session.answer('q1', TRUE);
    await settle();
    expect(server.saved.map((entry) => entry.questionId)).toEqual(['q1']);
    session.answer('q2', ESSAY('Newton'));
    await jest.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1);
    expect(server.saved).toHaveLength(1);
    expect(session.getSnapshot().statuses.q2).toBe('saving');
    await jest.advanceTimersByTimeAsync(1);
    expect(server.saved.map((entry) => entry.questionId)).toEqual(['q1', 'q2']);
    expect(session.getSnapshot().statuses.q2).toBe('saved');
  });

  it('marks answers offline while the network is down and replays them when it is back', async () => {
    const { session, server, page } = startSession();
    await settle();
    server.failSaves(new ApiError(null, 'network'));
    session.answer('q1', TRUE);
    await settle();
    expect(session.getSnapshot().offline).toBe(true);
    server.failSaves(null);
    page.win.dispatchEvent(new Event('online'));
    await settle();
    expect(session.getSnapshot().offline).toBe(false);
    expect(server.saved).toHaveLength(1);
  });

  it('asks before the page is left while the exam is open, and not once it is handed in', async () => {
    const { session, page } = startSession();
    await settle();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      page.win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(true);
    await session.submit('button');
    expect(leave()).toBe(false);
  });

  it('hands in what the journal still holds, then ends as submitted, clearing the device', async () => {
    const { session, server, endings } = startSession();
    await settle();
    server.failSaves(new ApiError(null, 'network'));
    session.answer('q1', TRUE);
    await settle();
    server.failSaves(new ApiError(null, 'network'));
    await session.submit('button');
    expect(server.submitted).toEqual([[{ questionId: 'q1', answer: TRUE, seq: 1 }]]);
    expect(endings).toEqual([{ kind: 'submitted', reason: 'button', next: null }]);
    expect(session.getSnapshot()).toMatchObject({ phase: 'finished', inExam: false, submitting: false });
    expect(server.storage.length).toBe(0);
    expect(server.stored.hash).toBeNull();
  });

  it('a reload of an exam that may not resume submits it (SPEC §4)', async () => {
    const server = fakeCalls(exam({ allowResume: false }));
    server.stored.hash = HASH;
    const { endings } = startSession(server);
    await settle();
    expect(endings).toEqual([{ kind: 'submitted', reason: 'reload', next: null }]);
  });

  it('decides by code: submitted before, time up, open in another browser', async () => {
    for (const [error, expected] of [
      [refused(409, SUBMITTED_BEFORE, EXAM_REFUSAL_CODES.submittedBefore), 'submitted-before'],
      [refused(410, TIME_IS_UP, EXAM_REFUSAL_CODES.timeIsUp), 'time-up'],
    ] as const) {
      const { session, server, endings } = startSession();
      await settle();
      server.failSubmits(error);
      await session.submit('button');
      expect(endings.map((ending) => ending.kind)).toEqual([expected]);
      expect(session.getSnapshot().phase).toBe('finished');
    }
    const { session, server } = startSession();
    await settle();
    server.failSubmits(refused(423, OPEN_IN_ANOTHER_BROWSER, EXAM_REFUSAL_CODES.openInAnotherBrowser));
    await session.submit('button');
    expect(session.getSnapshot()).toMatchObject({
      phase: 'open-elsewhere',
      openElsewhere: { code: EXAM_REFUSAL_CODES.openInAnotherBrowser },
    });
  });

  it('a sentence alone decides nothing: a refusal without its code is a failed submit the applicant may try again', async () => {
    const { session, server, endings } = startSession();
    await settle();
    server.failSubmits(refused(409, SUBMITTED_BEFORE, null));
    await session.submit('button');
    expect(endings).toEqual([{ kind: 'not-submitted', refusal: { status: 409, message: SUBMITTED_BEFORE, code: null } }]);
    expect(session.getSnapshot()).toMatchObject({ phase: 'in-exam', submitting: false });
  });

  it("the timer's submit keeps trying until the server answers", async () => {
    const { session, server, endings } = startSession();
    await settle();
    server.failSubmits(new ApiError(503, 'busy'));
    await session.submit('timer');
    expect(endings).toEqual([]);
    server.failSubmits(null);
    await jest.advanceTimersByTimeAsync(SUBMIT_RETRY_MS);
    expect(server.submitted).toHaveLength(2);
    expect(endings).toEqual([{ kind: 'submitted', reason: 'timer', next: null }]);
  });

  it('at zero it first asks the server’s clock: more time given keeps the exam open', async () => {
    const { session, server } = startSession();
    await settle();
    await session.expireOrResync();
    expect(session.getSnapshot().clock?.remainingSeconds).toBe(900);
    expect(server.submitted).toHaveLength(0);
  });

  it('an open call refused as open in another browser says so; any other refusal is a sentence', async () => {
    const elsewhere = startSession(fakeCalls(refused(423, OPEN_IN_ANOTHER_BROWSER, EXAM_REFUSAL_CODES.openInAnotherBrowser)));
    await settle();
    expect(elsewhere.session.getSnapshot().phase).toBe('open-elsewhere');
    const unknown = startSession(fakeCalls(refused(404, 'gone', EXAM_REFUSAL_CODES.attemptNotFound)));
    await settle();
    expect(unknown.session.getSnapshot()).toMatchObject({ phase: 'failed', loadError: { message: 'gone' } });
  });

  it('a refusal whose code holds keeps asking until it lifts, then opens the exam', async () => {
    const code = 'waiting_for_test';
    (HOLDING_CODES as Set<string>).add(code);
    try {
      const server = fakeCalls();
      server.openAnswers.splice(0, 1, refused(403, 'Please wait', code), refused(403, 'Please wait', code), exam());
      const { session } = startSession(server);
      await settle();
      expect(session.getSnapshot()).toMatchObject({ phase: 'held', holding: { code, message: 'Please wait' } });
      await jest.advanceTimersByTimeAsync(HOLD_RETRY_MS);
      expect(session.getSnapshot().phase).toBe('held');
      session.retryOpen();
      await settle();
      expect(session.getSnapshot()).toMatchObject({ phase: 'in-exam', holding: null });
    } finally {
      (HOLDING_CODES as Set<string>).delete(code);
    }
  });

  it('once stopped, nothing more is sent, retried or listened to', async () => {
    const { session, server, page } = startSession();
    await settle();
    server.failSubmits(new ApiError(503, 'busy'));
    await session.submit('timer');
    session.stop();
    await jest.advanceTimersByTimeAsync(SUBMIT_RETRY_MS * 3);
    expect(server.submitted).toHaveLength(1);
    const event = new Event('beforeunload', { cancelable: true });
    page.win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
