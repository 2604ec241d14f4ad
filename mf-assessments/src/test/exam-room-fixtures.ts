import type { ExamRoom, RoomAttempt } from '@mizan/shared';

/** An attempt as the control room lists it: answering, 2 of 5 answered, about three minutes left. */
export function roomAttempt(id: number, name: string, overrides: Partial<RoomAttempt> = {}): RoomAttempt {
  return {
    id,
    applicantId: 100 + id,
    name,
    ssn: `3090101••••••${id}`,
    school: 'Nile School',
    trial: 1,
    state: 'answering',
    answered: 2,
    total: 5,
    lastSaveSecondsAgo: 12,
    secondsLeft: 187,
    browserMoves: 0,
    device: { state: 'unchecked', checkedAt: null },
    proctor: null,
    signals: 0,
    extraTimePercent: 0,
    extraMinutes: 0,
    submittedBy: null,
    ...overrides,
  };
}

/** The control room of timed assessment 7 with these attempts, its counts taken from their states. */
export function examRoom(attempts: RoomAttempt[], lang: 'En' | 'Ar' = 'En', duration = 5): ExamRoom {
  const count = (state: RoomAttempt['state']) => attempts.filter((one) => one.state === state).length;
  return {
    exam: { id: 7, title: lang === 'Ar' ? 'اختبار القبول' : 'Grade 7 admission', lang, istimed: 1, duration, requireAccessCodes: false },
    serverTime: '2031-03-01T08:00:00.000Z',
    idleSeconds: 120,
    offlineSeconds: 300,
    counts: {
      registered: attempts.length,
      started: attempts.filter((one) => one.state !== 'registered').length,
      answering: count('answering'),
      idle: count('idle'),
      offline: count('offline'),
      submitted: count('submitted'),
      autoSubmitted: count('autosubmitted'),
    },
    attempts,
  };
}
