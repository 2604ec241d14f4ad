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
import type { NumericalAnswer } from './types/numerical/model';
import { mcqAnswerSchema } from './types/mcq/schema';
import { trueOrFalseAnswerSchema } from './types/true-false/schema';
import { fillTheBlankAnswerSchema } from './types/fill-the-blank/schema';
import { videoAnswerSchema } from './types/video/schema';
import { audioAnswerSchema } from './types/audio/schema';
import { riasecAnswerSchema } from './types/riasec/schema';
import { orderAnswerSchema } from './types/order/schema';
import { matchAnswerSchema } from './types/match/schema';
import { labelAnswerSchema } from './types/label/schema';
import { essayAnswerSchema } from './types/essay/schema';
import { fileUploadAnswerSchema } from './types/file-upload/schema';
import { imageHighlightAnswerSchema } from './types/image-highlight/schema';
import { numericalAnswerSchema } from './types/numerical/schema';

/**
 * zod schemas of applicant answers: shape and bounds (each type's beside its
 * question's, in types/<type>/schema.ts). Whether an answer fits its
 * question (known option ids, word limit, file count) is validateAnswer.
 */
export {
  audioAnswerSchema,
  essayAnswerSchema,
  fileUploadAnswerSchema,
  fillTheBlankAnswerSchema,
  imageHighlightAnswerSchema,
  labelAnswerSchema,
  matchAnswerSchema,
  mcqAnswerSchema,
  numericalAnswerSchema,
  orderAnswerSchema,
  riasecAnswerSchema,
  trueOrFalseAnswerSchema,
  videoAnswerSchema,
};

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
