import type { DrawSlot } from '@mizan/shared';
import type { DrawMatch } from './bank-api';

/** The draw editor's sentence about the bank, and how it should look: fine, a draw every applicant gets alike, or one that cannot be filled. */
export interface DrawMatchSentence {
  tone: 'success' | 'warning';
  text: string;
}

const questions = (count: number) => (count === 1 ? '1 question' : `${count} questions`);

/**
 * "5 bank questions match these filters now. Each applicant gets 3 drawn
 * from 5." A draw that can draw no more questions than it asks for is no
 * draw (every applicant gets the same ones) and says so.
 */
export function drawMatchSentence(match: DrawMatch, slot: Pick<DrawSlot, 'count'>): DrawMatchSentence {
  const matching = match.matching === 1 ? '1 bank question matches' : `${match.matching} bank questions match`;
  const takenByOthers = match.available < match.matching;
  if (match.drawable < slot.count) {
    const why =
      match.matching >= slot.count
        ? `With the other draws of this assessment only ${match.drawable} can be drawn for this one, and it needs ${slot.count}.`
        : `This draw needs ${slot.count}.`;
    return { tone: 'warning', text: `${matching} these filters now. ${why} The assessment cannot be published until it can be filled.` };
  }
  if (match.available > slot.count) {
    const rest = takenByOthers ? ' (the other draws of this assessment take the rest)' : '';
    return {
      tone: 'success',
      text: `${matching} these filters now. Each applicant gets ${slot.count} drawn from ${match.available}${rest}.`,
    };
  }
  const only = takenByOthers ? `, but the other draws of this assessment take the rest: only ${slot.count} can be drawn for this one` : '';
  return {
    tone: 'warning',
    text:
      `${matching} these filters now${only}. This draw asks for ${slot.count}, so every applicant gets the same ${questions(slot.count)}. ` +
      'Add questions to the bank or widen the filters for a different draw per applicant.',
  };
}

/** The question list's short note under a draw: "5 match in the bank now; each applicant gets 3 drawn from 5". */
export function drawMatchNote(match: DrawMatch, slot: Pick<DrawSlot, 'count'>): string {
  const matching = match.matching === 1 ? '1 matches in the bank now' : `${match.matching} match in the bank now`;
  if (match.drawable < slot.count) return matching;
  if (match.available > slot.count) return `${matching}; each applicant gets ${slot.count} drawn from ${match.available}`;
  return `${matching}; only ${slot.count} can be drawn, so every applicant gets the same ${questions(slot.count)}`;
}
