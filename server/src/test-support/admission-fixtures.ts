import type { AdmissionCallName, AdmissionRound, RequestOf } from '@mizan/shared';
import { freshSsn } from './applicant-fixtures';
import type { TestApp } from './test-app';

/** A deadline this many days from now (ISO). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Makes a round through admin/saveround.php and answers it. */
export async function addRound(t: TestApp, token: string, round: Partial<RequestOf<'saveRound'>> = {}): Promise<AdmissionRound> {
  const response = await t.call(
    'saveRound',
    { name: 'Round', school_id: null, offer_deadline: daysFromNow(14), auto_promote: true, ...round },
    { token },
  );
  if (response.statusCode !== 200) throw new Error(`Could not make the round: ${response.body}`);
  return response.json<{ data: AdmissionRound }>().data;
}

/**
 * A valid payload for each admission call: a whole-group round whose first
 * applicant goes on the waitlist, and a second round with a what-if kept for
 * the commit (of a school of its own, so the other samples' changes do not make it stale).
 */
export async function admissionSamples(t: TestApp, adminToken: string): Promise<{ [Name in AdmissionCallName]: RequestOf<Name> }> {
  const round = await addRound(t, adminToken, { name: 'Access walk round' });
  // A school of its own: the other samples add and change applicants, which would make a whole-group what-if stale.
  const { schoolId } = await addRankedSchool(t, 'Access Walk School', 2);
  const committed = await addRound(t, adminToken, { name: 'Access walk commit', school_id: schoolId });
  const preview = await t.call('previewDecisions', { roundId: committed.id, action: 'promote' }, { token: adminToken });
  if (preview.statusCode !== 200) throw new Error(`Could not make the what-if: ${preview.body}`);
  const applicant = await t.database.db
    .selectFrom('applicants')
    .select('id')
    .where('school_id', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    getRounds: {},
    saveRound: { name: 'Access walk new round', school_id: null, offer_deadline: daysFromNow(10), auto_promote: false },
    getRound: { roundId: round.id },
    setDecision: { applicantId: applicant.id, roundId: round.id, state: 'waitlisted', reason: 'Access walk' },
    previewDecisions: { roundId: round.id, action: 'offers', waitlist: 2 },
    commitDecisions: { roundId: committed.id, previewId: preview.json<{ data: { previewId: string } }>().data.previewId },
  };
}

/** A clock the test moves (the server's clock for deadlines and expiry). */
export function movableClock(start = Date.now()): { now(): Date; advanceHours(hours: number): void } {
  let at = start;
  return {
    now: () => new Date(at),
    advanceHours(hours: number) {
      at += hours * 3_600_000;
    },
  };
}

/**
 * A school of its own with `count` applicants ranked 1..count in the order
 * answered (each scores less than the one before on every component), each
 * with an e-mail address so their messages are queued.
 */
export async function addRankedSchool(t: TestApp, name: string, count: number): Promise<{ schoolId: number; applicantIds: number[] }> {
  const db = t.database.db;
  const { id: schoolId } = await db.insertInto('schools').values({ name }).returning('id').executeTakeFirstOrThrow();
  const applicantIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const score = 99 - (index * 90) / count;
    const row = await db
      .insertInto('applicants')
      .values({
        name: `${name} applicant ${index + 1}`,
        ssn: freshSsn(),
        gender: 'female',
        email: `family${index + 1}@families.example`,
        mobile: '',
        std_code: `ADM-${index + 1}`,
        school_id: schoolId,
        prep_mark: score,
        math: score,
        english: score,
        interview: score,
        cmatch: 'High',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    applicantIds.push(row.id);
  }
  return { schoolId, applicantIds };
}
