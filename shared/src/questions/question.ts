import type { RichText } from './rich-text';
import type { Rubric, RubricChoice } from '../rubrics/rubric';
import type { NumericalQuestion } from './types/numerical/model';
import type { CognitiveLevel, Difficulty, QuestionMode, QuestionType, RiasecCategory, ScoreMode } from './question-types';

/**
 * The question model: every field of SPEC §3 under its wire name. The seed
 * kept an applicant's answer inside the question (selected, stdanswer,
 * mediaBlobUrl, …); we keep those fields so grading views can show an
 * answered question (see applyAnswer), but the answer itself travels and is
 * stored apart as a QuestionAnswer (ARCHITECTURE §8), and what an applicant
 * receives is an ExamQuestion (toExamView) with every answer key removed.
 *
 * Fields marked "answer" are the seed's answer-in-question fields; fields
 * marked "key" are answer keys that never reach an applicant in exam mode.
 */
export interface QuestionCommon<Type extends QuestionType> {
  /** 10 random characters (newQuestionId). */
  id: string;
  type: Type;
  mode: QuestionMode;
  header: RichText;
  /** The header's plain text (plainText(header)), for lists and search. */
  headertxt: string;
  /** A number ≥ 0 kept as a string, as the seed does ('1', '2.5'); '' until the author sets it. */
  totalMark: string;
  /** The teacher's mark for this answer, a number kept as a string; '' until graded. */
  score: string;
  /** The teacher's feedback to the applicant (plain text). */
  feedback: string;
  /** The learning objective (plain text). */
  objectives: string;
  showObjectives: boolean;
  shuffleOptions: boolean;
  required: boolean;
  difficult: Difficulty;
  cognitive: CognitiveLevel;
  /** Lay the options out on one line. */
  oneLineOptions: boolean;
  /**
   * How a regrade made it count (key): 'fullMarks', every attempt scores its
   * total mark; 'excluded', it counts neither in the score nor in the maximum.
   * Absent: by its key, as usual.
   */
  scoring?: QuestionScoring;
}

/** A regrade's way of counting a question instead of by its key (docs/decisions.md, "Fixing a key and regrading"). */
export type QuestionScoring = 'fullMarks' | 'excluded';

/** An option of an MCQ or RIASEC question. */
export interface ChoiceOption {
  id: string;
  option: RichText;
  /** key: the author's note on this option, for staff only. */
  authorNote: string;
  /** answer: the applicant ticked it. */
  selected: boolean;
  /** key: this option is (one of) the correct answer(s). */
  isTrue: boolean;
}

export interface McqQuestion extends QuestionCommon<'MCQ'> {
  /** Partial credit (SPEC §4) instead of all-or-nothing. */
  isPartial: boolean;
  options: ChoiceOption[];
}

export const TRUE_FALSE_OPTION_IDS = ['True', 'False'] as const;
export type TrueFalseOptionId = (typeof TRUE_FALSE_OPTION_IDS)[number];

/** One of the two options of a TrueOrFalse question; id and text are 'True' or 'False'. */
export interface TrueFalseOption<Id extends TrueFalseOptionId = TrueFalseOptionId> {
  id: Id;
  option: Id;
  /** answer: the applicant chose it. */
  selected: boolean;
  /** key: this is the correct answer. */
  isTrue: boolean;
}

export interface TrueOrFalseQuestion extends QuestionCommon<'TrueOrFalse'> {
  /** Always exactly [True, False] in that order. */
  options: [TrueFalseOption<'True'>, TrueFalseOption<'False'>];
  /** key: the author has chosen the correct answer in answering mode (SPEC: "a flag that a correct answer was chosen"). */
  correctAnswerChosen: boolean;
}

/** A gap of a FillTheBlank question; its marker in `content` is a blank element with the same id. */
export interface Blank {
  id: string;
  /** key: the accepted answers (compared as scoring/fill-the-blank.ts says). */
  answers: string[];
  /** answer: what the applicant typed or picked. */
  value: string;
}

/** A word of a FillTheBlank question's word bank. */
export interface WordOption {
  id: string;
  option: string;
}

export interface FillTheBlankQuestion extends QuestionCommon<'FillTheBlank'> {
  /** The text with blank markers (blank elements) where the applicant fills in. */
  content: RichText;
  /** One entry per blank marker in content. */
  blanks: Blank[];
  /** The content as plain text with each blank shown as '_____', for lists. */
  vHeader: string;
  /** When not empty, the applicant picks each blank's value from these words instead of typing. */
  options: WordOption[];
}

/** A manual question's marking rubric (ours): its own copy, and the rubric bank entry it is linked to, if any. */
export interface RubricFields {
  rubric?: Rubric;
  /** The rubric bank entry this rubric was taken from and follows (linked); absent for a copy or an own rubric. */
  rubricBankId?: number;
  /** answer: in grading views and results, the level the grader chose per criterion (absent when the mark was typed). */
  rubricChoice?: RubricChoice[];
}

interface RecordingFields {
  /** answer: URL of the uploaded recording (a media URL; the seed's data URL is not kept). */
  mediaBlobUrl: string;
  /** The recorder is running (UI state the seed stored). */
  isRecording: boolean;
  /** Show the recording buttons; false once the recording is saved. */
  showRecordingOpt: boolean;
}

export interface VideoQuestion extends QuestionCommon<'VideoComponent'>, RecordingFields, RubricFields {}

export interface AudioQuestion extends QuestionCommon<'AudioComponent'>, RecordingFields, RubricFields {}

/** A statement liked or not; its options are 'أرغب' (I want, correct) and 'لا أرغب' (I do not want). */
export interface RiasecQuestion extends QuestionCommon<'RIASEC'> {
  cat: RiasecCategory;
  options: ChoiceOption[];
}

/** An item of an Order or Match question. */
export interface ListOption {
  id: string;
  option: RichText;
}

export interface OrderQuestion extends QuestionCommon<'OrderComponent'> {
  /** answer: in grading views, the items in the applicant's order; otherwise as authored. */
  options: ListOption[];
  /** key: option ids in the correct order. */
  correctOptions: string[];
  scoreMode: ScoreMode;
}

export interface MatchQuestion extends QuestionCommon<'MatchQComponent'> {
  /** The left column: what is to be matched. */
  options: ListOption[];
  /** The right column: what the applicant drags next to each option. */
  PossibleAnswers: ListOption[];
  /** key: correctPossibleAnswers[i] is the id of the possible answer that matches options[i]. */
  correctPossibleAnswers: string[];
  /** answer (ours): matchedPossibleAnswers[i] is the id the applicant put next to options[i], '' for none. */
  matchedPossibleAnswers: string[];
  scoreMode: ScoreMode;
}

/** Something placed on a Label question's image; top and left are percentages 0..100 of its height and width. */
export interface ImageSpot {
  id: string;
  value: string;
  top: number;
  left: number;
}

export interface LabelQuestion extends QuestionCommon<'LabelQComponent'> {
  /** The picture (a media URL or a small inline image). */
  image: string;
  /** The label texts; key: each one's top/left is where the author placed it, its correct spot. */
  labels: ImageSpot[];
  /** The drop spots on the image the applicant drags labels to; value is an optional caption. */
  options: ImageSpot[];
  /** key: correctOptions[i] is the id of the spot (option) where labels[i] belongs. */
  correctOptions: string[];
  /** answer (ours): placedOptions[i] is the spot id the applicant put labels[i] on, '' for none. */
  placedOptions: string[];
  scoreMode: ScoreMode;
}

export interface EssayQuestion extends QuestionCommon<'EssayComponent'>, RubricFields {
  answerPlaceHolder: string;
  /** answer: the applicant's text. */
  stdanswer: RichText;
  /** answer: its plain text. */
  stdanswerTxt: string;
  /** Most words allowed, a number ≥ 0 (default 100,000,000). */
  wordlimit: number;
  /** Whether text over the limit may be submitted. */
  allowOverLimit: boolean;
  /** answer: words in stdanswer (countWords). */
  count: number;
  /** answer: count is over wordlimit. */
  overcount: boolean;
  showWordCount: boolean;
  showWordLimit: boolean;
}

/** A file an applicant uploaded. */
export interface UploadedFile {
  /** URL of the uploaded file (a media URL). */
  data: string;
  /** Its MIME type, one of ACCEPTED_UPLOAD_TYPES. */
  type: string;
  name: string;
  id: string;
}

export interface FileUploadQuestion extends QuestionCommon<'FileUploadEnhanced'>, RubricFields {
  /** answer: the applicant's files. */
  files: UploadedFile[];
  /** Most files, 1..12 (default 1). */
  max: number;
  /** The same number, as antd Upload's maxCount. */
  maxCount: number;
}

export interface ImageHighlightQuestion extends QuestionCommon<'ImageHighlight'>, RubricFields {
  /** The picture drawn on. */
  qst_image: string;
  /** answer: URL of the picture with the applicant's drawing. */
  qstImageAfterDrawing: string;
  /** key: the author's note, for staff only. */
  authorNote: string;
}

/** A question of any type, told apart by `type`. */
export type Question =
  | McqQuestion
  | TrueOrFalseQuestion
  | FillTheBlankQuestion
  | VideoQuestion
  | AudioQuestion
  | RiasecQuestion
  | OrderQuestion
  | MatchQuestion
  | LabelQuestion
  | EssayQuestion
  | FileUploadQuestion
  | ImageHighlightQuestion
  | NumericalQuestion;

/** The question of one type: QuestionOf<'MCQ'> is McqQuestion. */
export type QuestionOf<Type extends QuestionType> = Extract<Question, { type: Type }>;
