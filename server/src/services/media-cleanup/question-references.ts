import { sql } from 'kysely';

/** A media URL as it stands in a question's JSON, capturing the id. */
const MEDIA_URL_IN_TEXT = '/api/media/([A-Za-z0-9_-]{32})';

/**
 * `media.id` is not in any assessment's questions or any bank question: a
 * file a question still shows is never deleted, whoever uploaded it. The
 * questions are read once per statement (a hashed subquery), not once per
 * file.
 */
export const notInAnyQuestion = sql<boolean>`media.id not in (
  select (regexp_matches(questions::text, ${MEDIA_URL_IN_TEXT}, 'g'))[1] from assessments
  union
  select (regexp_matches(question::text, ${MEDIA_URL_IN_TEXT}, 'g'))[1] from bank_questions
)`;
