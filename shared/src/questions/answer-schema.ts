import { z } from 'zod';
import type {
  AudioAnswer,
  EssayAnswer,
  FileUploadAnswer,
  FillTheBlankAnswer,
  ImageHighlightAnswer,
  LabelAnswer,
  MatchAnswer,
  McqAnswer,
  OrderAnswer,
  QuestionAnswer,
  RiasecAnswer,
  TrueOrFalseAnswer,
  VideoAnswer,
} from './answer';
import { LIMITS } from './defaults';
import { idSchema, mediaUrlSchema, richTextSchema, uploadedFileSchema } from './question-schema';
import { FILE_UPLOAD_MAX_FILES } from './upload-types';
import type { NumericalAnswer } from './types/numerical/model';
import { numericalAnswerSchema } from './types/numerical/schema';

export { numericalAnswerSchema } from './types/numerical/schema';

/**
 * zod schemas of applicant answers: shape and bounds. Whether an answer fits
 * its question (known option ids, word limit, file count) is validateAnswer.
 */

export const mcqAnswerSchema = z.object({ type: z.literal('MCQ'), selected: z.array(idSchema).max(LIMITS.options) });

export const trueOrFalseAnswerSchema = z.object({ type: z.literal('TrueOrFalse'), optionId: z.enum(['True', 'False']) });

export const fillTheBlankAnswerSchema = z.object({
  type: z.literal('FillTheBlank'),
  blanks: z.array(z.object({ blankId: idSchema, value: z.string().max(LIMITS.shortText) })).max(LIMITS.blanks),
});

export const videoAnswerSchema = z.object({ type: z.literal('VideoComponent'), mediaUrl: mediaUrlSchema });

export const audioAnswerSchema = z.object({ type: z.literal('AudioComponent'), mediaUrl: mediaUrlSchema });

export const riasecAnswerSchema = z.object({ type: z.literal('RIASEC'), optionId: idSchema });

export const orderAnswerSchema = z.object({ type: z.literal('OrderComponent'), order: z.array(idSchema).max(LIMITS.options) });

export const matchAnswerSchema = z.object({
  type: z.literal('MatchQComponent'),
  matches: z.array(z.object({ optionId: idSchema, possibleAnswerId: idSchema })).max(LIMITS.options),
});

export const labelAnswerSchema = z.object({
  type: z.literal('LabelQComponent'),
  placements: z.array(z.object({ labelId: idSchema, optionId: idSchema })).max(LIMITS.options),
});

export const essayAnswerSchema = z.object({ type: z.literal('EssayComponent'), text: richTextSchema });

export const fileUploadAnswerSchema = z.object({
  type: z.literal('FileUploadEnhanced'),
  files: z.array(uploadedFileSchema).max(FILE_UPLOAD_MAX_FILES),
});

export const imageHighlightAnswerSchema = z.object({ type: z.literal('ImageHighlight'), drawingUrl: mediaUrlSchema });

/** Any answer, by `type`. */
export const questionAnswerSchema = z.discriminatedUnion('type', [
  mcqAnswerSchema,
  trueOrFalseAnswerSchema,
  fillTheBlankAnswerSchema,
  videoAnswerSchema,
  audioAnswerSchema,
  riasecAnswerSchema,
  orderAnswerSchema,
  matchAnswerSchema,
  labelAnswerSchema,
  essayAnswerSchema,
  fileUploadAnswerSchema,
  imageHighlightAnswerSchema,
  numericalAnswerSchema,
]);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<Condition extends true> = Condition;
export type AnswerSchemaMatchesModel = [
  Assert<Same<z.output<typeof mcqAnswerSchema>, McqAnswer>>,
  Assert<Same<z.output<typeof trueOrFalseAnswerSchema>, TrueOrFalseAnswer>>,
  Assert<Same<z.output<typeof fillTheBlankAnswerSchema>, FillTheBlankAnswer>>,
  Assert<Same<z.output<typeof videoAnswerSchema>, VideoAnswer>>,
  Assert<Same<z.output<typeof audioAnswerSchema>, AudioAnswer>>,
  Assert<Same<z.output<typeof riasecAnswerSchema>, RiasecAnswer>>,
  Assert<Same<z.output<typeof orderAnswerSchema>, OrderAnswer>>,
  Assert<Same<z.output<typeof matchAnswerSchema>, MatchAnswer>>,
  Assert<Same<z.output<typeof labelAnswerSchema>, LabelAnswer>>,
  Assert<Same<z.output<typeof essayAnswerSchema>, EssayAnswer>>,
  Assert<Same<z.output<typeof fileUploadAnswerSchema>, FileUploadAnswer>>,
  Assert<Same<z.output<typeof imageHighlightAnswerSchema>, ImageHighlightAnswer>>,
  Assert<Same<z.output<typeof numericalAnswerSchema>, NumericalAnswer>>,
  Assert<Same<z.output<typeof questionAnswerSchema>, QuestionAnswer>>,
];
