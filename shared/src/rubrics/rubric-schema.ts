import { z } from 'zod';
import { QUESTION_ID_PATTERN } from '../questions/question-id';
import type { Rubric, RubricChoice, RubricCriterion, RubricLevel } from './rubric';
import { RUBRIC_LIMITS } from './rubric';

/** zod schemas of a rubric and a grader's picks: shape and bounds (the save rules are rubricProblem). */
const rubricIdSchema = z.string().regex(QUESTION_ID_PATTERN, 'Not a valid id');

export const rubricLevelSchema = z.object({
  id: rubricIdSchema,
  points: z
    .number({ error: 'Points must be a number' })
    .min(0, 'Points must be 0 or more')
    .max(RUBRIC_LIMITS.points, `Points must be ${RUBRIC_LIMITS.points} or less`),
  descriptor: z.string().max(RUBRIC_LIMITS.descriptor, `A descriptor has at most ${RUBRIC_LIMITS.descriptor} characters`),
});

export const rubricCriterionSchema = z.object({
  id: rubricIdSchema,
  title: z.string().max(RUBRIC_LIMITS.title, `A criterion's title has at most ${RUBRIC_LIMITS.title} characters`),
  levels: z.array(rubricLevelSchema).max(RUBRIC_LIMITS.levels, `A criterion has at most ${RUBRIC_LIMITS.levels} levels`),
});

export const rubricSchema = z.object({
  id: rubricIdSchema,
  title: z.string().max(RUBRIC_LIMITS.title, `A rubric's title has at most ${RUBRIC_LIMITS.title} characters`),
  criteria: z.array(rubricCriterionSchema).max(RUBRIC_LIMITS.criteria, `A rubric has at most ${RUBRIC_LIMITS.criteria} criteria`),
});

export const rubricChoiceSchema = z.object({ criterionId: rubricIdSchema, levelId: rubricIdSchema });

export const rubricChoicesSchema = z.array(rubricChoiceSchema).max(RUBRIC_LIMITS.criteria);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<Condition extends true> = Condition;
export type RubricSchemaMatchesModel = [
  Assert<Same<z.output<typeof rubricLevelSchema>, RubricLevel>>,
  Assert<Same<z.output<typeof rubricCriterionSchema>, RubricCriterion>>,
  Assert<Same<z.output<typeof rubricSchema>, Rubric>>,
  Assert<Same<z.output<typeof rubricChoiceSchema>, RubricChoice>>,
];
