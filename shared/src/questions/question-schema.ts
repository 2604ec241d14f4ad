import { z } from 'zod';
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
import { choiceOptionSchema, listOptionSchema, uploadedFileSchema } from './question-schema-parts';
import type { NumericalQuestion } from './types/numerical/model';
import { mcqQuestionSchema } from './types/mcq/schema';
import { trueOrFalseQuestionSchema } from './types/true-false/schema';
import { fillTheBlankQuestionSchema } from './types/fill-the-blank/schema';
import { videoQuestionSchema } from './types/video/schema';
import { audioQuestionSchema } from './types/audio/schema';
import { riasecQuestionSchema } from './types/riasec/schema';
import { orderQuestionSchema } from './types/order/schema';
import { matchQuestionSchema } from './types/match/schema';
import { labelQuestionSchema } from './types/label/schema';
import { essayQuestionSchema } from './types/essay/schema';
import { fileUploadQuestionSchema } from './types/file-upload/schema';
import { imageHighlightQuestionSchema } from './types/image-highlight/schema';
import { numericalQuestionSchema } from './types/numerical/schema';

/**
 * zod schemas of the question model. They check shape and bounds (what the
 * server accepts in a saved assessment); the SPEC §5 save rules are
 * validateQuestion, and `savedQuestionSchema` applies both. Unknown keys are
 * dropped and rich text is rebuilt from known keys only. Each type's schema
 * is its types/<type>/schema.ts, apart from the rest of the type: the
 * applicant's page loads no zod.
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
export {
  audioQuestionSchema,
  essayQuestionSchema,
  fileUploadQuestionSchema,
  fillTheBlankQuestionSchema,
  imageHighlightQuestionSchema,
  labelQuestionSchema,
  matchQuestionSchema,
  mcqQuestionSchema,
  numericalQuestionSchema,
  orderQuestionSchema,
  riasecQuestionSchema,
  trueOrFalseQuestionSchema,
  videoQuestionSchema,
};

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
