import { QUESTION_TYPE_INFO } from '../questions/question-type-info';
import type { QuestionType } from '../questions/question-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a question a teacher marked can be re-marked: an automatic score is the key's, which a regrade corrects. */
export function isRemarkableType(type: QuestionType): boolean {
  return QUESTION_TYPE_INFO[type]?.scoring === 'manual';
}

/** The end of the re-mark window: `days` whole days after the release; null when there is no window (0 days, not released). */
export function remarkWindowEnd(releasedAt: Date | string | null, days: number): Date | null {
  if (releasedAt === null || days <= 0) return null;
  return new Date(new Date(releasedAt).getTime() + days * DAY_MS);
}

/** Whether a re-mark may be requested at `now`. */
export function remarkWindowOpen(releasedAt: Date | string | null, days: number, now: Date): boolean {
  const end = remarkWindowEnd(releasedAt, days);
  return end !== null && now.getTime() < end.getTime();
}
