/**
 * The question editors' words, exactly as SPEC §2 and §5 give them, typos and
 * the double space included (staff and their guides know them). Messages
 * marked "ours" cover rules SPEC states without words.
 */

/** Headings of the editor's two modes. */
export const QUESTION_SETUP_TITLE = 'Question Setup';
export const ANSWER_SETUP_TITLE = 'Correct answer setup';

/** The toggle button, in editingMode and in answeringMode. */
export const GO_TO_ANSWER_MODE = 'Go to Answer mode';
export const GO_TO_SETUP_MODE = 'Go to Question setup mode';

/** Title of the dialog that shows a save message. */
export const VALIDATION_DIALOG_TITLE = 'error';

export const TOTAL_MARK_REQUIRED = 'Total mark is required';
/** ours: SPEC says total mark is a number, minimum 0. */
export const TOTAL_MARK_INVALID = 'Total mark must be a number of 0 or more';
export const OPTIONS_TOO_FEW = "Options mustn't be less than two options";
export const CORRECT_ANSWER_REQUIRED = 'Please select correct answer from answer mode';
export const HEADER_REQUIRED = 'Question Header is required';
/** Order editor: note the two spaces before 'are'. */
export const ORDER_HEADER_AND_OPTIONS_REQUIRED = 'Question header and quetions options  are required';
/** MCQ-like and Label editors: one space. */
export const HEADER_AND_OPTIONS_REQUIRED = 'Question header and quetions options are required';
export const IMAGE_REQUIRED = 'You have to upload image';
export const OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS = 'Options must equal to Possible answers';
export const WORD_COUNT_EXCEEDED = 'Warning! you have exceeded word count!';
/** ours: SPEC says the word limit is a number, minimum 0. */
export const WORD_LIMIT_INVALID = 'Word limit must be a number of 0 or more';
/** ours: SPEC says max files is chosen from 1 to 12. */
export const FILE_MAX_INVALID = 'Max files must be from 1 to 12';
/** ours: a FillTheBlank text without a blank cannot be answered. */
export const BLANK_REQUIRED = 'Add at least one blank to the text';
/** ours: a blank without an accepted answer could never be scored. */
export const BLANK_ANSWER_REQUIRED = 'Every blank needs at least one accepted answer';
/** ours: with a word bank, each blank must be answerable from it. */
export const BLANK_ANSWER_NOT_IN_WORDS = 'Every blank needs an accepted answer among the given words';
/** ours: an answer names options by id, so two options with one id could never be told apart. */
export const ITEM_ID_REPEATED = 'Two options of this question have the same id; each needs its own';

export function fileLimitMessage(max: number): string {
  return `Your limit is ${max} files only`;
}

export const IMAGE_URL_FAILED =
  "You can't use this image from this url! please choose another image from another url or upload the image directely from PC";

// Answer checks on the server (all ours).
export const ANSWER_TYPE_MISMATCH = 'The answer does not fit this question';
export const UNKNOWN_OPTION = 'The answer names an option this question does not have';
export const REPEATED_OPTION = 'The answer names the same option twice';
export const ORDER_INCOMPLETE = 'The answer must order every option exactly once';
export const NOT_A_WORD_OPTION = 'The answer must be one of the given words';
export const FILE_TYPE_NOT_ACCEPTED = 'This file type is not accepted';
export const ANSWER_IMAGE_NOT_UPLOADED = 'Pictures in an answer must be uploaded first';

/** The recorder's buttons, exactly as SPEC §2/§4 name them (English assessments). */
export const START_RECORDING = 'Start Recording';
export const STOP_RECORDING = 'Stop Recording';
export const SAVE_AND_SUBMIT = 'Save and Submit';
