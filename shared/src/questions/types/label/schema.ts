import { z } from 'zod';
import { LIMITS } from '../../defaults';
import {
  idListSchema,
  idOrNoneListSchema,
  idSchema,
  imageSourceSchema,
  imageSpotSchema,
  questionCommonSchema,
  scoreModeSchema,
} from '../../question-schema-parts';

export const labelQuestionSchema = z.object({
  ...questionCommonSchema('LabelQComponent'),
  image: imageSourceSchema,
  labels: z.array(imageSpotSchema).max(LIMITS.options),
  options: z.array(imageSpotSchema).max(LIMITS.options),
  correctOptions: idListSchema,
  placedOptions: idOrNoneListSchema,
  scoreMode: scoreModeSchema,
});

export const labelAnswerSchema = z.object({
  type: z.literal('LabelQComponent'),
  placements: z.array(z.object({ labelId: idSchema, optionId: idSchema })).max(LIMITS.options),
});
