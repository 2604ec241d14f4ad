import type { Kysely } from 'kysely';
import {
  QUESTION_TYPE_INFO,
  REGRADABLE_TYPES,
  isDrawSlot,
  validateQuestion,
  type AssessmentItem,
  type Question,
  type QuestionScoring,
  type RegradeKind,
  type RegradePreviewRequest,
} from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { AssessmentRow, Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { editableAssessment } from '../assessment-access';
import type { Caller } from '../authenticate';

export const REGRADE_QUESTION_NOT_FOUND =
  'This question is not one of the assessment’s own questions (a question drawn from the bank cannot be regraded here). Reload the assessment and pick the question again.';
export const REGRADE_QUESTION_NOT_FOUND_CODE = 'regrade_question_not_found';
export const regradeNotAutoScored = (label: string) =>
  `Only automatically scored questions (Multiple Choice, True/False, Fill the blank, Ordering, Matching, Label) can be regraded; a ${label} question is marked by a teacher or has no right answer.`;
export const REGRADE_NOT_AUTO_SCORED_CODE = 'regrade_not_auto_scored';
export const REGRADE_SAME_QUESTION =
  'The corrected question must be the same question: the same id and type, with the same options, blanks, labels and spots (only the key may change).';
export const REGRADE_SAME_QUESTION_CODE = 'regrade_question_mismatch';
export const REGRADE_INVALID_QUESTION_CODE = 'regrade_invalid_question';
export const REGRADE_NO_CHANGE = 'Nothing to regrade: the question already counts this way.';
export const REGRADE_NO_CHANGE_CODE = 'regrade_no_change';

/** How every attempt's copy of the question becomes the new version: the corrected question, or its own copy counted another way. */
export type Replacement = { kind: 'key'; question: Question } | { kind: 'scoring'; scoring: QuestionScoring };

export interface RegradeTarget {
  assessment: AssessmentRow;
  items: AssessmentItem[];
  /** The question as the assessment holds it now. */
  current: Question;
  /** The question as the assessment will hold it. */
  next: Question;
  kind: RegradeKind;
  replacement: Replacement;
}

/** The ids of a question's options, blanks, labels and spots: what saved answers refer to. */
function itemIds(question: Question): string {
  const record = question as unknown as Record<string, unknown>;
  const ids: string[] = [];
  for (const field of ['options', 'blanks', 'PossibleAnswers', 'labels'])
    if (Array.isArray(record[field])) for (const item of record[field] as { id: string }[]) ids.push(`${field}:${item.id}`);
  return ids.sort().join(',');
}

/** JSON with every object's keys sorted (jsonb keeps its own key order, so plain JSON.stringify of equal questions can differ). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The question with a regrade's way of counting (none: by its key). */
export function withScoring(question: Question, scoring: QuestionScoring | undefined): Question {
  const copy: Question = { ...question };
  delete copy.scoring;
  return scoring === undefined ? copy : { ...copy, scoring };
}

/** One attempt's copy of the question as the regrade makes it. */
export function replaced(question: Question, replacement: Replacement): Question {
  return replacement.kind === 'key' ? replacement.question : withScoring(question, replacement.scoring);
}

/**
 * The assessment (the caller must be allowed to edit it, as admin/updateexam.php),
 * its question, and the question as the regrade would make it: a corrected
 * key (same id, type and items, passing the checks of an edit), or the same
 * question counted with full marks or left out. Refused with a sentence and a
 * code when it cannot be regraded.
 */
export async function regradeTarget(db: Kysely<Database>, caller: Caller, request: RegradePreviewRequest): Promise<RegradeTarget> {
  const assessment = await editableAssessment(db, caller, Number(request.id));
  const items = jsonColumn<AssessmentItem[]>(assessment.questions, []);
  const current = items.find((item): item is Question => !isDrawSlot(item) && item.id === request.questionId);
  if (!current) throw new HttpError(404, REGRADE_QUESTION_NOT_FOUND, {}, REGRADE_QUESTION_NOT_FOUND_CODE);
  if (!(REGRADABLE_TYPES as readonly string[]).includes(current.type))
    throw new HttpError(400, regradeNotAutoScored(QUESTION_TYPE_INFO[current.type].label), {}, REGRADE_NOT_AUTO_SCORED_CODE);
  const change = request.change;
  let replacement: Replacement;
  if (change.kind === 'key') {
    const corrected = withScoring(change.question as Question, undefined);
    if (corrected.id !== current.id || corrected.type !== current.type || itemIds(corrected) !== itemIds(current))
      throw new HttpError(400, REGRADE_SAME_QUESTION, {}, REGRADE_SAME_QUESTION_CODE);
    const problem = validateQuestion(corrected);
    if (problem) throw new HttpError(400, problem, {}, REGRADE_INVALID_QUESTION_CODE);
    replacement = { kind: 'key', question: corrected };
  } else {
    replacement = { kind: 'scoring', scoring: change.kind === 'fullMarks' ? 'fullMarks' : 'excluded' };
  }
  const next = replaced(current, replacement);
  if (canonicalJson(next) === canonicalJson(current)) throw new HttpError(409, REGRADE_NO_CHANGE, {}, REGRADE_NO_CHANGE_CODE);
  return { assessment, items, current, next, kind: change.kind, replacement };
}
