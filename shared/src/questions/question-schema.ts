import { z } from 'zod';
import { LIMITS } from './defaults';
import type {
  AudioQuestion,
  ChoiceOption,
  EssayQuestion,
  FileUploadQuestion,
  FillTheBlankQuestion,
  ImageHighlightQuestion,
  LabelQuestion,
  ListOption,
  MatchQuestion,
  McqQuestion,
  OrderQuestion,
  Question,
  RiasecQuestion,
  TrueOrFalseQuestion,
  UploadedFile,
  VideoQuestion,
} from './question';
import {
  choiceOptionSchema,
  idListSchema,
  idOrNoneListSchema,
  idSchema,
  imageSourceSchema,
  imageSpotSchema,
  listOptionSchema,
  mediaUrlOrEmptySchema,
  noteSchema,
  questionCommonSchema,
  richTextSchema,
  scoreModeSchema,
  shortTextSchema,
  uploadedFileSchema,
} from './question-schema-parts';
import { RIASEC_CATEGORIES } from './question-types';
import { RICH_TEXT_MAX_LENGTH } from './rich-text';
import { FILE_UPLOAD_MAX_FILES } from './upload-types';
import type { NumericalQuestion } from './types/numerical/model';
import { numericalQuestionSchema } from './types/numerical/schema';
import { rubricChoicesSchema, rubricSchema } from '../rubrics/rubric-schema';

/**
 * zod schemas of the question model. They check shape and bounds (what the
 * server accepts in a saved assessment); the SPEC §5 save rules are
 * validateQuestion, and `savedQuestionSchema` applies both. Unknown keys are
 * dropped and rich text is rebuilt from known keys only.
 */
export {
  choiceOptionSchema,
  idSchema,
  imageSourceSchema,
  imageSpotSchema,
  listOptionSchema,
  mediaUrlOrEmptySchema,
  mediaUrlSchema,
  richTextSchema,
  uploadedFileSchema,
} from './question-schema-parts';
export { numericalQuestionSchema } from './types/numerical/schema';

export const mcqQuestionSchema = z.object({
  ...questionCommonSchema('MCQ'),
  isPartial: z.boolean(),
  options: z.array(choiceOptionSchema).max(LIMITS.options),
});

const trueFalseOption = <Id extends 'True' | 'False'>(id: Id) =>
  z.object({ id: z.literal(id), option: z.literal(id), selected: z.boolean(), isTrue: z.boolean() });

export const trueOrFalseQuestionSchema = z.object({
  ...questionCommonSchema('TrueOrFalse'),
  options: z.tuple([trueFalseOption('True'), trueFalseOption('False')]),
  correctAnswerChosen: z.boolean(),
});

export const fillTheBlankQuestionSchema = z.object({
  ...questionCommonSchema('FillTheBlank'),
  content: richTextSchema,
  blanks: z
    .array(
      z.object({
        id: idSchema,
        answers: z.array(shortTextSchema).max(LIMITS.blankAnswers),
        value: shortTextSchema,
      }),
    )
    .max(LIMITS.blanks),
  vHeader: z.string().max(RICH_TEXT_MAX_LENGTH * 2),
  options: z.array(z.object({ id: idSchema, option: shortTextSchema })).max(LIMITS.options),
});

/** A manual question's rubric (ours, optional): see RubricFields. */
const rubricFields = {
  rubric: rubricSchema.optional(),
  rubricBankId: z.number().int().positive().optional(),
  rubricChoice: rubricChoicesSchema.optional(),
};

const recording = {
  mediaBlobUrl: mediaUrlOrEmptySchema,
  isRecording: z.boolean(),
  showRecordingOpt: z.boolean(),
};

export const videoQuestionSchema = z.object({ ...questionCommonSchema('VideoComponent'), ...recording, ...rubricFields });

export const audioQuestionSchema = z.object({ ...questionCommonSchema('AudioComponent'), ...recording, ...rubricFields });

export const riasecQuestionSchema = z.object({
  ...questionCommonSchema('RIASEC'),
  cat: z.enum(RIASEC_CATEGORIES),
  options: z.array(choiceOptionSchema).max(LIMITS.options),
});

export const orderQuestionSchema = z.object({
  ...questionCommonSchema('OrderComponent'),
  options: z.array(listOptionSchema).max(LIMITS.options),
  correctOptions: idListSchema,
  scoreMode: scoreModeSchema,
});

export const matchQuestionSchema = z.object({
  ...questionCommonSchema('MatchQComponent'),
  options: z.array(listOptionSchema).max(LIMITS.options),
  PossibleAnswers: z.array(listOptionSchema).max(LIMITS.options),
  correctPossibleAnswers: idListSchema,
  matchedPossibleAnswers: idOrNoneListSchema,
  scoreMode: scoreModeSchema,
});

export const labelQuestionSchema = z.object({
  ...questionCommonSchema('LabelQComponent'),
  image: imageSourceSchema,
  labels: z.array(imageSpotSchema).max(LIMITS.options),
  options: z.array(imageSpotSchema).max(LIMITS.options),
  correctOptions: idListSchema,
  placedOptions: idOrNoneListSchema,
  scoreMode: scoreModeSchema,
});

export const essayQuestionSchema = z.object({
  ...questionCommonSchema('EssayComponent'),
  ...rubricFields,
  answerPlaceHolder: noteSchema,
  stdanswer: richTextSchema,
  stdanswerTxt: z.string().max(RICH_TEXT_MAX_LENGTH * 2),
  wordlimit: z.number(),
  allowOverLimit: z.boolean(),
  count: z.number().int().min(0),
  overcount: z.boolean(),
  showWordCount: z.boolean(),
  showWordLimit: z.boolean(),
});

export const fileUploadQuestionSchema = z.object({
  ...questionCommonSchema('FileUploadEnhanced'),
  ...rubricFields,
  files: z.array(uploadedFileSchema).max(FILE_UPLOAD_MAX_FILES),
  max: z.number(),
  maxCount: z.number(),
});

export const imageHighlightQuestionSchema = z.object({
  ...questionCommonSchema('ImageHighlight'),
  ...rubricFields,
  qst_image: imageSourceSchema,
  qstImageAfterDrawing: mediaUrlOrEmptySchema,
  authorNote: noteSchema,
});

/** Any question, by `type`: shape and bounds only (drafts, snapshots). */
export const questionSchema = z.discriminatedUnion('type', [
  mcqQuestionSchema,
  trueOrFalseQuestionSchema,
  fillTheBlankQuestionSchema,
  videoQuestionSchema,
  audioQuestionSchema,
  riasecQuestionSchema,
  orderQuestionSchema,
  matchQuestionSchema,
  labelQuestionSchema,
  essayQuestionSchema,
  fileUploadQuestionSchema,
  imageHighlightQuestionSchema,
  numericalQuestionSchema,
]);

// The schemas and the documented interfaces must describe the same values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<Condition extends true> = Condition;
export type SchemaMatchesModel = [
  Assert<Same<z.output<typeof choiceOptionSchema>, ChoiceOption>>,
  Assert<Same<z.output<typeof listOptionSchema>, ListOption>>,
  Assert<Same<z.output<typeof uploadedFileSchema>, UploadedFile>>,
  Assert<Same<z.output<typeof mcqQuestionSchema>, McqQuestion>>,
  Assert<Same<z.output<typeof trueOrFalseQuestionSchema>, TrueOrFalseQuestion>>,
  Assert<Same<z.output<typeof fillTheBlankQuestionSchema>, FillTheBlankQuestion>>,
  Assert<Same<z.output<typeof videoQuestionSchema>, VideoQuestion>>,
  Assert<Same<z.output<typeof audioQuestionSchema>, AudioQuestion>>,
  Assert<Same<z.output<typeof riasecQuestionSchema>, RiasecQuestion>>,
  Assert<Same<z.output<typeof orderQuestionSchema>, OrderQuestion>>,
  Assert<Same<z.output<typeof matchQuestionSchema>, MatchQuestion>>,
  Assert<Same<z.output<typeof labelQuestionSchema>, LabelQuestion>>,
  Assert<Same<z.output<typeof essayQuestionSchema>, EssayQuestion>>,
  Assert<Same<z.output<typeof fileUploadQuestionSchema>, FileUploadQuestion>>,
  Assert<Same<z.output<typeof imageHighlightQuestionSchema>, ImageHighlightQuestion>>,
  Assert<Same<z.output<typeof numericalQuestionSchema>, NumericalQuestion>>,
  Assert<Same<z.output<typeof questionSchema>, Question>>,
];
