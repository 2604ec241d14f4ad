/**
 * What the applicant's page (mf_exam, and mf_questions' QuestionView) uses of
 * '@mizan/shared'. mf_exam, that page's host, shares this module under that
 * name instead of the whole of index.ts (tools/webpack/shared-subsets.cjs):
 * the page then loads its words, limits and question helpers without the
 * contract's zod schemas. Every module named here imports no zod (a test
 * checks it). The builds of mf_exam and mf_questions fail when that page
 * imports a name missing here; add it here, from the module index.ts takes
 * it from.
 */
export { ATTEMPT_HASH_INVALID, INVALID_LINK, SSN_LENGTH, SUBMITTED_BEFORE, TIME_IS_UP } from './api/exam-messages';
export { EXAM_REFUSAL_CODES, localizeRefusal, type ExamRefusalCode } from './api/exam-refusal-codes';
export { MEDIA_MAX_BYTES, mediaKindOf, mediaTooLargeMessage } from './api/media-types';
export { ACCESS_CODE_LENGTH } from './domain/access-code';
export * from './domain/proctoring';
export { DECLINE_REASONS, type DeclineReason } from './domain/admission';
export {
  NO_TRIALS_LEFT_CODE,
  ONE_TIME_CODE_NOT_NEEDED_CODE,
  STATUS_CODE_REQUIRED_CODE,
  STATUS_LINK_OR_CODE_WRONG_CODE,
  STATUS_LINK_UNKNOWN,
  STATUS_TOKEN_PATTERN,
  nextStepFor,
  offerIsOpen,
  type FamilyDecisionView,
  type FamilyLanguage,
  type FamilyPageData,
} from './domain/family-page';
export { familyMessage, familyText, type FamilyText } from './i18n/family-text';
export { BRAND_NAME } from './domain/roles';
export { APPLICANT_TEXT_EN, applicantText, localizeMessage, type ApplicantText } from './i18n/applicant-text';
export { trueFalseLabel } from './i18n/ar';
export { normalizeAnswerText } from './questions/answer-text';
export { countRichTextWords } from './questions/count-words';
export { HIGHLIGHT_CANVAS_SIZE, HIGHLIGHT_LINE_WIDTH, LIMITS } from './questions/defaults';
export { toExamView } from './questions/exam-view';
export { isImageSource, isMediaUrl } from './questions/media-url';
export {
  ANSWER_SETUP_TITLE,
  fileLimitMessage,
  GO_TO_ANSWER_MODE,
  GO_TO_SETUP_MODE,
  IMAGE_URL_FAILED,
  QUESTION_SETUP_TITLE,
  SAVE_AND_SUBMIT,
  START_RECORDING,
  STOP_RECORDING,
  WORD_COUNT_EXCEEDED,
} from './questions/messages';
export { newChoiceOption, newImageSpot, newListOption } from './questions/new-question';
export { newQuestionId } from './questions/question-id';
export { readTypedNumber } from './questions/types/numerical/read-number';
export { NUMERICAL_ANSWER_MAX_LENGTH } from './questions/types/numerical/model';
export { QUESTION_TYPE_INFO } from './questions/question-type-info';
export { RIASEC_CATEGORIES, RIASEC_CATEGORY_NAMES } from './questions/question-types';
export {
  BLANK_PLACEHOLDER,
  blankIdsOf,
  emptyRichText,
  isRichTextLeaf,
  plainText,
  RICH_TEXT_MAX_LENGTH,
  richTextLength,
  richTextTooLongMessage,
} from './questions/rich-text';
export {
  ACCEPTED_UPLOAD_ACCEPT,
  FILE_UPLOAD_DEFAULT_MAX,
  FILE_UPLOAD_MAX_FILES,
  FILE_UPLOAD_MIN_FILES,
  IMAGE_ACCEPT,
  isAcceptedUploadType,
  isImageMimeType,
  UPLOAD_MAX_BYTES,
} from './questions/upload-types';
export { formRules } from './validation/form-rules';
export { LOGIN_PASSWORD_RULE, LOGIN_USERNAME_RULE, NEW_PASSWORD_RULE } from './validation/login-rules';
export { checkChosenPassword, checkRepeatedPassword } from './validation/password-choice-rules';
export { LOOKS_GOOD } from './validation/messages';
export { applyPath, examPath, PATHS } from './routing/paths';
export { mayCarryRubric } from './rubrics/rubric';
export { savedGrade } from './rubrics/saved-grade';
export { rubricRows } from './rubrics/rubric-rows';
export { rubricText } from './rubrics/rubric-text';
