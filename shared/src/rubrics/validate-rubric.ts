import { roundMark } from '../questions/mark';
import type { Rubric } from './rubric';
import { rubricMaxPoints } from './rubric-mark';

export const RUBRIC_TITLE_REQUIRED = 'Give the rubric a title.';
export const RUBRIC_CRITERIA_REQUIRED = 'A rubric needs at least one criterion.';
export const rubricCriterionTitleRequired = (index: number) => `Criterion ${index}: give it a title.`;
export const rubricLevelsTooFew = (criterion: string) => `“${criterion}”: a criterion needs at least two levels.`;
export const rubricDescriptorRequired = (criterion: string) => `“${criterion}”: every level needs a descriptor.`;
export const rubricPointsInvalid = (criterion: string) => `“${criterion}”: points are numbers from 0 with at most 2 decimals.`;
export const rubricIdsRepeated = 'Two criteria or two levels of the rubric share an id.';
export const rubricOverTotalMark = (max: number, totalMark: number) =>
  `The rubric's best levels add up to ${max}, more than the question's total mark (${totalMark}). Lower some points or raise the total mark.`;

/**
 * Why a rubric cannot be saved, or null. A question's rubric is also held to
 * its total mark: the best levels together may not give more than the
 * question is worth (rubricMark still caps, for a rubric changed later).
 */
export function rubricProblem(rubric: Rubric, totalMark?: number): string | null {
  if (rubric.title.trim() === '') return RUBRIC_TITLE_REQUIRED;
  if (rubric.criteria.length === 0) return RUBRIC_CRITERIA_REQUIRED;
  const ids = rubric.criteria.flatMap((criterion) => [criterion.id, ...criterion.levels.map((level) => level.id)]);
  if (new Set(ids).size !== ids.length) return rubricIdsRepeated;
  for (const [index, criterion] of rubric.criteria.entries()) {
    if (criterion.title.trim() === '') return rubricCriterionTitleRequired(index + 1);
    if (criterion.levels.length < 2) return rubricLevelsTooFew(criterion.title);
    if (criterion.levels.some((level) => level.descriptor.trim() === '')) return rubricDescriptorRequired(criterion.title);
    if (criterion.levels.some((level) => !Number.isFinite(level.points) || level.points < 0 || roundMark(level.points) !== level.points)) {
      return rubricPointsInvalid(criterion.title);
    }
  }
  if (totalMark !== undefined && rubricMaxPoints(rubric) > totalMark) return rubricOverTotalMark(rubricMaxPoints(rubric), totalMark);
  return null;
}
