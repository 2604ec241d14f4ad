import type { QuestionAnswer } from '@mizan/shared';
import { AnswerJournal, MemoryStorage, type JournalEntry } from './answer-journal';
import { AnswerOutbox, type SaveStatus, type SendFailure } from './answer-outbox';

const HASH = 'h'.repeat(32);
const tf = (optionId: 'True' | 'False'): QuestionAnswer => ({ type: 'TrueOrFalse', optionId });

class NetworkDown extends Error {}

/** A fake server: holds the highest seq per question, can be offline. */
function fakeServer() {
  const held = new Map<string, { seq: number; answer: QuestionAnswer | null }>();
  const received: [string, number][] = [];
  const state = { online: true };
  const send = jest.fn(async (entry: JournalEntry) => {
    await Promise.resolve();
    if (!state.online) throw new NetworkDown();
    received.push([entry.questionId, entry.seq]);
    const current = held.get(entry.questionId);
    if (!current || entry.seq > current.seq) held.set(entry.questionId, { seq: entry.seq, answer: entry.answer });
    return { savedSeq: held.get(entry.questionId)?.seq ?? entry.seq, remainingSeconds: 100 };
  });
  return { held, received, state, send };
}

const classify = (error: unknown): SendFailure =>
  error instanceof NetworkDown ? { kind: 'retry' } : { kind: 'rejected', message: String(error) };

function setup() {
  const storage = new MemoryStorage();
  const journal = new AnswerJournal(HASH, storage);
  const server = fakeServer();
  const statuses: [string, SaveStatus][] = [];
  const outbox = new AnswerOutbox({ journal, send: server.send, classify, onStatus: (id, status) => statuses.push([id, status]) });
  return { storage, journal, server, statuses, outbox };
}

afterEach(() => jest.useRealTimers());

describe('AnswerOutbox', () => {
  it('journals before sending, then sends at once and marks the question saved', async () => {
    const { storage, journal, server, outbox } = setup();
    server.send.mockImplementationOnce(async (entry) => {
      // At the moment of sending, the answer is already on the device.
      expect(storage.items.size).toBe(1);
      return { savedSeq: entry.seq, remainingSeconds: 5 };
    });
    outbox.answer('q1', tf('True'));
    expect(outbox.status('q1')).toBe('saving');
    await outbox.flush();
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(outbox.status('q1')).toBe('saved');
    expect(journal.pending()).toEqual([]);
  });

  it('offline: answers stay in the journal, are shown offline, and are replayed in order when the network returns', async () => {
    jest.useFakeTimers();
    const { journal, server, outbox } = setup();
    server.state.online = false;
    outbox.answer('q1', tf('True'));
    outbox.answer('q2', tf('False'));
    outbox.answer('q3', tf('True'));
    outbox.answer('q1', tf('False'));
    await outbox.flush();
    expect(outbox.status('q1')).toBe('offline');
    expect(outbox.status('q2')).toBe('offline');
    expect(journal.pending()).toHaveLength(3);
    expect(server.received).toEqual([]);

    server.state.online = true;
    await outbox.online();
    expect(server.received).toEqual([
      ['q2', 1],
      ['q3', 1],
      ['q1', 2],
    ]);
    expect(server.held.get('q1')).toEqual({ seq: 2, answer: tf('False') });
    expect(['q1', 'q2', 'q3'].map((id) => outbox.status(id))).toEqual(['saved', 'saved', 'saved']);
    expect(journal.pending()).toEqual([]);
  });

  it('retries on its own with a growing delay (1 s, 2 s, 4 s)', async () => {
    jest.useFakeTimers();
    const { server, outbox } = setup();
    server.state.online = false;
    outbox.answer('q1', tf('True'));
    await outbox.flush();
    expect(server.send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(server.send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledTimes(3);
    server.state.online = true;
    await jest.advanceTimersByTimeAsync(4000);
    expect(server.send).toHaveBeenCalledTimes(4);
    expect(outbox.status('q1')).toBe('saved');
    expect(outbox.retrying).toBe(false);
  });

  it('a newer answer given while an older one is in flight is sent after it and wins', async () => {
    const { server, outbox, journal } = setup();
    outbox.answer('q1', tf('True'));
    outbox.answer('q1', tf('False'));
    await outbox.flush();
    expect(server.held.get('q1')).toEqual({ seq: 2, answer: tf('False') });
    expect(journal.pending()).toEqual([]);
    expect(outbox.status('q1')).toBe('saved');
  });

  it('replays after a reload: a new outbox on the same storage sends what the old page could not', async () => {
    const { storage, server, outbox } = setup();
    server.state.online = false;
    outbox.answer('q1', tf('True'));
    await outbox.flush();
    outbox.stop();

    server.state.online = true;
    const journal = new AnswerJournal(HASH, storage);
    journal.merge([]);
    const reloaded = new AnswerOutbox({ journal, send: server.send, classify });
    expect(await reloaded.drain()).toBe(true);
    expect(server.held.get('q1')?.answer).toEqual(tf('True'));
  });

  it('a refused answer (400) is marked error and does not block the next ones', async () => {
    const { server, outbox } = setup();
    server.send.mockImplementationOnce(async () => {
      throw new Error('This answer does not fit the question.');
    });
    outbox.answer('q1', tf('True'));
    outbox.answer('q2', tf('True'));
    await outbox.flush();
    expect(outbox.status('q1')).toBe('error');
    expect(outbox.status('q2')).toBe('saved');
  });

  it('stops and reports when the attempt is over on the server', async () => {
    const journal = new AnswerJournal(HASH, new MemoryStorage());
    const onFatal = jest.fn();
    const outbox = new AnswerOutbox({
      journal,
      send: async () => {
        throw new Error('over');
      },
      classify: () => ({ kind: 'fatal', message: 'This test has been submitted before!', status: 409 }),
      onFatal,
    });
    outbox.answer('q1', tf('True'));
    await outbox.flush();
    expect(onFatal).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    expect(journal.pending()).toHaveLength(1);
  });
});
