import { z } from 'zod';
import {
  imageSourceSchema,
  mediaUrlOrEmptySchema,
  mediaUrlSchema,
  noteSchema,
  questionCommonSchema,
  rubricFieldsSchema,
} from '../../question-schema-parts';

export const imageHighlightQuestionSchema = z.object({
  ...questionCommonSchema('ImageHighlight'),
  ...rubricFieldsSchema,
  qst_image: imageSourceSchema,
  qstImageAfterDrawing: mediaUrlOrEmptySchema,
  authorNote: noteSchema,
});

export const imageHighlightAnswerSchema = z.object({ type: z.literal('ImageHighlight'), drawingUrl: mediaUrlSchema });
