import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { answersOf, snapshotOf } from '../attempts/attempt-queries';
import { secondsLeftAt } from './evidence-history';
import type { EvidenceDeadlineChange, EvidenceSave } from './evidence-types';

/** The attempt's own questions: position (1-based) and text by question id. */
export interface QuestionPlaces {
  count: number;
  byId: ReadonlyMap<string, { position: number; text: string }>;
}

export async function questionPlaces(db: Kysely<Database>, attemptId: number): Promise<QuestionPlaces> {
  const { questions } = await snapshotOf(db, attemptId);
  return {
    count: questions.length,
    byId: new Map(questions.map((question, index) => [question.id, { position: index + 1, text: question.headertxt ?? '' }])),
  };
}

/**
 * The last save kept of each question, in the order they were saved, with the
 * time left then. The answers table keeps one row per question (the newest
 * seq wins), so earlier saves of the same question are not there to print.
 */
export async function lastSaves(
  db: Kysely<Database>,
  attemptId: number,
  places: QuestionPlaces,
  deadlines: readonly EvidenceDeadlineChange[],
): Promise<EvidenceSave[]> {
  const rows = await answersOf(db, attemptId);
  return rows
    .map((row) => {
      const place = places.byId.get(row.question_id);
      const savedAt = new Date(row.saved_at);
      return {
        position: place?.position ?? null,
        questionText: place?.text ?? row.question_id,
        seq: Number(row.seq),
        savedAt,
        cleared: row.answer === null,
        secondsLeft: secondsLeftAt(deadlines, savedAt),
      };
    })
    .sort((a, b) => a.savedAt.getTime() - b.savedAt.getTime() || a.seq - b.seq);
}
