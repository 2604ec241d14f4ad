import type { RequestOf, SignalCallName } from '@mizan/shared';
import type { ExamFixtures } from './exam-fixtures';
import type { TestApp } from './test-app';

/** The access walk's exam records signals, so its applicant may send one (an assessment that does not answers 409). */
export async function recordSignalsFor(t: TestApp, examId: number): Promise<void> {
  await t.database.db.insertInto('assessment_signals').values({ assessment_id: examId, turned_on_at: new Date() }).execute();
}

/** A valid payload for each signal call: the walk's running attempt, and an assessment whose setting may be written. */
export function signalSamples(exam: ExamFixtures, assessmentId: number, attemptId: number): { [Name in SignalCallName]: RequestOf<Name> } {
  return {
    sendSignals: { id: exam.hash, signals: [{ kind: 'focus-lost', at: '2031-03-01T08:00:00.000Z' }] },
    getSignalSetting: { id: assessmentId },
    setSignalSetting: { id: assessmentId, recordSignals: false },
    getAttemptSignals: { attemptId },
  };
}
