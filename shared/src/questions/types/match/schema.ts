import { z } from 'zod';
import { LIMITS } from '../../defaults';
import {
  idListSchema,
  idOrNoneListSchema,
  idSchema,
  listOptionSchema,
  questionCommonSchema,
  scoreModeSchema,
} from '../../question-schema-parts';

export const matchQuestionSchema = z.object({
  ...questionCommonSchema('MatchQComponent'),
  options: z.array(listOptionSchema).max(LIMITS.options),
  PossibleAnswers: z.array(listOptionSchema).max(LIMITS.options),
  correctPossibleAnswers: idListSchema,
  matchedPossibleAnswers: idOrNoneListSchema,
  scoreMode: scoreModeSchema,
});

export const matchAnswerSchema = z.object({
  type: z.literal('MatchQComponent'),
  matches: z.array(z.object({ optionId: idSchema, possibleAnswerId: idSchema })).max(LIMITS.options),
});
