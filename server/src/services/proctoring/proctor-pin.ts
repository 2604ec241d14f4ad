import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ASSESSMENT_NOT_FOUND_BRIEF,
  PROCTOR_CODES,
  PROCTOR_NOTHING_WAITING,
  PROCTOR_PIN_LENGTH,
  PROCTOR_PIN_LET_IN,
  PROCTOR_PIN_ROTATED,
  PROCTOR_PIN_WRONG,
  normalizeProctorPin,
  type ProctorPin,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { mayRunRoom } from '../exam-room/room-access';
import { decide, newestWaiting } from './proctor-decisions';

type Db = Kysely<Database>;

/** The day a PIN holds for: the date on the server's calendar (its time zone, as the rest of the exam day). */
export function pinDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const newPin = () => String(randomInt(0, 10 ** PROCTOR_PIN_LENGTH)).padStart(PROCTOR_PIN_LENGTH, '0');

async function roomAssessment(db: Db, caller: Caller, id: number): Promise<void> {
  const assessment = await db.selectFrom('assessments').select(['id', 'created_by']).where('id', '=', id).executeTakeFirst();
  if (!assessment || !(await mayRunRoom(db, caller, assessment))) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
}

async function todaysPin(db: Db, assessmentId: number, day: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('proctor_pins')
    .select('pin')
    .where('assessment_id', '=', assessmentId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.pin;
}

/** admin/getproctorpin.php: today's PIN, made on the first read of the day (two first reads at once keep one). */
export async function getProctorPin(db: Db, clock: Clock, caller: Caller, id: number): Promise<ProctorPin> {
  await roomAssessment(db, caller, id);
  const now = clock.now();
  const day = pinDay(now);
  await db
    .insertInto('proctor_pins')
    .values({ assessment_id: id, day, pin: newPin(), set_by: caller.user.id, set_at: now })
    .onConflict((conflict) => conflict.columns(['assessment_id', 'day']).doNothing())
    .execute();
  return { id, day, pin: (await todaysPin(db, id, day)) ?? '' };
}

/** admin/rotateproctorpin.php: a new PIN for today; the old one stops working at once. Audited (without the PIN). */
export async function rotateProctorPin(db: Db, clock: Clock, caller: Caller, id: number): Promise<{ data: ProctorPin; msg: string }> {
  await roomAssessment(db, caller, id);
  const now = clock.now();
  const day = pinDay(now);
  const pin = newPin();
  await db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('proctor_pins')
      .values({ assessment_id: id, day, pin, set_by: caller.user.id, set_at: now })
      .onConflict((conflict) => conflict.columns(['assessment_id', 'day']).doUpdateSet({ pin, set_by: caller.user.id, set_at: now }))
      .execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'assessment.proctor-pin.rotate',
      subjectType: 'assessment',
      subjectId: id,
      details: { day },
    });
  });
  return { data: { id, day, pin }, msg: PROCTOR_PIN_ROTATED };
}

function samePin(typed: string, pin: string | undefined): boolean {
  if (pin === undefined) return false;
  const a = Buffer.from(normalizeProctorPin(typed));
  const b = Buffer.from(pin);
  return a.length === b.length && timingSafeEqual(a, b);
}

const pinWrong = () => new HttpError(403, PROCTOR_PIN_WRONG, {}, PROCTOR_CODES.pinWrong);

/**
 * student/proctorpin.php: the proctor types today's PIN on the applicant's
 * device, letting this browser's waiting request in. An unknown link and a
 * wrong PIN answer alike; run inside ProctorPinLimit (routes/proctoring.ts).
 */
export async function enterProctorPin(
  db: Db,
  clock: Clock,
  request: { hash: string; pin: string; sign: string },
): Promise<{ msg: string }> {
  const attempt = await db
    .selectFrom('attempts')
    .select(['id', 'assessment_id', 'applicant_id'])
    .where('hash', '=', request.hash)
    .executeTakeFirst();
  const now = clock.now();
  if (!attempt || !samePin(request.pin, await todaysPin(db, attempt.assessment_id, pinDay(now)))) throw pinWrong();
  await db.transaction().execute(async (transaction) => {
    const waiting = await newestWaiting(transaction, attempt.id, request.sign);
    if (!waiting) throw new HttpError(409, PROCTOR_NOTHING_WAITING, {}, PROCTOR_CODES.nothingWaiting);
    await decide(transaction, waiting, { approve: true, reason: '', via: 'pin', by: null, now });
    await writeAudit(transaction, {
      actorUserId: null,
      action: 'attempt.proctor.approve',
      subjectType: 'attempt',
      subjectId: attempt.id,
      details: {
        request_id: waiting.id,
        kind: waiting.kind,
        via: 'pin',
        applicant_id: attempt.applicant_id,
        assessment_id: attempt.assessment_id,
      },
    });
  });
  return { msg: PROCTOR_PIN_LET_IN };
}
