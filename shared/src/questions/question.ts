import type { RichText } from './rich-text';
import type { Rubric, RubricChoice } from '../rubrics/rubric';
import type { NumericalQuestion } from './types/numerical/model';
import type { CognitiveLevel, Difficulty, QuestionMode, QuestionType } from './question-types';
import type { McqQuestion } from './types/mcq/model';
import type { TrueOrFalseQuestion } from './types/true-false/model';
import type { FillTheBlankQuestion } from './types/fill-the-blank/model';
import type { VideoQuestion } from './types/video/model';
import type { AudioQuestion } from './types/audio/model';
import type { RiasecQuestion } from './types/riasec/model';
import type { OrderQuestion } from './types/order/model';
import type { MatchQuestion } from './types/match/model';
import type { LabelQuestion } from './types/label/model';
import type { EssayQuestion } from './types/essay/model';
import type { FileUploadQuestion } from './types/file-upload/model';
import type { ImageHighlightQuestion } from './types/image-highlight/model';

export type { McqQuestion } from './types/mcq/model';
export { TRUE_FALSE_OPTION_IDS } from './types/true-false/model';
export type { TrueFalseOptionId, TrueFalseOption, TrueOrFalseQuestion } from './types/true-false/model';
export type { Blank, WordOption, FillTheBlankQuestion } from './types/fill-the-blank/model';
export type { VideoQuestion } from './types/video/model';
export type { AudioQuestion } from './types/audio/model';
export type { RiasecQuestion } from './types/riasec/model';
export type { OrderQuestion } from './types/order/model';
export type { MatchQuestion } from './types/match/model';
export type { ImageSpot, LabelQuestion } from './types/label/model';
export type { EssayQuestion } from './types/essay/model';
export type { UploadedFile, FileUploadQuestion } from './types/file-upload/model';
export type { ImageHighlightQuestion } from './types/image-highlight/model';

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

/** A manual question's marking rubric (ours): its own copy, and the rubric bank entry it is linked to, if any. */
export interface RubricFields {
  rubric?: Rubric;
  /** The rubric bank entry this rubric was taken from and follows (linked); absent for a copy or an own rubric. */
  rubricBankId?: number;
  /** answer: in grading views and results, the level the grader chose per criterion (absent when the mark was typed). */
  rubricChoice?: RubricChoice[];
}

export interface RecordingFields {
  /** answer: URL of the uploaded recording (a media URL; the seed's data URL is not kept). */
  mediaBlobUrl: string;
  /** The recorder is running (UI state the seed stored). */
  isRecording: boolean;
  /** Show the recording buttons; false once the recording is saved. */
  showRecordingOpt: boolean;
}

/** An item of an Order or Match question. */
export interface ListOption {
  id: string;
  option: RichText;
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
