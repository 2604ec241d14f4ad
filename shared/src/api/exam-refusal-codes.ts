import {
  ATTEMPT_NOT_FOUND,
  EXAM_CLOSED,
  EXAM_NOT_FOUND,
  EXAM_NOT_PUBLISHED,
  EXAM_NOT_STARTED_YET,
  OPEN_IN_ANOTHER_BROWSER,
  QUESTION_NOT_IN_EXAM,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  TOO_MANY_REGISTRATIONS,
  UNKNOWN_SSN,
  UPLOAD_BEFORE_START,
} from './exam-messages';
import { ACCESS_CODE_REQUIRED, ID_OR_ACCESS_CODE_WRONG } from '../domain/access-code';
import { localizeMessage } from '../i18n/applicant-text';
import type { TextDirection } from '../i18n/applicant-text';

/**
 * The stable names of the refusals an applicant can meet, sent as `code`
 * beside the SPEC's `msg` (`{ msg, code }`): the applicant's page decides
 * what to do by the code and translates by it, never by comparing English
 * sentences, so a sentence may be reworded without breaking the page.
 * No zod here: the applicant's page imports these.
 */
export const EXAM_REFUSAL_CODES = {
  // The attempt (one policy for the open, save, submit and upload calls).
  attemptNotFound: 'attempt_not_found',
  submittedBefore: 'submitted_before',
  timeIsUp: 'time_is_up',
  openInAnotherBrowser: 'open_in_another_browser',
  /** A save before the exam was opened. */
  attemptNotOpened: 'attempt_not_opened',
  /** An upload before the exam was opened. */
  uploadBeforeOpen: 'upload_before_open',
  questionNotInExam: 'question_not_in_exam',
  /** The answer does not fit its question (the sentence says how). */
  answerInvalid: 'answer_invalid',
  // Registration (emp/reg.php).
  examNotFound: 'exam_not_found',
  examNotPublished: 'exam_not_published',
  /** Registration opens later (the sentence gives when). */
  examNotOpenYet: 'exam_not_open_yet',
  examClosed: 'exam_closed',
  noTrialsLeft: 'no_trials_left',
  unknownSsn: 'unknown_ssn',
  accessCodeRequired: 'access_code_required',
  idOrAccessCodeWrong: 'id_or_access_code_wrong',
  tooManyRegistrations: 'too_many_registrations',
  serverBusy: 'server_busy',
  // The assessment's address list (services/networks).
  networkNotAllowed: 'network_not_allowed',
  // Safe Exam Browser required and the request has no valid hash (services/safe-exam-browser).
  sebRequired: 'seb_required',
  // Uploads (POST /api/media/upload).
  fileNameMalformed: 'file_name_malformed',
  mediaTypeRefused: 'media_type_refused',
  mediaTooLarge: 'media_too_large',
  mediaEmpty: 'media_empty',
  mediaContentMismatch: 'media_content_mismatch',
} as const;

export type ExamRefusalCode = (typeof EXAM_REFUSAL_CODES)[keyof typeof EXAM_REFUSAL_CODES];

/** The sentence each fixed refusal carries (those whose sentence has no figures in it): the code's words in every language. */
export const REFUSAL_SENTENCES: Partial<Record<ExamRefusalCode, string>> = {
  [EXAM_REFUSAL_CODES.attemptNotFound]: ATTEMPT_NOT_FOUND,
  [EXAM_REFUSAL_CODES.submittedBefore]: SUBMITTED_BEFORE,
  [EXAM_REFUSAL_CODES.timeIsUp]: TIME_IS_UP,
  [EXAM_REFUSAL_CODES.openInAnotherBrowser]: OPEN_IN_ANOTHER_BROWSER,
  [EXAM_REFUSAL_CODES.attemptNotOpened]: EXAM_NOT_STARTED_YET,
  [EXAM_REFUSAL_CODES.uploadBeforeOpen]: UPLOAD_BEFORE_START,
  [EXAM_REFUSAL_CODES.questionNotInExam]: QUESTION_NOT_IN_EXAM,
  [EXAM_REFUSAL_CODES.examNotFound]: EXAM_NOT_FOUND,
  [EXAM_REFUSAL_CODES.examNotPublished]: EXAM_NOT_PUBLISHED,
  [EXAM_REFUSAL_CODES.examClosed]: EXAM_CLOSED,
  [EXAM_REFUSAL_CODES.unknownSsn]: UNKNOWN_SSN,
  [EXAM_REFUSAL_CODES.accessCodeRequired]: ACCESS_CODE_REQUIRED,
  [EXAM_REFUSAL_CODES.idOrAccessCodeWrong]: ID_OR_ACCESS_CODE_WRONG,
  [EXAM_REFUSAL_CODES.tooManyRegistrations]: TOO_MANY_REGISTRATIONS,
};

/**
 * A refusal in the page's language, by its code: a fixed refusal's words
 * come from its code; one whose sentence carries figures (a date, a count,
 * a size, an address) or has no code is the server's sentence, translated
 * when the dictionary knows it.
 */
export function localizeRefusal(refusal: { message: string; code?: string | null }, direction: TextDirection): string {
  const sentence = refusal.code ? REFUSAL_SENTENCES[refusal.code as ExamRefusalCode] : undefined;
  return localizeMessage(sentence ?? refusal.message, direction);
}
