import { loadConfig } from '../../config';
import { roomState } from './room-read';

const running = { started: true, submitted_by: null, quiet: 0, left: 20 * 60 };

describe('a running attempt in the control room', () => {
  test('answering, idle after 2 minutes without a save, offline after 5, auto-submitted past the deadline and grace', () => {
    expect(roomState({ ...running, quiet: 119 })).toBe('answering');
    expect(roomState({ ...running, quiet: 120 })).toBe('idle');
    expect(roomState({ ...running, quiet: 300 })).toBe('offline');
    expect(roomState({ ...running, left: -29 })).toBe('answering');
    expect(roomState({ ...running, left: -31 })).toBe('autosubmitted');
    expect(roomState({ started: false, submitted_by: null, quiet: null, left: null })).toBe('registered');
    expect(roomState({ ...running, submitted_by: 'staff' })).toBe('submitted');
    expect(roomState({ ...running, submitted_by: 'applicant' })).toBe('submitted');
    expect(roomState({ ...running, submitted_by: 'timer' })).toBe('autosubmitted');
    expect(roomState({ ...running, submitted_by: 'server' })).toBe('autosubmitted');
  });

  test('the thresholds a school sets (ROOM_IDLE_SECONDS, ROOM_OFFLINE_SECONDS) are used; nonsense falls back to the defaults', () => {
    const thresholds = loadConfig({ ROOM_IDLE_SECONDS: '20', ROOM_OFFLINE_SECONDS: '35' }).roomThresholds;
    expect(thresholds).toEqual({ idleSeconds: 20, offlineSeconds: 35 });
    expect(roomState({ ...running, quiet: 21 }, thresholds)).toBe('idle');
    expect(roomState({ ...running, quiet: 36 }, thresholds)).toBe('offline');
    expect(loadConfig({ ROOM_IDLE_SECONDS: '40', ROOM_OFFLINE_SECONDS: '35' }).roomThresholds).toBeUndefined();
    expect(loadConfig({ ROOM_IDLE_SECONDS: 'soon', ROOM_OFFLINE_SECONDS: '35' }).roomThresholds).toBeUndefined();
  });
});
