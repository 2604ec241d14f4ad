import { z } from 'zod';
import { mediaUrlOrEmptySchema } from '../../question-schema-parts';

/** The recording fields of Video and Audio questions. */
export const recordingSchema = {
  mediaBlobUrl: mediaUrlOrEmptySchema,
  isRecording: z.boolean(),
  showRecordingOpt: z.boolean(),
};
