import { z } from 'zod';
import { LIMITS } from '../../defaults';
import { idListSchema, idSchema, listOptionSchema, questionCommonSchema, scoreModeSchema } from '../../question-schema-parts';

export const orderQuestionSchema = z.object({
  ...questionCommonSchema('OrderComponent'),
  options: z.array(listOptionSchema).max(LIMITS.options),
  correctOptions: idListSchema,
  scoreMode: scoreModeSchema,
});

export const orderAnswerSchema = z.object({ type: z.literal('OrderComponent'), order: z.array(idSchema).max(LIMITS.options) });
