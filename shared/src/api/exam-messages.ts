import { WRONG_CREDENTIALS } from '../validation/messages';

/**
 * The exam's limits and the sentences an applicant can meet, without the
 * contract's zod schemas: the applicant's page (its words, its form rules)
 * imports them from here and never loads zod. contract-exam.ts re-exports
 * them beside the calls.
 */

/** Seconds after the deadline during which saves and the submit are still accepted (network delay, the timer's own submit). */
export const EXAM_GRACE_SECONDS = 30;
/** An attempt hash: 32 base64url characters (24 random bytes). */
export const ATTEMPT_HASH_LENGTH = 32;
export const ATTEMPT_HASH_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${ATTEMPT_HASH_LENGTH}}$`);
export const SSN_LENGTH = 14;

// The messages an applicant can meet (SPEC §8 where it has words; the rest ours).
/** SPEC §8: exact; the exam screen shows 'You have submitted this test before! Please close the browser.' */
export const SUBMITTED_BEFORE = 'This test has been submitted before!';
/** SPEC §8: the register form shows it for an SSN no applicant has. */
export const UNKNOWN_SSN = WRONG_CREDENTIALS;
export const SUBMITTED_SUCCESSFULLY = 'Your exam has been submitted.';
export const INVALID_LINK = 'Not avalid Link!!';
export const EXAM_NOT_FOUND = 'This assessment does not exist. Please check the link you were given.';
export const EXAM_NOT_PUBLISHED = 'This assessment is not open for registration. Please ask the school.';
export const examNotStartedMessage = (startsAt: string) => `This assessment has not started yet. It opens at ${startsAt}.`;
export const EXAM_CLOSED = 'This assessment has closed: its end date has passed.';
export const noTrialsLeftMessage = (trials: number) => `You have used all your trials for this assessment (${trials} of ${trials}).`;
export const TOO_MANY_REGISTRATIONS = 'Too many registration attempts from your network. Please wait 15 minutes and try again.';
export const ATTEMPT_NOT_FOUND = 'This exam link is not valid. Please register again from the apply page.';
export const TIME_IS_UP = 'Your time is up: the exam was submitted with the answers saved before the end.';
export const QUESTION_NOT_IN_EXAM = 'This question is not part of your exam.';
export const ATTEMPT_HASH_INVALID = 'The exam link is not valid.';
export const RESULTS_NOT_SHOWN = 'Results of this assessment are not shown to applicants.';
/** What the applicant reads at submission, and at the exam link until staff release the result. */
export const RESULTS_NOT_RELEASED = 'Your answers are saved. Your result will appear at this same address when it is released.';
export const RESULTS_NOT_READY = 'Your results are not ready yet: your answers are still being graded.';
export const RESULTS_NOT_SUBMITTED = 'There are no results yet: this exam has not been submitted.';
export const MEDIA_NOT_FROM_THIS_EXAM = 'Files in an answer must be uploaded from this exam.';
export const EXAM_NOT_STARTED_YET = 'Open the exam before saving answers.';
export const OPEN_IN_ANOTHER_BROWSER =
  'This assessment is open in another browser. Continue there, or register again with your ID on the apply page to continue in this browser.';
export const UPLOAD_BEFORE_START = 'Open the exam before uploading files.';
