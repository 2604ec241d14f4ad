import { z } from 'zod';
import { noteSchema, questionCommonSchema, richTextSchema, rubricFieldsSchema } from '../../question-schema-parts';
import { RICH_TEXT_MAX_LENGTH } from '../../rich-text';

export const essayQuestionSchema = z.object({
  ...questionCommonSchema('EssayComponent'),
  ...rubricFieldsSchema,
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

export const essayAnswerSchema = z.object({ type: z.literal('EssayComponent'), text: richTextSchema });
