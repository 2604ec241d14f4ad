import { z } from 'zod';
import { LIMITS } from './defaults';
import { isImageSource, isMediaUrl } from './media-url';
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
import { QUESTION_ID_PATTERN } from './question-id';
import { COGNITIVE_LEVELS, DIFFICULTIES, QUESTION_MODES, RIASEC_CATEGORIES, SCORE_MODES } from './question-types';
import type { RichText } from './rich-text';
import { checkRichText, RICH_TEXT_MAX_LENGTH } from './rich-text';
import { FILE_UPLOAD_MAX_FILES } from './upload-types';
import { rubricChoicesSchema, rubricSchema } from '../rubrics/rubric-schema';

/**
 * zod schemas of the question model. They check shape and bounds (what the
 * server accepts in a saved assessment); the SPEC §5 save rules are
 * validateQuestion, and `savedQuestionSchema` applies both. Unknown keys are
 * dropped and rich text is rebuilt from known keys only.
 */

export const idSchema = z.string().regex(QUESTION_ID_PATTERN, 'Not a valid id');

/**
 * Rich text from untrusted JSON: checked (shape, depth, size, image URLs) and
 * rebuilt. A codec, not a one-way transform: the server's answers are encoded
 * through their schemas, and rich text we hold (an applicant's saved essay)
 * goes out as it is.
 */
export const richTextSchema: z.ZodType<RichText, unknown> = z.codec(z.unknown(), z.custom<RichText>(), {
  decode: (value, payload) => {
    const checked = checkRichText(value);
    if (checked.ok) return checked.value;
    payload.issues.push({ code: 'custom', message: checked.problem, input: value });
    return z.NEVER;
  },
  encode: (value) => value,
});

/** A picture in a question: '' (none yet), a media URL or a small inline raster image. */
export const imageSourceSchema = z.string().refine((value) => value === '' || isImageSource(value), 'Image address is not allowed');

/** A URL of uploaded media, or '' for none. Never a data URL. */
export const mediaUrlOrEmptySchema = z
  .string()
  .max(2048)
  .refine((value) => value === '' || isMediaUrl(value), 'Media address is not allowed');

export const mediaUrlSchema = z.string().max(2048).refine(isMediaUrl, 'Media address is not allowed');

const markSchema = z.string().max(LIMITS.mark);
const noteSchema = z.string().max(LIMITS.note);
const shortTextSchema = z.string().max(LIMITS.shortText);
const scoreModeSchema = z.enum(SCORE_MODES);
const percentSchema = z.number().min(0).max(100);

function common<Type extends Question['type']>(type: Type) {
  return {
    id: idSchema,
    type: z.literal(type),
    mode: z.enum(QUESTION_MODES),
    header: richTextSchema,
    headertxt: z.string().max(RICH_TEXT_MAX_LENGTH * 2),
    totalMark: markSchema,
    score: markSchema,
    feedback: noteSchema,
    objectives: noteSchema,
    showObjectives: z.boolean(),
    shuffleOptions: z.boolean(),
    required: z.boolean(),
    difficult: z.enum(DIFFICULTIES),
    cognitive: z.enum(COGNITIVE_LEVELS),
    oneLineOptions: z.boolean(),
    scoring: z.enum(['fullMarks', 'excluded']).optional(),
  };
}

export const choiceOptionSchema = z.object({
  id: idSchema,
  option: richTextSchema,
  authorNote: noteSchema,
  selected: z.boolean(),
  isTrue: z.boolean(),
});

export const listOptionSchema = z.object({ id: idSchema, option: richTextSchema });

const idListSchema = z.array(idSchema).max(LIMITS.options);
/** Positional ids where '' means "none" (matchedPossibleAnswers, placedOptions). */
const idOrNoneListSchema = z.array(z.union([idSchema, z.literal('')])).max(LIMITS.options);

export const imageSpotSchema = z.object({
  id: idSchema,
  value: shortTextSchema,
  top: percentSchema,
  left: percentSchema,
});

export const uploadedFileSchema = z.object({
  data: mediaUrlSchema,
  type: z.string().max(255),
  name: z.string().max(LIMITS.fileName),
  id: idSchema,
});

export const mcqQuestionSchema = z.object({
  ...common('MCQ'),
  isPartial: z.boolean(),
  options: z.array(choiceOptionSchema).max(LIMITS.options),
});

const trueFalseOption = <Id extends 'True' | 'False'>(id: Id) =>
  z.object({ id: z.literal(id), option: z.literal(id), selected: z.boolean(), isTrue: z.boolean() });

export const trueOrFalseQuestionSchema = z.object({
  ...common('TrueOrFalse'),
  options: z.tuple([trueFalseOption('True'), trueFalseOption('False')]),
  correctAnswerChosen: z.boolean(),
});

export const fillTheBlankQuestionSchema = z.object({
  ...common('FillTheBlank'),
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

export const videoQuestionSchema = z.object({ ...common('VideoComponent'), ...recording, ...rubricFields });

export const audioQuestionSchema = z.object({ ...common('AudioComponent'), ...recording, ...rubricFields });

export const riasecQuestionSchema = z.object({
  ...common('RIASEC'),
  cat: z.enum(RIASEC_CATEGORIES),
  options: z.array(choiceOptionSchema).max(LIMITS.options),
});

export const orderQuestionSchema = z.object({
  ...common('OrderComponent'),
  options: z.array(listOptionSchema).max(LIMITS.options),
  correctOptions: idListSchema,
  scoreMode: scoreModeSchema,
});

export const matchQuestionSchema = z.object({
  ...common('MatchQComponent'),
  options: z.array(listOptionSchema).max(LIMITS.options),
  PossibleAnswers: z.array(listOptionSchema).max(LIMITS.options),
  correctPossibleAnswers: idListSchema,
  matchedPossibleAnswers: idOrNoneListSchema,
  scoreMode: scoreModeSchema,
});

export const labelQuestionSchema = z.object({
  ...common('LabelQComponent'),
  image: imageSourceSchema,
  labels: z.array(imageSpotSchema).max(LIMITS.options),
  options: z.array(imageSpotSchema).max(LIMITS.options),
  correctOptions: idListSchema,
  placedOptions: idOrNoneListSchema,
  scoreMode: scoreModeSchema,
});

export const essayQuestionSchema = z.object({
  ...common('EssayComponent'),
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
  ...common('FileUploadEnhanced'),
  ...rubricFields,
  files: z.array(uploadedFileSchema).max(FILE_UPLOAD_MAX_FILES),
  max: z.number(),
  maxCount: z.number(),
});

export const imageHighlightQuestionSchema = z.object({
  ...common('ImageHighlight'),
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
  Assert<Same<z.output<typeof questionSchema>, Question>>,
];
