import { sql, type Kysely } from 'kysely';
import { EXAM_NOT_FOUND, EXAM_REFUSAL_CODES } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { accessCodesInUse, checkIdentity } from '../access-codes';
import type { Clock } from '../clock';
import { browserMovesAfterBinding, extraTrialsOf } from '../exam-room/attempt-start-rules';
import { prepareAttempts } from './attempt-precreation';
import { finalise } from './finalise';
import { openAttemptFor, type AssessmentForRegistration } from './open-attempt';
import { registrationRefusal } from './registration-window';

type Db = Kysely<Database>;

/** emp/getapplyexam.php: the title and language of an assessment open for registration and whether registering asks for the access code, else reg.php's refusal. */
export async function applyExam(
  db: Db,
  clock: Clock,
  examId: number,
): Promise<{ title: string; lang: 'En' | 'Ar'; accessCodeRequired: boolean }> {
  const assessment = await db
    .selectFrom('assessments')
    .select(['name', 'lang', 'published', 'open', 'startdate', 'enddate', accessCodesInUse.as('access_codes_required')])
    .where('id', '=', examId)
    .executeTakeFirst();
  if (!assessment) throw notFound(EXAM_NOT_FOUND, EXAM_REFUSAL_CODES.examNotFound);
  const refusal = registrationRefusal(assessment, clock.now());
  if (refusal) throw refusal;
  return { title: assessment.name, lang: assessment.lang, accessCodeRequired: assessment.access_codes_required };
}

/**
 * emp/reg.php. The checks run in an order that tells a stranger nothing about
 * which IDs exist: the unknown-ID limit first (services/registration-limit.ts,
 * around this call), then the assessment (the same answer for every ID), then
 * the ID, and only then the applicant's trials.
 */
export async function register(
  db: Db,
  clock: Clock,
  input: { examId: number; ssn: string; ip: string; sign: string; accessCode?: string },
): Promise<{ name: string; hash: string }> {
  const now = clock.now();
  const facts = await registrationFacts(db, input);
  const { assessment, applicant } = facts;
  if (!assessment) throw notFound(EXAM_NOT_FOUND, EXAM_REFUSAL_CODES.examNotFound);
  const refusal = registrationRefusal(assessment, now);
  if (refusal) throw refusal;
  const identity = checkIdentity(assessment.access_codes_required, applicant, input.accessCode);
  if (identity.refusal) throw identity.refusal;
  const attempt = await openAttemptFor(db, clock, identity.applicant.id, assessment, (attemptId) =>
    finalise(db, clock, attemptId, 'server'),
  );
  // Registering with the ID moves the open attempt to this browser: how an applicant whose browser or computer crashed continues.
  // Whoever holds it now proved what this registration checked, which is what a chain from it may rely on (finalise.ts).
  await db
    .updateTable('attempts')
    .set({
      browser_sign: input.sign,
      browser_moves: browserMovesAfterBinding(input.sign),
      access_code_checked: assessment.access_codes_required,
    })
    .where('id', '=', attempt.id)
    .where('submitted_at', 'is', null)
    .execute();
  // Its own draws and question order made now, not in the room's synchronized start (attempt-precreation.ts);
  // a failure here only leaves the start to make them.
  if (assessment.personalised) await prepareAttempts(db, [attempt.id]).catch(() => 0);
  return { name: identity.applicant.name, hash: attempt.hash };
}

type RegisteringAssessment = AssessmentForRegistration & { access_codes_required: boolean; personalised: boolean };

interface RegisteringApplicant {
  id: number;
  name: string;
  access_code: string;
}

/**
 * What registration decides on, read in ONE statement (it is the busiest call
 * of an exam morning's first minutes): the assessment's rules and the
 * applicant with this ID. `register` still answers
 * in the order that tells a stranger nothing.
 */
async function registrationFacts(
  db: Db,
  input: { examId: number; ssn: string },
): Promise<{ assessment: RegisteringAssessment | null; applicant: RegisteringApplicant | null }> {
  const { rows } = await sql<{ assessment: unknown; applicant: unknown }>`
    select
      (select json_build_object('id', id, 'nooftrials', nooftrials + ${extraTrialsOf(input.ssn)}, 'published', published, 'open', open, 'startdate', startdate, 'enddate', enddate,
          'access_codes_required', ${accessCodesInUse}, 'personalised', shuffle_questions or questions @> '[{"type":"BankDraw"}]'::jsonb)
        from assessments where id = ${input.examId}) as assessment,
      (select json_build_object('id', id, 'name', name, 'access_code', access_code) from applicants where ssn = ${input.ssn}) as applicant
  `.execute(db);
  const facts = rows[0];
  return {
    assessment: jsonColumn<RegisteringAssessment | null>(facts.assessment, null),
    applicant: jsonColumn<RegisteringApplicant | null>(facts.applicant, null),
  };
}
