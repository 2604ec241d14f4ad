import { randomBytes } from 'node:crypto';
import type { PermissionFlag } from '@mizan/shared';
import { signInWithFlags } from './applicant-fixtures';
import type { TestApp } from './test-app';

/** The three assessments with graded attempts, each seen by a different member of staff. */
export type ScoredAssessment = 'own' | 'reviewed' | 'hidden';
export const SCORED_ASSESSMENTS: readonly ScoredAssessment[] = ['own', 'reviewed', 'hidden'];

/** Who reads the scores: an administrator, and three members of staff who all hold every applicant flag. */
export type ScoreReader = 'admin' | 'creator' | 'reviewer' | 'outsider';

export interface ScoreVisibilityFixtures {
  tokens: Record<ScoreReader, string>;
  /** The assessments' ids, names and each applicant's percent at them (percents found nowhere else). */
  assessments: Record<ScoredAssessment, { id: number; name: string; percents: number[] }>;
  /** Three seeded applicants, by id ascending. */
  applicants: number[];
}

const NAMES: Record<ScoredAssessment, string> = {
  own: 'Creator own science quiz',
  reviewed: 'Reviewed reading test',
  hidden: 'Hidden admission test',
};

/** Percents per applicant; the hidden assessment's descending order (1st, 3rd, 2nd) is not the applicants' id order. */
const PERCENTS: Record<ScoredAssessment, number[]> = {
  own: [61.11, 62.22, 63.33],
  reviewed: [71.71, 72.72, 73.73],
  hidden: [91.37, 12.25, 55.55],
};

const EVERY_APPLICANT_FLAG: PermissionFlag[] = ['exam', 'ans', 'download', 'updateinfo', 'interview'];

async function addStaff(t: TestApp, admin: string, userName: string, roleId: 2 | 3): Promise<{ id: number; token: string }> {
  const token = await signInWithFlags(t, admin, userName, EVERY_APPLICANT_FLAG);
  const row = await t.database.db
    .updateTable('users')
    .set({ role_id: roleId })
    .where('username', '=', userName)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/**
 * A creator (Teacher) of `own`, a reviewer (Exam grader) of `reviewed`, and a
 * Teacher who created and reviews nothing; `hidden` is the administrator's
 * alone. Each assessment has a graded attempt for three applicants.
 */
export async function createScoreVisibilityFixtures(t: TestApp, admin: string): Promise<ScoreVisibilityFixtures> {
  const db = t.database.db;
  const creator = await addStaff(t, admin, 'score-creator', 2);
  const reviewer = await addStaff(t, admin, 'score-reviewer', 3);
  const outsider = await addStaff(t, admin, 'score-outsider', 2);
  const add = async (which: ScoredAssessment, createdBy: number | null) =>
    (
      await db
        .insertInto('assessments')
        .values({ name: NAMES[which], questions: '[]', created_by: createdBy })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const ids: Record<ScoredAssessment, number> = {
    own: await add('own', creator.id),
    reviewed: await add('reviewed', null),
    hidden: await add('hidden', null),
  };
  await db.insertInto('assessment_reviewers').values({ assessment_id: ids.reviewed, user_id: reviewer.id, can_edit: false }).execute();
  const applicants = (await db.selectFrom('applicants').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
  for (const which of SCORED_ASSESSMENTS) {
    for (const [index, applicantId] of applicants.entries()) {
      await db
        .insertInto('attempts')
        .values({
          hash: randomBytes(24).toString('base64url'),
          applicant_id: applicantId,
          assessment_id: ids[which],
          trial: 1,
          shuffle_seed: 'seed',
          submitted_at: '2026-01-01T10:00:00Z',
          submitted_by: 'applicant',
          status: 'graded',
          percent: PERCENTS[which][index],
          graded_at: '2026-01-02T10:00:00Z',
        })
        .execute();
    }
  }
  const assessment = (which: ScoredAssessment) => ({ id: ids[which], name: NAMES[which], percents: PERCENTS[which] });
  return {
    tokens: { admin, creator: creator.token, reviewer: reviewer.token, outsider: outsider.token },
    assessments: { own: assessment('own'), reviewed: assessment('reviewed'), hidden: assessment('hidden') },
    applicants,
  };
}

/** The assessments each reader may see: an administrator all, the others only the one they created or review. */
export const SEEN_BY: Record<ScoreReader, readonly ScoredAssessment[]> = {
  admin: SCORED_ASSESSMENTS,
  creator: ['own'],
  reviewer: ['reviewed'],
  outsider: [],
};
