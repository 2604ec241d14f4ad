import { z } from 'zod';
import { questionCommonSchema, rubricFieldsSchema, uploadedFileSchema } from '../../question-schema-parts';
import { FILE_UPLOAD_MAX_FILES } from '../../upload-types';

export const fileUploadQuestionSchema = z.object({
  ...questionCommonSchema('FileUploadEnhanced'),
  ...rubricFieldsSchema,
  files: z.array(uploadedFileSchema).max(FILE_UPLOAD_MAX_FILES),
  max: z.number(),
  maxCount: z.number(),
});

export const fileUploadAnswerSchema = z.object({
  type: z.literal('FileUploadEnhanced'),
  files: z.array(uploadedFileSchema).max(FILE_UPLOAD_MAX_FILES),
});
