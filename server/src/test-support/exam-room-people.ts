import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { freshSsn } from './applicant-fixtures';

/** An applicant straight into the database (the room's tests need many), with an extra-time accommodation. */
export async function insertApplicant(db: Kysely<Database>, name: string, extraTimePercent = 0): Promise<{ id: number; ssn: string }> {
  const ssn = freshSsn('male');
  return db
    .insertInto('applicants')
    .values({
      name,
      ssn,
      gender: 'male',
      email: 'room@example.com',
      mobile: '01012345678',
      prep_mark: 90,
      math: 90,
      english: 90,
      std_code: 'R-1',
      school_id: 1,
      extra_time_percent: extraTimePercent,
    })
    .returning(['id', 'ssn'])
    .executeTakeFirstOrThrow();
}

/**
 * `count` applicants and their attempts of one assessment, made in three
 * statements (the room's read is measured at 2,000): every fourth attempt
 * registered only, answering (saved `answered` answers at `now`), quiet
 * since ten minutes before `now` (offline), or submitted.
 */
export async function insertRoom(
  db: Kysely<Database>,
  examId: number,
  count: number,
  now: Date,
  questionIds: readonly string[],
): Promise<void> {
  const at = now.toISOString();
  const long = new Date(now.getTime() - 10 * 60_000).toISOString();
  await sql`
    insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code, school_id)
    select 'Room applicant ' || lpad(i::text, 5, '0'), 'R' || lpad(${examId}::text, 5, '0') || lpad(i::text, 8, '0'), 'female', 'room@example.com', '01012345678', 80, 80, 80, 'R-' || i, 1 + i % 3
    from generate_series(1, ${count}) as i
  `.execute(db);
  await sql`
    insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, registered_at, started_at, deadline, questions, submitted_at, submitted_by, status)
    select md5(${examId}::text || '-' || a.n), a.id, ${examId}, 1, md5(${examId}::text || '-' || a.n), ${long}::timestamptz,
      case when a.n % 4 = 0 then null when a.n % 4 = 2 then ${long}::timestamptz else ${at}::timestamptz end,
      case when a.n % 4 = 0 then null else ${at}::timestamptz + interval '1 hour' end,
      case when a.n % 4 = 0 then null else (select questions from assessments where id = ${examId}) end,
      case when a.n % 4 = 3 then ${at}::timestamptz end,
      case when a.n % 4 = 3 then 'applicant' end,
      case when a.n % 4 = 3 then 'submitted' else 'inprogress' end
    from (select id, row_number() over (order by id) as n from applicants where ssn like 'R' || lpad(${examId}::text, 5, '0') || '%') as a
  `.execute(db);
  await sql`
    insert into answers (attempt_id, question_id, answer, seq, saved_at)
    select t.id, q.id, '{"type":"MCQ","selected":["optA"]}'::jsonb, 1, ${at}::timestamptz
    from attempts t cross join unnest(${[...questionIds]}::text[]) as q(id)
    where t.assessment_id = ${examId} and t.started_at = ${at}::timestamptz
  `.execute(db);
}
