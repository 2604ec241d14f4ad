import { z } from 'zod';
import type { AssessmentItem } from '../questions/draw-slot';
import type { Question } from '../questions/question';

/** Full questions, keys included, as stored (validated on the way in by savedQuestionSchema). Staff answers only. */
export const fullQuestionListSchema = z.array(z.custom<Question>((value) => typeof value === 'object' && value !== null));

/** An assessment's question list: full questions and draw slots (questions/draw-slot.ts). */
export const assessmentItemListSchema = z.array(z.custom<AssessmentItem>((value) => typeof value === 'object' && value !== null));
