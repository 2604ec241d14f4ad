import type { QuestionAnswerOf } from '../answer';
import type { ExamQuestionOf } from '../exam-question';
import type { ExamViewTools } from '../exam-view-parts';
import type { QuestionCommon, QuestionOf } from '../question';
import type { QuestionTypeInfo } from '../question-type-info';
import type { QuestionType } from '../question-types';
import type { RichText } from '../rich-text';
import type { ScoreResult } from '../../scoring/score-result';

/**
 * What the applicant's page needs of a type (shared/src/applicant.ts): its
 * label and route, a new question, and the projection an applicant receives.
 * Kept apart from the rest of the definition so that page loads no save
 * checks, normalizing or scoring.
 */
export interface QuestionTypeBasics<Type extends QuestionType> {
  /** Its label and route; info.type is the type. */
  info: QuestionTypeInfo & { type: Type };
  /** A new question with SPEC's defaults (newQuestion). */
  create: () => QuestionOf<Type>;
  /** The question without its key, for an applicant in examMode (toExamView). */
  examView: (question: QuestionOf<Type>, tools: ExamViewTools) => ExamQuestionOf<Type>;
}

/** A save rule: its message when the question breaks it, else null. */
export type QuestionRule = () => string | null;

/**
 * Everything shared knows of one question type; each aspect file
 * (normalize-question.ts, validate-question.ts, apply-answer.ts, …) looks the
 * type up in the registry (types/registry.ts) and calls its part here.
 * The zod schemas are each type's schema.ts, apart, as the applicant's page
 * loads none.
 */
export interface QuestionTypeDefinition<Type extends QuestionType> extends QuestionTypeBasics<Type> {
  /** The type's own fields read from stored data (normalizeQuestion), given the common fields already read. */
  normalize: (record: Record<string, unknown>, common: QuestionCommon<Type>) => QuestionOf<Type>;
  /** The type's save rules in SPEC §5's order (validateQuestion adds the rules every type shares after them). */
  rules: (question: QuestionOf<Type>) => QuestionRule[];
  /** The rich texts besides the header (for the length rule). */
  richTexts: (question: QuestionOf<Type>) => RichText[];
  /** The lists whose items an answer or a key names by id; each id must be unique in its list. */
  itemLists: (question: QuestionOf<Type>) => ReadonlyArray<ReadonlyArray<{ id: string }>>;
  /** The question with its answer fields filled from `answer`, or cleared for null (applyAnswer). */
  applyAnswer: (question: QuestionOf<Type>, answer: QuestionAnswerOf<Type> | null) => QuestionOf<Type>;
  /** The answer the question's answer fields hold, or null (answerFromQuestion). */
  answerFromQuestion: (question: QuestionOf<Type>) => QuestionAnswerOf<Type> | null;
  /** Whether a shape-checked answer fits the question: its message, or null (validateAnswer). */
  validateAnswer: (question: QuestionOf<Type>, answer: QuestionAnswerOf<Type>) => string | null;
  /** The question with every key, note and answer emptied (withoutAnswerKey), after withRandomItemIds. */
  withoutAnswerKey: (question: QuestionOf<Type>) => QuestionOf<Type>;
  /** The question with random ids for items whose ids are not random, keys renamed to match (withRandomItemIds). */
  withRandomItemIds: (question: QuestionOf<Type>) => QuestionOf<Type>;
  /** The mark of an answer, or needsGrading for a manual type (scoreAnswer, before a regrade's counting). */
  score: (question: QuestionOf<Type>, answer: QuestionAnswerOf<Type> | null) => ScoreResult;
}
