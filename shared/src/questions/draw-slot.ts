import { z } from 'zod';
import type { Question } from './question';
import { QUESTION_ID_PATTERN, newQuestionId } from './question-id';
import { COGNITIVE_LEVELS, DIFFICULTIES, QUESTION_TYPES, type CognitiveLevel, type Difficulty, type QuestionType } from './question-types';
import { QUESTION_TYPE_INFO } from './question-type-info';

/**
 * A draw slot (Moodle's "random question"): an element of an assessment's
 * question list that stands for `count` questions drawn from the bank, per
 * applicant, among those matching `filters`, when the attempt starts. It
 * sits in the list beside fixed questions (its place is where its questions
 * go) and carries `headertxt` and `totalMark` like a question, so a reader
 * that lists questions by header and mark shows something sensible.
 */
export const DRAW_SLOT_TYPE = 'BankDraw';
export const DRAW_COUNT_MAX = 50;

export interface DrawFilters {
  /** The drawn question carries every one of these tags. */
  tags: string[];
  subject: string;
  grade: string;
  type: QuestionType | '';
  difficult: Difficulty | '';
  cognitive: CognitiveLevel | '';
}

export interface DrawSlot {
  id: string;
  type: typeof DRAW_SLOT_TYPE;
  count: number;
  filters: DrawFilters;
  /** What the slot draws, in words (kept in step with count and filters). */
  headertxt: string;
  /** '' : drawn questions keep their own marks. */
  totalMark: '';
}

/** One element of an assessment's question list. */
export type AssessmentItem = Question | DrawSlot;

export function isDrawSlot(item: unknown): item is DrawSlot {
  return typeof item === 'object' && item !== null && (item as { type?: unknown }).type === DRAW_SLOT_TYPE;
}

export function fixedQuestionsOf(items: readonly AssessmentItem[]): Question[] {
  return items.filter((item): item is Question => !isDrawSlot(item));
}

/** How many questions an applicant gets from this list: fixed ones plus every slot's count. */
export function questionsPerAttempt(items: readonly AssessmentItem[]): number {
  return items.reduce((sum, item) => sum + (isDrawSlot(item) ? item.count : 1), 0);
}

export const emptyDrawFilters = (): DrawFilters => ({ tags: [], subject: '', grade: '', type: '', difficult: '', cognitive: '' });

/** "2 questions from the bank: tags algebra, geometry; Grade 5; Multiple choice". */
export function describeDrawSlot(slot: Pick<DrawSlot, 'count' | 'filters'>): string {
  const { filters } = slot;
  const parts = [
    filters.tags.length > 0 ? `${filters.tags.length === 1 ? 'tag' : 'tags'} ${filters.tags.join(', ')}` : '',
    filters.subject,
    filters.grade,
    filters.type ? QUESTION_TYPE_INFO[filters.type].label : '',
    filters.difficult ? `${filters.difficult} difficulty` : '',
    filters.cognitive,
  ].filter((part) => part !== '');
  const what = slot.count === 1 ? '1 question from the bank' : `${slot.count} questions from the bank`;
  return parts.length > 0 ? `${what}: ${parts.join('; ')}` : `${what}, any question`;
}

export function newDrawSlot(count = 1, filters: DrawFilters = emptyDrawFilters()): DrawSlot {
  return { id: newQuestionId(), type: DRAW_SLOT_TYPE, count, filters, headertxt: describeDrawSlot({ count, filters }), totalMark: '' };
}

export const DRAW_COUNT_INVALID = `How many questions to draw: a whole number from 1 to ${DRAW_COUNT_MAX}`;
export const DRAW_TAG_INVALID = 'Each tag of a draw is a word or phrase of 40 characters or less';

const blank = (value: unknown) => (value === undefined || value === null ? '' : value);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.union([z.literal(''), z.enum(values)], { error: message }));

/** A slot as a save call takes it: filters optional, headertxt recomputed, tags trimmed and each once. */
export const drawSlotSchema: z.ZodType<DrawSlot, unknown> = z
  .object({
    id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : (value ?? newQuestionId())),
      z.string().regex(QUESTION_ID_PATTERN, 'its id must be letters and digits'),
    ),
    type: z.literal(DRAW_SLOT_TYPE),
    count: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z.number({ error: DRAW_COUNT_INVALID }).int(DRAW_COUNT_INVALID).min(1, DRAW_COUNT_INVALID).max(DRAW_COUNT_MAX, DRAW_COUNT_INVALID),
    ),
    filters: z.preprocess(
      (value) => value ?? {},
      z.object({
        tags: z.preprocess(
          (value) => value ?? [],
          z
            .array(z.string({ error: DRAW_TAG_INVALID }).trim().min(1, DRAW_TAG_INVALID).max(40, DRAW_TAG_INVALID))
            .max(20, 'A draw names at most 20 tags'),
        ),
        subject: z.preprocess(blank, z.string().trim().max(100)),
        grade: z.preprocess(blank, z.string().trim().max(100)),
        type: optionalEnum(QUESTION_TYPES, 'the type of a draw must be one of the thirteen question types'),
        difficult: optionalEnum(DIFFICULTIES, 'the difficulty of a draw must be Low, Medium or High'),
        cognitive: optionalEnum(COGNITIVE_LEVELS, 'the cognitive level of a draw must be Understanding, Applying or Problem solving'),
      }),
    ),
  })
  .transform((slot): DrawSlot => {
    const seen = new Set<string>();
    const tags = slot.filters.tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
    const filters = { ...slot.filters, tags } as DrawFilters;
    return {
      id: slot.id,
      type: DRAW_SLOT_TYPE,
      count: slot.count,
      filters,
      headertxt: describeDrawSlot({ count: slot.count, filters }),
      totalMark: '',
    };
  }) as never;
