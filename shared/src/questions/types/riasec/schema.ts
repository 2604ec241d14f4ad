import { z } from 'zod';
import { LIMITS } from '../../defaults';
import { choiceOptionSchema, idSchema, questionCommonSchema } from '../../question-schema-parts';
import { RIASEC_CATEGORIES } from '../../question-types';

export const riasecQuestionSchema = z.object({
  ...questionCommonSchema('RIASEC'),
  cat: z.enum(RIASEC_CATEGORIES),
  options: z.array(choiceOptionSchema).max(LIMITS.options),
});

export const riasecAnswerSchema = z.object({ type: z.literal('RIASEC'), optionId: idSchema });
