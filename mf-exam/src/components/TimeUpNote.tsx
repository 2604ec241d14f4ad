import type { TextDirection } from '@mizan/shared';
import { timeWords } from './time-words';

/** The line the Success dialog adds when the clock, not the applicant, submitted the exam. */
export function TimeUpNote({ direction }: { direction: TextDirection }) {
  return <p data-testid="time-up-note">{timeWords(direction).timeWasUp}</p>;
}
