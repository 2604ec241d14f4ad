import type { Kysely } from 'kysely';
import { MEDIA_NOT_FROM_THIS_EXAM, imageUrlsOf, validateAnswer, type Question, type QuestionAnswer } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { MEDIA_PATH_PATTERN } from '../media-ids';

/** Every media URL an answer points at (recordings, files, drawings, pictures in an essay). */
function mediaUrlsOf(answer: QuestionAnswer): string[] {
  switch (answer.type) {
    case 'AudioComponent':
    case 'VideoComponent':
      return [answer.mediaUrl];
    case 'ImageHighlight':
      return [answer.drawingUrl];
    case 'FileUploadEnhanced':
      return answer.files.map((file) => file.data);
    case 'EssayComponent':
      return imageUrlsOf(answer.text);
    default:
      return [];
  }
}

/** Media in an answer must be files uploaded from this attempt (X-Attempt-Hash), nothing else. */
async function mediaProblem(db: Kysely<Database>, hash: string, answer: QuestionAnswer): Promise<string | null> {
  const urls = mediaUrlsOf(answer);
  if (urls.length === 0) return null;
  const ids = new Set<string>();
  for (const url of urls) {
    const match = MEDIA_PATH_PATTERN.exec(url);
    if (!match) return MEDIA_NOT_FROM_THIS_EXAM;
    ids.add(match[1]);
  }
  const owned = await db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', [...ids])
    .where('owner_kind', '=', 'attempt')
    .where('owner_attempt_hash', '=', hash)
    .execute();
  return owned.length === ids.size ? null : MEDIA_NOT_FROM_THIS_EXAM;
}

/** The first problem of an answer to one snapshot question, or null (null answers clear and always fit). */
export async function answerProblem(
  db: Kysely<Database>,
  hash: string,
  question: Question,
  answer: QuestionAnswer | null,
): Promise<string | null> {
  if (answer === null) return null;
  return validateAnswer(question, answer) ?? (await mediaProblem(db, hash, answer));
}
