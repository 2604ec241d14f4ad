import type { FamilyCallName, RequestOf } from '@mizan/shared';
import { oneTimeCodeHash } from '../services/family/one-time-codes';
import { statusLinkPath } from '../services/family/status-links';
import { insertApplicant } from './exam-room-people';
import type { TestApp } from './test-app';

/** A round of one school with an offer deadline `hoursAhead` from now; answers its id. */
export async function insertRound(t: TestApp, name: string, hoursAhead: number, now = new Date()): Promise<{ id: number; deadline: Date }> {
  const schoolId = 1;
  const deadline = new Date(now.getTime() + hoursAhead * 3_600_000);
  const round = await t.database.db
    .insertInto('admission_rounds')
    .values({ name, school_id: schoolId, offer_deadline: deadline })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db.insertInto('admission_round_seats').values({ round_id: round.id, school_id: schoolId, seats: 1 }).execute();
  return { id: round.id, deadline };
}

/** The applicant's decision in a round, written straight into the table. */
export async function insertDecision(
  t: TestApp,
  decision: { roundId: number; applicantId: number; state: 'offered' | 'waitlisted'; deadline?: Date; position?: number },
): Promise<void> {
  await t.database.db
    .insertInto('admission_decisions')
    .values({
      round_id: decision.roundId,
      applicant_id: decision.applicantId,
      school_id: 1,
      state: decision.state,
      waitlist_position: decision.position ?? null,
      offer_deadline: decision.deadline ?? null,
    })
    .execute();
}

/** One-time codes for Find my result, all `code`, each good for one use. */
export async function insertOneTimeCodes(t: TestApp, applicantId: number, code: string, count: number, now = new Date()): Promise<void> {
  const expires = new Date(now.getTime() + 15 * 60_000);
  await t.database.db
    .insertInto('one_time_codes')
    .values(
      Array.from({ length: count }, () => ({
        applicant_id: applicantId,
        code_hash: oneTimeCodeHash(applicantId, code),
        expires_at: expires,
      })),
    )
    .execute();
}

/** The token of an applicant's status link ('/status/<token>'). */
export async function statusTokenOf(t: TestApp, applicantId: number): Promise<string> {
  return (await statusLinkPath(t.database.db, applicantId)).slice('/status/'.length);
}

/**
 * A valid payload for each family call, for the access walk: an applicant
 * with a status link, an open offer (accepting twice is the same answer),
 * and one-time codes for Find my result (no assessment of the walk requires
 * access codes; the access code is sent too and then not looked at).
 */
export async function familySamples(t: TestApp): Promise<{ [Name in FamilyCallName]: RequestOf<Name> }> {
  const applicant = await insertApplicant(t.database.db, 'Access Family');
  const { access_code } = await t.database.db
    .selectFrom('applicants')
    .select('access_code')
    .where('id', '=', applicant.id)
    .executeTakeFirstOrThrow();
  const round = await insertRound(t, 'Access walk round', 48);
  await insertDecision(t, { roundId: round.id, applicantId: applicant.id, state: 'offered', deadline: round.deadline });
  await insertOneTimeCodes(t, applicant.id, '424242', 6);
  const token = await statusTokenOf(t, applicant.id);
  return {
    familyStatus: { token, code: access_code },
    respondToOffer: { token, code: access_code, roundId: round.id, accept: true },
    findResult: { ssn: applicant.ssn, code: '424242' },
    sendFindCode: { ssn: applicant.ssn },
    applicantLinks: { applicantId: applicant.id },
    resendLinks: { applicantId: applicant.id },
  };
}
