import { sql, type Kysely } from 'kysely';
import type { AdmissionRound, ParsedRequestOf } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { listSchools } from '../applicant-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { noSchoolMessage } from '../merit-settings';
import { describeRound, lockRound } from './round-records';

export const ROUND_SCHOOL_FIXED = 'The school of a round cannot change once it is made; make a new round instead.';
export const ROUND_SCHOOL_FIXED_CODE = 'round_school_fixed';
export const ROUND_SEATS_THROUGH_PREVIEW =
  "This round has decisions, so its seats change through the 'seats' what-if, which shows who gets a seat before it is applied.";
export const ROUND_SEATS_THROUGH_PREVIEW_CODE = 'round_seats_through_preview';
export const seatsOutsideRoundMessage = (schoolId: number) =>
  `School #${schoolId} is not part of this round, so it cannot be given seats in it.`;

/**
 * Makes a round (seats copied from the merit list's when none are given) or
 * changes one: its name, deadline, window and promotion rule at any time, its
 * seats only while nobody has a decision in it. Audited.
 */
export async function saveRound(db: Kysely<Database>, actor: Caller, request: ParsedRequestOf<'saveRound'>): Promise<AdmissionRound> {
  const schools = await listSchools(db);
  if (request.school_id !== null && !schools.some((school) => school.id === request.school_id))
    throw badRequest(noSchoolMessage(request.school_id));
  const schoolIds = request.school_id === null ? schools.map((school) => school.id) : [request.school_id];
  const outside = request.seats?.find((entry) => !schoolIds.includes(entry.school_id));
  if (outside) throw badRequest(seatsOutsideRoundMessage(outside.school_id));
  const fields = {
    name: request.name,
    offer_deadline: request.offer_deadline,
    auto_promote: request.auto_promote,
    ...(request.offer_window_hours !== undefined ? { offer_window_hours: request.offer_window_hours } : {}),
  };
  const roundId = await db.transaction().execute(async (transaction) => {
    if (request.id === undefined) {
      const { id } = await transaction
        .insertInto('admission_rounds')
        .values({ ...fields, school_id: request.school_id, created_by: actor.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const merit = await transaction
        .selectFrom('school_seats')
        .select(['school_id', 'seats'])
        .where('school_id', 'in', schoolIds)
        .execute();
      const seats = request.seats ?? merit.map((row) => ({ school_id: row.school_id, seats: Number(row.seats) }));
      if (seats.length > 0)
        await transaction
          .insertInto('admission_round_seats')
          .values(seats.map((entry) => ({ round_id: id, ...entry })))
          .execute();
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'admission.round.add',
        subjectType: 'admission_round',
        subjectId: id,
        details: { ...fields, school_id: request.school_id, seats },
      });
      return id;
    }
    const round = await lockRound(transaction, request.id);
    if (round.school_id !== request.school_id) throw new HttpError(400, ROUND_SCHOOL_FIXED, {}, ROUND_SCHOOL_FIXED_CODE);
    if (request.seats) {
      const decided = await transaction
        .selectFrom('admission_decisions')
        .select('applicant_id')
        .where('round_id', '=', round.id)
        .limit(1)
        .execute();
      if (decided.length > 0) throw new HttpError(409, ROUND_SEATS_THROUGH_PREVIEW, {}, ROUND_SEATS_THROUGH_PREVIEW_CODE);
      await replaceRoundSeats(transaction, round.id, request.seats);
    }
    await transaction
      .updateTable('admission_rounds')
      .set({ ...fields, updated_at: sql<Date>`now()` })
      .where('id', '=', round.id)
      .execute();
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'admission.round.change',
      subjectType: 'admission_round',
      subjectId: round.id,
      details: {
        from: {
          name: round.name,
          offer_deadline: round.offer_deadline,
          offer_window_hours: round.offer_window_hours,
          auto_promote: round.auto_promote,
        },
        to: fields,
        ...(request.seats ? { seats: request.seats } : {}),
      },
    });
    return round.id;
  });
  return describeRound(db, roundId);
}

/** The round's seats set to these (within the caller's transaction). */
export async function replaceRoundSeats(
  db: Kysely<Database>,
  roundId: number,
  seats: readonly { school_id: number; seats: number }[],
): Promise<void> {
  for (const entry of seats)
    await db
      .insertInto('admission_round_seats')
      .values({ round_id: roundId, school_id: entry.school_id, seats: entry.seats })
      .onConflict((conflict) => conflict.columns(['round_id', 'school_id']).doUpdateSet({ seats: entry.seats }))
      .execute();
}
