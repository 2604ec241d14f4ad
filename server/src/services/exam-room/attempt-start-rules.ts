import { sql, type RawBuilder } from 'kysely';

/**
 * The control room's rules the attempt engine (services/attempts/) applies
 * in its own statements, kept here so the engine stays about the engine.
 */

/**
 * The deadline set at an attempt's start, inside startAttempts' UPDATE
 * (`input`, `source` and `attempts` are its names): duration × (1 + the
 * applicant's extra-time percent / 100), plus any minutes staff added before
 * the start; null when the assessment is not timed.
 */
export const startDeadline: RawBuilder<unknown> = sql`case when source.istimed = 1 and source.duration is not null
  then input.started_at + make_interval(secs => (source.duration * (100 + coalesce((select extra_time_percent from applicants where applicants.id = attempts.applicant_id), 0)) / 100.0 + attempts.extra_minutes) * 60)
  else null end`;

/** Registration moving an attempt to browser `sign`: count it when another browser held it. */
export const browserMovesAfterBinding = (sign: string): RawBuilder<number> =>
  sql<number>`browser_moves + case when browser_sign is not null and browser_sign <> ${sign} then 1 else 0 end`;

/** Inside registrationFacts' assessment read: the trials staff allowed the applicant with this ID beyond Number of trials. */
export const extraTrialsOf = (ssn: string): RawBuilder<number> =>
  sql<number>`coalesce((select extra_trials.trials from extra_trials join applicants on applicants.id = extra_trials.applicant_id
    where applicants.ssn = ${ssn} and extra_trials.assessment_id = assessments.id), 0)`;

/** The same inside a chain's read of the next assessment (aliased `next`), which knows the applicant by id. */
export const extraTrialsOfApplicant = (applicantId: number): RawBuilder<number> =>
  sql<number>`coalesce((select extra_trials.trials from extra_trials
    where extra_trials.applicant_id = ${applicantId} and extra_trials.assessment_id = next.id), 0)`;
