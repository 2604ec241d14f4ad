import { PROCTOR_CODES } from '@mizan/shared';

/**
 * The refusal codes of the proctor's gate that hold the exam: the session
 * asks the exam call again every few seconds while one holds, and the page
 * shows the waiting screen instead of the questions. Kept apart from the
 * screen and its logic so that only these two strings are on every exam page.
 */
export const PROCTOR_HOLDING_CODES: readonly string[] = [PROCTOR_CODES.approvalNeeded, PROCTOR_CODES.refused];
