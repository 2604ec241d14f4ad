/**
 * What a mail server or SMS provider made of one message: sent; a failure
 * worth trying again later (the server busy, unreachable, a 4xx); or one that
 * will fail again however often it is tried (a 5xx refusal, a number that is
 * not a mobile). `answer` is what the provider said, kept for staff.
 */
export interface SendOutcome {
  result: 'sent' | 'try_again' | 'give_up';
  answer: string;
}

/** Provider answers are kept to this many characters. */
const ANSWER_CHARS = 500;

export function shortAnswer(answer: string): string {
  const oneLine = answer.replace(/\s+/g, ' ').trim();
  return oneLine.length > ANSWER_CHARS ? `${oneLine.slice(0, ANSWER_CHARS - 1)}…` : oneLine;
}
