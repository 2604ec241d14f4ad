import { SIGNAL_REFUSAL_CODES } from '../../../shared/src/domain/signals';
import { classifySignalFailure } from './signal-failures';
import { SignalSender, type PendingSignal } from './signal-sender';

class Refusal extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string | null = null,
  ) {
    super(`refused ${status} ${code}`);
  }
}

const at = new Date('2031-03-01T08:00:00Z');

function setup() {
  const batches: PendingSignal[][] = [];
  const failures: Refusal[] = [];
  const send = jest.fn(async (signals: PendingSignal[]) => {
    const failure = failures.shift();
    if (failure) throw failure;
    batches.push(signals);
  });
  const sender = new SignalSender({ send, classify: classifySignalFailure, batchDelayMs: 100, retryDelayMs: 1000, maxWaiting: 30 });
  return { sender, send, batches, failures };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the signal sender', () => {
  test('signals noticed together go in one request, at most 20 to a request', async () => {
    const { sender, batches } = setup();
    for (let index = 0; index < 25; index += 1) sender.add('focus-lost', at);
    await jest.advanceTimersByTimeAsync(100);
    expect(batches.map((batch) => batch.length)).toEqual([20, 5]);
    expect(batches[0][0]).toEqual({ kind: 'focus-lost', at: '2031-03-01T08:00:00.000Z' });
    expect(sender.pending()).toEqual([]);
  });

  test('the network down: kept and retried with backoff, in order', async () => {
    const { sender, batches, failures, send } = setup();
    failures.push(new Refusal(null), new Refusal(503));
    sender.add('page-hidden', at);
    await jest.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(1);
    sender.add('essay-paste', at);
    await jest.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(batches).toEqual([[expect.objectContaining({ kind: 'page-hidden' }), expect.objectContaining({ kind: 'essay-paste' })]]);
  });

  test('too fast is retried; a malformed batch is dropped and the next goes on', async () => {
    const { sender, batches, failures } = setup();
    failures.push(new Refusal(429, SIGNAL_REFUSAL_CODES.tooFast));
    sender.add('page-hidden', at);
    await jest.advanceTimersByTimeAsync(1100);
    expect(batches).toHaveLength(1);
    failures.push(new Refusal(400));
    sender.add('focus-lost', at);
    await jest.advanceTimersByTimeAsync(100);
    sender.add('fullscreen-left', at);
    await jest.advanceTimersByTimeAsync(100);
    expect(batches.map((batch) => batch[0].kind)).toEqual(['page-hidden', 'fullscreen-left']);
  });

  test.each([
    ['the assessment stopped recording', new Refusal(409, SIGNAL_REFUSAL_CODES.off)],
    ['the attempt holds its most', new Refusal(429, SIGNAL_REFUSAL_CODES.full)],
    ['the attempt was submitted', new Refusal(409)],
    ['the attempt is open in another browser', new Refusal(423)],
  ])('%s: sending stops for good', async (_case, refusal) => {
    const { sender, send, failures } = setup();
    failures.push(refusal);
    sender.add('page-hidden', at);
    await jest.advanceTimersByTimeAsync(100);
    sender.add('page-hidden', at);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sender.pending()).toEqual([]);
  });

  test('beyond its room the oldest waiting signals are dropped, never the page', async () => {
    const { sender, failures } = setup();
    failures.push(new Refusal(null));
    for (let index = 0; index < 40; index += 1) sender.add(index < 10 ? 'focus-lost' : 'page-hidden', at);
    expect(sender.pending()).toHaveLength(30);
    expect(sender.pending().every((signal) => signal.kind === 'page-hidden')).toBe(true);
  });
});
