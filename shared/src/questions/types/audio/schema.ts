import { z } from 'zod';
import { mediaUrlSchema, questionCommonSchema, rubricFieldsSchema } from '../../question-schema-parts';
import { recordingSchema } from '../common/recording-schema';

export const audioQuestionSchema = z.object({ ...questionCommonSchema('AudioComponent'), ...recordingSchema, ...rubricFieldsSchema });

export const audioAnswerSchema = z.object({ type: z.literal('AudioComponent'), mediaUrl: mediaUrlSchema });
