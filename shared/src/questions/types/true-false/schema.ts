import { z } from 'zod';
import { questionCommonSchema } from '../../question-schema-parts';

const trueFalseOption = <Id extends 'True' | 'False'>(id: Id) =>
  z.object({ id: z.literal(id), option: z.literal(id), selected: z.boolean(), isTrue: z.boolean() });

export const trueOrFalseQuestionSchema = z.object({
  ...questionCommonSchema('TrueOrFalse'),
  options: z.tuple([trueFalseOption('True'), trueFalseOption('False')]),
  correctAnswerChosen: z.boolean(),
});

export const trueOrFalseAnswerSchema = z.object({ type: z.literal('TrueOrFalse'), optionId: z.enum(['True', 'False']) });
