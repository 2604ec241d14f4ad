import { z } from 'zod';
import { mediaUrlSchema, questionCommonSchema, rubricFieldsSchema } from '../../question-schema-parts';
import { recordingSchema } from '../common/recording-schema';

export const videoQuestionSchema = z.object({ ...questionCommonSchema('VideoComponent'), ...recordingSchema, ...rubricFieldsSchema });

export const videoAnswerSchema = z.object({ type: z.literal('VideoComponent'), mediaUrl: mediaUrlSchema });
