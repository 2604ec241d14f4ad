import { sql, type Kysely } from 'kysely';
import { MERIT_COMPONENTS, MERIT_WEIGHTS_ALL_ZERO, type MeritSettings, type MeritWeights, type ParsedRequestOf } from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest, forbidden } from '../errors';
import { listSchools } from './applicant-records';
import { scoreColumns } from './assessment-scores';
import { EVERY_ASSESSMENT, isAdmin, type AssessmentsSeen } from './assessment-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { assessmentWeightsProblem, readAssessmentWeights, replaceAssessmentWeights } from './merit-assessment-weights';

export const MERIT_ADMIN_ONLY = 'Only an administrator may change the merit weights and seats.';
export const noSchoolMessage = (id: number) => `There is no school #${id}.`;

export async function readWeights(db: Kysely<Database>): Promise<MeritWeights> {
  const row = await db
    .selectFrom('merit_settings')
    .select([...MERIT_COMPONENTS])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, Number(row[component])])) as MeritWeights;
}

const pickWeights = (weights: MeritWeights) =>
  Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, weights[component]])) as MeritWeights;

/** The weights, the weighted assessments and score columns the reader may see, and every school's seats (0 when none were set). */
export async function readMeritSettings(
  db: Kysely<Database>,
  seen: AssessmentsSeen,
): Promise<MeritSettings & Required<Pick<MeritSettings, 'assessment_weights' | 'assessments'>>> {
  const [weights, schools, seats, assessment_weights, assessments] = await Promise.all([
    readWeights(db),
    listSchools(db),
    db.selectFrom('school_seats').selectAll().execute(),
    readAssessmentWeights(db, seen),
    scoreColumns(db, seen),
  ]);
  const bySchool = new Map(seats.map((row) => [row.school_id, Number(row.seats)]));
  return {
    weights,
    seats: schools.map((school) => ({ school_id: school.id, name: school.name, seats: bySchool.get(school.id) ?? 0 })),
    assessment_weights,
    assessments,
  };
}

/** The seats a school has, 0 when none were set. */
export async function seatsOf(db: Kysely<Database>, schoolId: number): Promise<number> {
  const row = await db.selectFrom('school_seats').select('seats').where('school_id', '=', schoolId).executeTakeFirst();
  return row ? Number(row.seats) : 0;
}

/** Administrators only: the weights and the seats given, in one transaction, audited. Some weight must stay above 0. */
export async function saveMeritSettings(db: Kysely<Database>, actor: Caller, request: ParsedRequestOf<'saveMeritSettings'>): Promise<void> {
  if (!isAdmin(actor)) throw forbidden(MERIT_ADMIN_ONLY);
  const seats = request.seats ?? [];
  if (seats.length > 0) {
    const known = new Set((await listSchools(db)).map((school) => school.id));
    const unknown = seats.find((entry) => !known.has(entry.school_id));
    if (unknown) throw badRequest(noSchoolMessage(unknown.school_id));
  }
  const before = await readMeritSettings(db, EVERY_ASSESSMENT);
  const assessmentWeights = request.assessment_weights;
  if (assessmentWeights) {
    const problem = await assessmentWeightsProblem(db, assessmentWeights, before.assessments);
    if (problem) throw badRequest(problem);
  }
  const keptWeights = assessmentWeights ?? before.assessment_weights;
  if (!MERIT_COMPONENTS.some((component) => request.weights[component] > 0) && !keptWeights.some((entry) => entry.weight > 0)) {
    throw badRequest(MERIT_WEIGHTS_ALL_ZERO);
  }
  await db.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('merit_settings')
      .set({ ...pickWeights(request.weights), updated_by: actor.user.id, updated_at: sql<Date>`now()` })
      .where('id', '=', 1)
      .execute();
    for (const entry of seats) {
      await transaction
        .insertInto('school_seats')
        .values({ school_id: entry.school_id, seats: entry.seats })
        .onConflict((conflict) => conflict.column('school_id').doUpdateSet({ seats: entry.seats }))
        .execute();
    }
    if (assessmentWeights) await replaceAssessmentWeights(transaction, assessmentWeights);
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'merit.settings',
      subjectType: 'merit_settings',
      subjectId: 1,
      details: {
        weights: { from: before.weights, to: request.weights },
        seats,
        ...(assessmentWeights
          ? {
              assessment_weights: {
                from: before.assessment_weights.map(({ assessment_id, weight }) => ({ assessment_id, weight })),
                to: assessmentWeights,
              },
            }
          : {}),
      },
    });
  });
}
