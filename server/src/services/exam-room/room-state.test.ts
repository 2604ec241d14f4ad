import { loadConfig } from '../../config';
import { roomState } from './room-read';

const START = Date.parse('2031-03-01T08:00:00Z');
const running = { started_at: new Date(START), deadline: new Date(START + 30 * 60_000), submitted_at: null, submitted_by: null };

describe('a running attempt in the control room', () => {
  test('answering, idle after 2 minutes without a save, offline after 5, auto-submitted past the deadline and grace', () => {
    expect(roomState(running, START + 60_000, START + 119_000 + 60_000)).toBe('answering');
    expect(roomState(running, START + 60_000, START + 60_000 + 120_000)).toBe('idle');
    expect(roomState(running, START + 60_000, START + 60_000 + 300_000)).toBe('offline');
    expect(roomState(running, null, START + 30 * 60_000 + 31_000)).toBe('autosubmitted');
    expect(roomState({ ...running, started_at: null, deadline: null }, null, START)).toBe('registered');
    expect(roomState({ ...running, submitted_at: new Date(START), submitted_by: 'staff' }, null, START)).toBe('submitted');
    expect(roomState({ ...running, submitted_at: new Date(START), submitted_by: 'timer' }, null, START)).toBe('autosubmitted');
  });

  test('the thresholds a school sets (ROOM_IDLE_SECONDS, ROOM_OFFLINE_SECONDS) are used; nonsense falls back to the defaults', () => {
    const thresholds = loadConfig({ ROOM_IDLE_SECONDS: '20', ROOM_OFFLINE_SECONDS: '35' }).roomThresholds;
    expect(thresholds).toEqual({ idleSeconds: 20, offlineSeconds: 35 });
    expect(roomState(running, START, START + 21_000, thresholds)).toBe('idle');
    expect(roomState(running, START, START + 36_000, thresholds)).toBe('offline');
    expect(loadConfig({ ROOM_IDLE_SECONDS: '40', ROOM_OFFLINE_SECONDS: '35' }).roomThresholds).toBeUndefined();
    expect(loadConfig({ ROOM_IDLE_SECONDS: 'soon', ROOM_OFFLINE_SECONDS: '35' }).roomThresholds).toBeUndefined();
  });
});
