import {
  DEFAULT_SCORE_MODE,
  ESSAY_DEFAULT_WORD_LIMIT,
  NEW_QUESTION_OPTION_COUNT,
  RIASEC_DEFAULT_TOTAL_MARK,
  RIASEC_DO_NOT_WANT,
  RIASEC_WANT,
} from './defaults';
import { newQuestionCommon } from './new-question-common';
import type { Blank, ChoiceOption, ImageSpot, ListOption, QuestionOf } from './question';
import { newNumericalQuestion } from './types/numerical/defaults';
import { newQuestionId } from './question-id';
import type { QuestionType } from './question-types';
import { emptyRichText, richTextFromPlain } from './rich-text';
import { FILE_UPLOAD_DEFAULT_MAX } from './upload-types';

export { newQuestionCommon } from './new-question-common';

/** A new empty choice option. */
export function newChoiceOption(text = ''): ChoiceOption {
  return { id: newQuestionId(), option: richTextFromPlain(text), authorNote: '', selected: false, isTrue: false };
}

/** A new empty Order or Match item. */
export function newListOption(text = ''): ListOption {
  return { id: newQuestionId(), option: richTextFromPlain(text) };
}

function times<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}

type Factories = { [Type in QuestionType]: () => QuestionOf<Type> };

const FACTORIES: Factories = {
  MCQ: () => ({
    ...newQuestionCommon('MCQ'),
    isPartial: false,
    options: times(NEW_QUESTION_OPTION_COUNT, () => newChoiceOption()),
  }),
  TrueOrFalse: () => ({
    ...newQuestionCommon('TrueOrFalse'),
    options: [
      { id: 'True', option: 'True', selected: false, isTrue: false },
      { id: 'False', option: 'False', selected: false, isTrue: false },
    ],
    correctAnswerChosen: false,
  }),
  FillTheBlank: () => ({
    ...newQuestionCommon('FillTheBlank'),
    content: emptyRichText(),
    blanks: [],
    vHeader: '',
    options: [],
  }),
  VideoComponent: () => ({
    ...newQuestionCommon('VideoComponent'),
    mediaBlobUrl: '',
    isRecording: false,
    showRecordingOpt: true,
  }),
  AudioComponent: () => ({
    ...newQuestionCommon('AudioComponent'),
    mediaBlobUrl: '',
    isRecording: false,
    showRecordingOpt: true,
  }),
  RIASEC: () => ({
    ...newQuestionCommon('RIASEC'),
    totalMark: RIASEC_DEFAULT_TOTAL_MARK,
    cat: 'R',
    options: [{ ...newChoiceOption(RIASEC_WANT), isTrue: true }, newChoiceOption(RIASEC_DO_NOT_WANT)],
  }),
  OrderComponent: () => ({
    ...newQuestionCommon('OrderComponent'),
    options: times(NEW_QUESTION_OPTION_COUNT, () => newListOption()),
    correctOptions: [],
    scoreMode: DEFAULT_SCORE_MODE,
  }),
  MatchQComponent: () => ({
    ...newQuestionCommon('MatchQComponent'),
    options: times(NEW_QUESTION_OPTION_COUNT, () => newListOption()),
    PossibleAnswers: times(NEW_QUESTION_OPTION_COUNT, () => newListOption()),
    correctPossibleAnswers: [],
    matchedPossibleAnswers: [],
    scoreMode: DEFAULT_SCORE_MODE,
  }),
  LabelQComponent: () => ({
    ...newQuestionCommon('LabelQComponent'),
    image: '',
    labels: [],
    options: [],
    correctOptions: [],
    placedOptions: [],
    scoreMode: DEFAULT_SCORE_MODE,
  }),
  EssayComponent: () => ({
    ...newQuestionCommon('EssayComponent'),
    answerPlaceHolder: '',
    stdanswer: emptyRichText(),
    stdanswerTxt: '',
    wordlimit: ESSAY_DEFAULT_WORD_LIMIT,
    allowOverLimit: false,
    count: 0,
    overcount: false,
    showWordCount: false,
    showWordLimit: false,
  }),
  FileUploadEnhanced: () => ({
    ...newQuestionCommon('FileUploadEnhanced'),
    files: [],
    max: FILE_UPLOAD_DEFAULT_MAX,
    maxCount: FILE_UPLOAD_DEFAULT_MAX,
  }),
  ImageHighlight: () => ({
    ...newQuestionCommon('ImageHighlight'),
    qst_image: '',
    qstImageAfterDrawing: '',
    authorNote: '',
  }),
  Numerical: newNumericalQuestion,
};

/**
 * A new question of `type` with SPEC's defaults: two options for choice,
 * order and match questions; RIASEC worth '1' with its two Arabic options,
 * 'أرغب' marked correct; essay word limit 100,000,000; one file at most.
 */
export function newQuestion<Type extends QuestionType>(type: Type): QuestionOf<Type> {
  const make: () => QuestionOf<Type> = FACTORIES[type];
  return make();
}

/**
 * A new label or spot of a Label question, with a fresh random id. Spots must
 * never reuse or derive from a label's id: an applicant sees both ids, and a
 * shared id would give the answer away.
 */
export function newImageSpot(value = '', top = 0, left = 0): ImageSpot {
  return { id: newQuestionId(), value, top, left };
}

/** A new blank with a fresh id (insert `{ type: 'blank', blankId: blank.id, children: [{ text: '' }] }` into the content). */
export function newBlank(answers: string[] = []): Blank {
  return { id: newQuestionId(), answers, value: '' };
}
