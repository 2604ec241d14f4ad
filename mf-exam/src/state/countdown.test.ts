import { clockParts, formatClock, secondsLeft, syncClock } from './countdown';

describe('countdown', () => {
  it('counts from the server seconds on the monotonic clock', () => {
    const sync = syncClock(125, 1000);
    expect(secondsLeft(sync, 1000)).toBe(125);
    expect(secondsLeft(sync, 6000)).toBe(120);
    expect(secondsLeft(sync, 1000 + 200_000)).toBe(0);
  });

  it('ignores the device date entirely', () => {
    const sync = syncClock(60, 0);
    jest.useFakeTimers({ now: new Date('2030-01-01') });
    expect(secondsLeft(sync, 30_000)).toBe(30);
    jest.useRealTimers();
  });

  it('formats mm:ss, a partial second showing as the next whole one', () => {
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(59.2)).toBe('01:00');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
    expect(clockParts(125)).toEqual({ minutes: 2, seconds: 5 });
  });
});
