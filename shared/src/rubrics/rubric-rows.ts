import { roundMark } from '../questions/mark';
import type { Rubric, RubricChoice } from './rubric';

export interface RubricRow {
  criterionId: string;
  title: string;
  levels: Array<{ id: string; points: number; descriptor: string; chosen: boolean }>;
  /** The chosen level's points, null when none is chosen. */
  points: number | null;
  /** The criterion's best level's points. */
  max: number;
}

/** A rubric with the grader's choices, one row per criterion, for the read-only views (results, the applicant's page). */
export function rubricRows(rubric: Rubric, choices: readonly RubricChoice[] = []): RubricRow[] {
  const chosen = new Map(choices.map((choice) => [choice.criterionId, choice.levelId]));
  return rubric.criteria.map((criterion) => {
    const levelId = chosen.get(criterion.id);
    const level = criterion.levels.find((each) => each.id === levelId);
    return {
      criterionId: criterion.id,
      title: criterion.title,
      levels: criterion.levels.map((each) => ({ ...each, chosen: each.id === levelId })),
      points: level ? level.points : null,
      max: roundMark(Math.max(0, ...criterion.levels.map((each) => each.points))),
    };
  });
}

/** The choices with one criterion's level set (the others kept), in the rubric's criterion order. */
export function chooseLevel(rubric: Rubric, choices: readonly RubricChoice[], criterionId: string, levelId: string): RubricChoice[] {
  const next = new Map(choices.map((choice) => [choice.criterionId, choice.levelId]));
  next.set(criterionId, levelId);
  return rubric.criteria
    .filter((criterion) => next.has(criterion.id))
    .map((criterion) => ({ criterionId: criterion.id, levelId: next.get(criterion.id)! }));
}
