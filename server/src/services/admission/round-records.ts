import { sql, type Kysely, type Selectable } from 'kysely';
import { DECISION_STATES, type AdmissionRound, type DecisionState } from '@mizan/shared';
import type { AdmissionRoundsTable, Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { listSchools } from '../applicant-records';
import { iso } from '../iso-time';

export type RoundRow = Selectable<AdmissionRoundsTable>;

export const noRoundMessage = (id: number) => `There is no admission round #${id}.`;
export const NO_ROUND_CODE = 'round_not_found';

export async function findRound(db: Kysely<Database>, roundId: number): Promise<RoundRow> {
  const round = await db.selectFrom('admission_rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
  if (!round) throw notFoundRound(roundId);
  return round;
}

const notFoundRound = (roundId: number) => new HttpError(404, noRoundMessage(roundId), {}, NO_ROUND_CODE);

/**
 * The round's row, locked until the transaction ends: every change of a
 * round's decisions takes this lock first, so two changes of one round (two
 * declines at the same moment, a commit and an expiry) run one after the
 * other and seats are counted on what the other one wrote.
 */
export async function lockRound(db: Kysely<Database>, roundId: number): Promise<RoundRow> {
  const round = await db.selectFrom('admission_rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
  if (!round) throw notFoundRound(roundId);
  return round;
}

/** The round's schools: its own, or every school of the group. */
export async function roundSchoolIds(db: Kysely<Database>, round: Pick<RoundRow, 'school_id'>): Promise<number[]> {
  if (round.school_id !== null) return [round.school_id];
  return (await listSchools(db)).map((school) => school.id);
}

/** Seats per school of the round (0 for a school without a row). */
export async function roundSeats(db: Kysely<Database>, round: Pick<RoundRow, 'id' | 'school_id'>): Promise<Map<number, number>> {
  const [schoolIds, rows] = await Promise.all([
    roundSchoolIds(db, round),
    db.selectFrom('admission_round_seats').select(['school_id', 'seats']).where('round_id', '=', round.id).execute(),
  ]);
  const bySchool = new Map(rows.map((row) => [row.school_id, Number(row.seats)]));
  return new Map(schoolIds.map((id) => [id, bySchool.get(id) ?? 0]));
}

/** Rounds as the calls answer them: seats held and waiting per school, applicants per state. */
export async function describeRounds(db: Kysely<Database>, roundIds?: readonly number[]): Promise<AdmissionRound[]> {
  let query = db
    .selectFrom('admission_rounds as r')
    .leftJoin('schools as s', 's.id', 'r.school_id')
    .selectAll('r')
    .select('s.name as school_name');
  if (roundIds) query = query.where('r.id', 'in', roundIds.length > 0 ? [...roundIds] : [0]);
  const rounds = await query.orderBy('r.id').execute();
  if (rounds.length === 0) return [];
  const ids = rounds.map((round) => round.id);
  const [schools, seatRows, decided, applicantsPerSchool] = await Promise.all([
    listSchools(db),
    db.selectFrom('admission_round_seats').select(['round_id', 'school_id', 'seats']).where('round_id', 'in', ids).execute(),
    db
      .selectFrom('admission_decisions')
      .select(['round_id', 'school_id', 'state', sql<string>`count(*)`.as('count')])
      .where('round_id', 'in', ids)
      .groupBy(['round_id', 'school_id', 'state'])
      .execute(),
    db
      .selectFrom('applicants')
      .select(['school_id', sql<string>`count(*)`.as('count')])
      .where('school_id', 'is not', null)
      .groupBy('school_id')
      .execute(),
  ]);
  const schoolName = new Map(schools.map((school) => [school.id, school.name]));
  const applicantCount = new Map(applicantsPerSchool.map((row) => [row.school_id, Number(row.count)]));
  return rounds.map((round) => {
    const schoolIds = round.school_id === null ? schools.map((school) => school.id) : [round.school_id];
    const mine = decided.filter((row) => row.round_id === round.id);
    const counts = Object.fromEntries(DECISION_STATES.map((state) => [state, 0])) as Record<DecisionState, number>;
    for (const row of mine) counts[row.state] += Number(row.count);
    const decidedCount = mine.filter((row) => schoolIds.includes(row.school_id)).reduce((sum, row) => sum + Number(row.count), 0);
    const inScope = schoolIds.reduce((sum, id) => sum + (applicantCount.get(id) ?? 0), 0);
    counts.pending += Math.max(0, inScope - decidedCount);
    const count = (schoolId: number, states: readonly DecisionState[]) =>
      mine.filter((row) => row.school_id === schoolId && states.includes(row.state)).reduce((sum, row) => sum + Number(row.count), 0);
    return {
      id: round.id,
      name: round.name,
      school_id: round.school_id,
      school_name: round.school_name ?? null,
      offer_deadline: iso(round.offer_deadline),
      offer_window_hours: round.offer_window_hours,
      auto_promote: round.auto_promote,
      seats: schoolIds.map((schoolId) => ({
        school_id: schoolId,
        name: schoolName.get(schoolId) ?? '',
        seats: Number(seatRows.find((row) => row.round_id === round.id && row.school_id === schoolId)?.seats ?? 0),
        held: count(schoolId, ['offered', 'accepted', 'enrolled']),
        waitlisted: count(schoolId, ['waitlisted']),
      })),
      counts,
    };
  });
}

export async function describeRound(db: Kysely<Database>, roundId: number): Promise<AdmissionRound> {
  const [round] = await describeRounds(db, [roundId]);
  if (!round) throw notFoundRound(roundId);
  return round;
}
