import { z } from 'zod';
import { LIMITS } from '../../defaults';
import { choiceOptionSchema, idSchema, questionCommonSchema } from '../../question-schema-parts';

export const mcqQuestionSchema = z.object({
  ...questionCommonSchema('MCQ'),
  isPartial: z.boolean(),
  options: z.array(choiceOptionSchema).max(LIMITS.options),
});

export const mcqAnswerSchema = z.object({ type: z.literal('MCQ'), selected: z.array(idSchema).max(LIMITS.options) });
