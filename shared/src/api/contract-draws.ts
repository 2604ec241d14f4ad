import { z } from 'zod';
import { drawSlotSchema, type DrawSlot } from '../questions/draw-slot';
import { QUESTION_ID_PATTERN } from '../questions/question-id';
import { MAX_ASSESSMENT_QUESTIONS } from '../domain/assessment';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';

/**
 * Random draws from the bank (ours): the builder asks how many bank
 * questions each draw slot matches now, and whether the slots together can
 * be filled (docs/decisions.md "Random draws and question order"). Spread
 * into `contract`.
 */

/** The builder's sentence, and the server's when it refuses to publish. */
export function drawShortMessage(position: number, slot: Pick<DrawSlot, 'count' | 'headertxt'>, available: number): string {
  const has = available === 0 ? 'no question' : available === 1 ? 'only 1 question' : `only ${available} questions`;
  return `Question ${position}: the bank has ${has} for this draw, which needs ${slot.count} (${slot.headertxt}). Add questions to the bank or change the draw's filters.`;
}

export const drawMatchesRequestSchema = z.object({
  slots: z.array(drawSlotSchema, { error: 'slots must be a list of draws' }).max(MAX_ASSESSMENT_QUESTIONS),
  /** The ids of the assessment's fixed questions: a bank question that is one of them is not drawn. */
  fixedIds: z
    .array(z.string().regex(QUESTION_ID_PATTERN, 'fixedIds must be question ids'))
    .max(MAX_ASSESSMENT_QUESTIONS)
    .nullish()
    .transform((ids) => ids ?? []),
});

export const drawMatchSchema = z.object({
  id: z.string(),
  /** Bank questions matching the slot's filters now (fixed questions of the assessment left out). */
  matching: z.number(),
  /** How many of the slot's questions can be drawn with every slot drawing at once (distinct across slots). */
  drawable: z.number(),
  /**
   * How many different questions this slot can draw from once the other slots have theirs (at least drawable):
   * equal to the slot's count, every applicant gets the same questions.
   */
  available: z.number(),
});
export type DrawMatch = z.infer<typeof drawMatchSchema>;

export const drawCalls = {
  drawMatches: call({
    method: 'POST',
    path: 'admin/drawmatches.php',
    access: requiresFlag('exam'),
    request: drawMatchesRequestSchema,
    response: answer(z.array(drawMatchSchema)),
    summary:
      'For each draw slot (count and filters: tags, subject, grade, type, difficult, cognitive): how many bank questions match now, how many can be drawn with all slots drawing distinct questions, and how many different ones the slot draws from (as many as its count: every applicant gets the same); a slot with drawable below its count cannot be published',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;
