import type { ComponentType } from 'react';
import { applicantText } from '@mizan/shared';
import { LeaveNote } from './LeaveNote';
import { LazyProctorWaitingScreen } from '../proctoring/LazyProctorWaitingScreen';
import { PROCTOR_HOLDING_CODES } from '../proctoring/proctor-holding-codes';
import { SignalsWhileAnswering } from '../signals/SignalsWhileAnswering';
import { DeviceCheckAtStart } from '../device-check/DeviceCheckAtStart';
import type { ExamSession } from '../session/exam-session';
import type { ExamRefusal, ExamSnapshot } from '../session/exam-snapshot';

/** What a screen shown instead of the questions is given: the refusal that holds the exam, and its session. */
export interface HoldingScreenProps {
  refusal: ExamRefusal;
  /** `retryOpen()` asks again at once (the session also asks by itself every few seconds). */
  session: ExamSession;
}

/**
 * Screens shown instead of the questions while the exam's open call is
 * refused with a code that holds (the session's HOLDING_CODES), by code.
 * A holding code without a screen here shows the server's sentence.
 */
export const HOLDING_SCREENS: Partial<Record<string, ComponentType<HoldingScreenProps>>> = {
  ...Object.fromEntries(PROCTOR_HOLDING_CODES.map((code) => [code, LazyProctorWaitingScreen])),
};

/** What a notice before the first question is given; it decides itself whether it shows (render null when not). */
export interface ExamNoticeProps {
  snapshot: ExamSnapshot;
  session: ExamSession;
}

/** SPEC §4: where a reload submits the exam, the applicant is told before the first question, in the exam's language. */
function ReloadSubmitsNote({ snapshot }: ExamNoticeProps) {
  if (!snapshot.inExam || !snapshot.exam || snapshot.exam.allowResume) return null;
  return <LeaveNote text={applicantText(snapshot.direction).leaveNote} />;
}

/** Notices above the first question, in this order. */
export const NOTICES_BEFORE_QUESTIONS: ComponentType<ExamNoticeProps>[] = [ReloadSubmitsNote, SignalsWhileAnswering, DeviceCheckAtStart];
