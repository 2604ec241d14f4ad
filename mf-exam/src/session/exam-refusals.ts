import { EXAM_REFUSAL_CODES as CODES } from '@mizan/shared';
import { ApiError } from '@mizan/shared/browser';
import { PROCTOR_HOLDING_CODES } from '../proctoring/proctor-holding-codes';
import type { ExamRefusal } from './exam-snapshot';

/**
 * Refusal codes that hold the exam rather than end it (a proctor has to let
 * the applicant in): a screen stands instead of the questions and the
 * session asks again every HOLD_RETRY_MS until the refusal lifts.
 */
export const HOLDING_CODES: ReadonlySet<string> = new Set<string>(PROCTOR_HOLDING_CODES);
export const HOLD_RETRY_MS = 5000;

/** How the exam's calls were refused, read from what the API client threw (a network failure: status null). */
export function refusalOf(error: unknown): ExamRefusal {
  if (error instanceof ApiError) return { status: error.status, message: error.message, code: error.code };
  return { status: null, message: String(error), code: null };
}

// The page decides by the refusal's code, never by its sentence (shared/src/api/exam-refusal-codes.ts).
export const isSubmittedBefore = (refusal: ExamRefusal) => refusal.code === CODES.submittedBefore;
export const isOpenElsewhere = (refusal: ExamRefusal) => refusal.code === CODES.openInAnotherBrowser;
export const isTimeUp = (refusal: ExamRefusal) => refusal.code === CODES.timeIsUp;
export const holds = (refusal: ExamRefusal) => refusal.code !== null && HOLDING_CODES.has(refusal.code);
