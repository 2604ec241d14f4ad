import { z } from 'zod';

/**
 * Ours: how double marking stands on a grading sheet, for the grader who
 * asked (shared/src/marking/double-marking.ts). Present when the assessment
 * is double marked or marked anonymously. A marker never gets the other
 * marker's mark or feedback here; `moderationMarks` reaches only a grader who
 * may moderate, and only once moderation is needed.
 */
export const sheetMarkingSchema = z.object({
  doubleMarking: z.boolean(),
  anonymous: z.boolean(),
  thresholdPercent: z.number(),
  questions: z.array(
    z.object({
      id: z.string(),
      /** The caller's role on this answer: held, or the one their mark would take; null when they may not mark it. */
      role: z.enum(['first', 'second', 'moderator']).nullable(),
      state: z.enum(['open', 'awaitingOtherMarker', 'moderationNeeded', 'settled']),
      resolution: z.enum(['mean', 'moderator']).nullable(),
      moderationMarks: z.array(z.number()).nullable(),
    }),
  ),
});

export type SheetMarking = z.infer<typeof sheetMarkingSchema>;
