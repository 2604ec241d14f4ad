import { newQuestionId } from '../questions/question-id';
import type { Rubric, RubricCriterion, RubricLevel } from './rubric';

/** A level worth `points`, with an empty descriptor for the author to write. */
export function newRubricLevel(points: number): RubricLevel {
  return { id: newQuestionId(), points, descriptor: '' };
}

/** A criterion with three levels worth 0, 1 and 2 points. */
export function newRubricCriterion(): RubricCriterion {
  return { id: newQuestionId(), title: '', levels: [newRubricLevel(0), newRubricLevel(1), newRubricLevel(2)] };
}

export function newRubric(): Rubric {
  return { id: newQuestionId(), title: '', criteria: [newRubricCriterion()] };
}

/**
 * A copy with new ids throughout, for a question that takes a bank rubric
 * as its own: grading picks saved against the copy never name the bank's ids.
 */
export function copyRubric(rubric: Rubric): Rubric {
  return {
    id: newQuestionId(),
    title: rubric.title,
    criteria: rubric.criteria.map((criterion) => ({
      id: newQuestionId(),
      title: criterion.title,
      levels: criterion.levels.map((level) => ({ ...level, id: newQuestionId() })),
    })),
  };
}
