import { z } from 'zod';
import { LIMITS } from '../../defaults';
import { idSchema, questionCommonSchema, richTextSchema, shortTextSchema } from '../../question-schema-parts';
import { RICH_TEXT_MAX_LENGTH } from '../../rich-text';

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

export const fillTheBlankAnswerSchema = z.object({
  type: z.literal('FillTheBlank'),
  blanks: z.array(z.object({ blankId: idSchema, value: z.string().max(LIMITS.shortText) })).max(LIMITS.blanks),
});
