import { z } from 'zod';
import { LIMITS } from '../../defaults';
import { idSchema, questionCommonSchema } from '../../question-schema-parts';
import { NUMERICAL_ANSWER_MAX_LENGTH, NUMERICAL_TOLERANCE_MODES, NUMERICAL_UNIT_HANDLINGS } from './model';

/** A number kept as text in a key (value, tolerance): its form is checked on save (numericalRules). */
const keyNumberSchema = z.string().max(LIMITS.mark * 5);

export const numericalQuestionSchema = z.object({
  ...questionCommonSchema('Numerical'),
  answers: z
    .array(
      z.object({
        id: idSchema,
        value: keyNumberSchema,
        tolerance: keyNumberSchema,
        toleranceMode: z.enum(NUMERICAL_TOLERANCE_MODES),
        credit: z.number().min(0).max(100),
        feedback: z.string().max(LIMITS.note),
      }),
    )
    .max(LIMITS.options),
  units: z.array(z.object({ id: idSchema, unit: z.string().max(LIMITS.shortText), multiplier: z.number() })).max(LIMITS.options),
  unitHandling: z.enum(NUMERICAL_UNIT_HANDLINGS),
  value: z.string().max(NUMERICAL_ANSWER_MAX_LENGTH),
  unit: z.string().max(LIMITS.shortText),
});

export const numericalAnswerSchema = z.object({
  type: z.literal('Numerical'),
  value: z.string().max(NUMERICAL_ANSWER_MAX_LENGTH),
  unit: z.string().max(LIMITS.shortText),
});
