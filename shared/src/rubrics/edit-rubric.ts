import { roundMark } from '../questions/mark';
import { newRubricCriterion, newRubricLevel } from './new-rubric';
import type { Rubric, RubricCriterion, RubricLevel } from './rubric';
import { RUBRIC_LIMITS } from './rubric';

/** The rubric editor's changes, each a new rubric (the editor never mutates what it was given). */
export function addCriterion(rubric: Rubric): Rubric {
  if (rubric.criteria.length >= RUBRIC_LIMITS.criteria) return rubric;
  return { ...rubric, criteria: [...rubric.criteria, newRubricCriterion()] };
}

export function removeCriterion(rubric: Rubric, criterionId: string): Rubric {
  return { ...rubric, criteria: rubric.criteria.filter((criterion) => criterion.id !== criterionId) };
}

export function changeCriterion(rubric: Rubric, criterionId: string, change: Partial<Pick<RubricCriterion, 'title'>>): Rubric {
  return {
    ...rubric,
    criteria: rubric.criteria.map((criterion) => (criterion.id === criterionId ? { ...criterion, ...change } : criterion)),
  };
}

/** A level one point above the criterion's best so far. */
export function addLevel(rubric: Rubric, criterionId: string): Rubric {
  return {
    ...rubric,
    criteria: rubric.criteria.map((criterion) => {
      if (criterion.id !== criterionId || criterion.levels.length >= RUBRIC_LIMITS.levels) return criterion;
      const best = Math.max(-1, ...criterion.levels.map((level) => level.points));
      return { ...criterion, levels: [...criterion.levels, newRubricLevel(roundMark(best + 1))] };
    }),
  };
}

export function removeLevel(rubric: Rubric, criterionId: string, levelId: string): Rubric {
  return {
    ...rubric,
    criteria: rubric.criteria.map((criterion) =>
      criterion.id === criterionId ? { ...criterion, levels: criterion.levels.filter((level) => level.id !== levelId) } : criterion,
    ),
  };
}

export function changeLevel(
  rubric: Rubric,
  criterionId: string,
  levelId: string,
  change: Partial<Pick<RubricLevel, 'points' | 'descriptor'>>,
): Rubric {
  return {
    ...rubric,
    criteria: rubric.criteria.map((criterion) =>
      criterion.id === criterionId
        ? { ...criterion, levels: criterion.levels.map((level) => (level.id === levelId ? { ...level, ...change } : level)) }
        : criterion,
    ),
  };
}
