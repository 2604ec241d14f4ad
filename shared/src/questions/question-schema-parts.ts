import { z } from 'zod';
import { LIMITS } from './defaults';
import { isImageSource, isMediaUrl } from './media-url';
import { QUESTION_ID_PATTERN } from './question-id';
import type { QuestionType } from './question-types';
import { COGNITIVE_LEVELS, DIFFICULTIES, QUESTION_MODES, SCORE_MODES } from './question-types';
import type { RichText } from './rich-text';
import { checkRichText, RICH_TEXT_MAX_LENGTH } from './rich-text';
import { rubricChoicesSchema, rubricSchema } from '../rubrics/rubric-schema';

/** The zod pieces every type's schema (types/<type>/schema.ts) is built from: see question-schema.ts. */

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
export const noteSchema = z.string().max(LIMITS.note);
export const shortTextSchema = z.string().max(LIMITS.shortText);
export const scoreModeSchema = z.enum(SCORE_MODES);
const percentSchema = z.number().min(0).max(100);

/** The fields every question has (QuestionCommon). */
export function questionCommonSchema<Type extends QuestionType>(type: Type) {
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

export const idListSchema = z.array(idSchema).max(LIMITS.options);
/** Positional ids where '' means "none" (matchedPossibleAnswers, placedOptions). */
export const idOrNoneListSchema = z.array(z.union([idSchema, z.literal('')])).max(LIMITS.options);

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

/** A manual question's rubric (ours, optional): see RubricFields. */
export const rubricFieldsSchema = {
  rubric: rubricSchema.optional(),
  rubricBankId: z.number().int().positive().optional(),
  rubricChoice: rubricChoicesSchema.optional(),
};
