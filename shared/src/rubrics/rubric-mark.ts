import { roundMark } from '../questions/mark';
import type { Rubric, RubricChoice } from './rubric';
import { rubricText, type RubricLang } from './rubric-text';

export type RubricMark = { score: number; descriptors: string[] } | { problem: string };

/**
 * The mark a grader's picks give: the picked levels' points added up, capped
 * at the question's total mark, and each picked level's descriptor as
 * "Criterion: descriptor" for the feedback. Every criterion needs exactly one
 * pick: a rubric half filled in is not a mark, and a pick naming a criterion
 * or level the rubric does not have is refused rather than ignored.
 */
export function rubricMark(rubric: Rubric, choices: readonly RubricChoice[], totalMark: number, lang: RubricLang = 'En'): RubricMark {
  const text = rubricText(lang);
  const picked = new Map<string, string>();
  for (const choice of choices) {
    const criterion = rubric.criteria.find((each) => each.id === choice.criterionId);
    if (!criterion) return { problem: text.unknownCriterion };
    if (!criterion.levels.some((level) => level.id === choice.levelId)) return { problem: text.unknownLevel(criterion.title) };
    if (picked.has(criterion.id)) return { problem: text.twoLevels(criterion.title) };
    picked.set(criterion.id, choice.levelId);
  }
  let sum = 0;
  const descriptors: string[] = [];
  for (const criterion of rubric.criteria) {
    const levelId = picked.get(criterion.id);
    const level = criterion.levels.find((each) => each.id === levelId);
    if (!level) return { problem: text.criterionMissing(criterion.title) };
    sum += level.points;
    descriptors.push(`${criterion.title}: ${level.descriptor}`);
  }
  return { score: roundMark(Math.min(sum, Math.max(0, totalMark))), descriptors };
}

/** The most a rubric can give: the best level of every criterion added up. */
export function rubricMaxPoints(rubric: Rubric): number {
  return roundMark(rubric.criteria.reduce((sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => level.points)), 0));
}

/**
 * The feedback a rubric mark writes: the descriptors, one a line, then the
 * grader's own words. Lines of `comment` that are this rubric's descriptor
 * lines are left out, so marking the same answer again (the grading view
 * sends back the feedback it was shown) does not repeat them.
 */
export function rubricFeedback(rubric: Rubric, descriptors: readonly string[], comment = ''): string {
  const rubricLines = new Set(
    rubric.criteria.flatMap((criterion) => criterion.levels.map((level) => `${criterion.title}: ${level.descriptor}`)),
  );
  const own = comment
    .split('\n')
    .filter((line) => !rubricLines.has(line))
    .join('\n')
    .trim();
  return [...descriptors, ...(own === '' ? [] : [own])].join('\n');
}
