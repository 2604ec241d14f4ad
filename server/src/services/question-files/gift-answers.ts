import { readKeyNumber, readTypedNumber } from '@mizan/shared';
import type { MoodleElement } from './moodle-text';
import { formatOf, giftHtml, restoreEscapes, type GiftFormat } from './gift-text';

/**
 * The answers between a GIFT question's braces, each as the Moodle XML
 * element Moodle's own reader would have made of it (fraction in percent,
 * text as HTML in its format, feedback), so the Moodle readers map both
 * formats alike.
 */

export type GiftKind = 'essay' | 'numerical' | 'multichoice' | 'matching' | 'truefalse' | 'shortanswer';

/** Moodle's order of guessing: nothing, `#`, a `~`, `=` with `->`, T/F, else short answer. */
export function kindOf(answers: string): GiftKind {
  if (answers === '') return 'essay';
  if (answers.startsWith('#')) return 'numerical';
  if (answers.includes('~')) return 'multichoice';
  if (answers.includes('=') && answers.includes('->')) return 'matching';
  const beforeFeedback = answers.split('#')[0].trim();
  return ['T', 'TRUE', 'F', 'FALSE'].includes(beforeFeedback) ? 'truefalse' : 'shortanswer';
}

/** The answers split on a marker (`=` or `~`), the empty piece before the first dropped. */
function pieces(answers: string, marker: RegExp): string[] {
  const list = answers.split(marker).map((piece) => piece.trim());
  if (list[0] === '') list.shift();
  return list;
}

/** `%50%rest` → 50 and rest; without a weight, `fallback`. */
function weighted(piece: string, fallback: number): { fraction: number; rest: string } {
  const found = /^%(-?\d+(?:\.\d*)?)%/.exec(piece);
  return found ? { fraction: Number(found[1]), rest: piece.slice(found[0].length) } : { fraction: fallback, rest: piece };
}

/** `text#feedback` → both, each trimmed (escapes still protected). */
function withFeedback(rest: string): { text: string; feedback: string } {
  const at = rest.indexOf('#');
  return at < 0 ? { text: rest.trim(), feedback: '' } : { text: rest.slice(0, at).trim(), feedback: rest.slice(at + 1).trim() };
}

/** A text of the file as HTML in its own format or the question's. */
export function htmlIn(text: string, format: GiftFormat): string {
  const own = formatOf(text.trim(), format);
  return giftHtml(own.text.trim(), own.format);
}

/** A key (short answer, a match's answer): plain text as typed, a format named before it dropped. */
const keyIn = (text: string, format: GiftFormat) => restoreEscapes(formatOf(text.trim(), format).text.trim());

const element = (fraction: number, text: string, feedback: string, format: GiftFormat): MoodleElement => ({
  '@fraction': String(fraction),
  text: htmlIn(text, format),
  feedback: { text: htmlIn(feedback, format) },
});

/** `~wrong =right ~%50%half#why`: single answer when one is marked `=`. */
export function multichoiceAnswers(answers: string, format: GiftFormat): MoodleElement {
  const list = pieces(answers.replace(/=/g, '~='), /~/).map((piece) => {
    const { fraction, rest } = piece.startsWith('=') ? { fraction: 100, rest: piece.slice(1) } : weighted(piece, 0);
    const { text, feedback } = withFeedback(rest);
    return element(fraction, text, feedback, format);
  });
  return { single: answers.includes('=') ? 'true' : 'false', answer: list };
}

/** `=item -> answer`: an item with no text is an extra wrong answer. */
export function matchingAnswers(answers: string, format: GiftFormat): MoodleElement | string {
  const subquestion: MoodleElement[] = [];
  for (const piece of pieces(answers, /=/)) {
    const arrow = piece.indexOf('->');
    if (arrow < 0) return `The pair "${restoreEscapes(piece).slice(0, 40)}" has no ->.`;
    subquestion.push({ text: htmlIn(piece.slice(0, arrow), format), answer: [{ text: keyIn(piece.slice(arrow + 2), format) }] });
  }
  return { subquestion };
}

/** `TRUE#feedback if wrong#feedback if right`. */
export function trueFalseAnswers(answers: string): MoodleElement {
  const [key, ...feedback] = answers.split('#');
  const isTrue = ['T', 'TRUE'].includes(key.trim());
  return {
    answer: [
      { '@fraction': isTrue ? '100' : '0', text: 'true' },
      { '@fraction': isTrue ? '0' : '100', text: 'false' },
    ],
    answerFeedback: feedback.slice(0, 2).map((text) => restoreEscapes(text).trim()),
  };
}

/** `=right =%50%half#why`: every answer without a weight is fully right. */
export function shortAnswers(answers: string, format: GiftFormat): MoodleElement {
  return {
    answer: pieces(answers, /=/).map((piece) => {
      const { fraction, rest } = weighted(piece, 100);
      const { text, feedback } = withFeedback(rest);
      return { '@fraction': String(fraction), text: keyIn(text, format), feedback: { text: htmlIn(feedback, format) } };
    }),
  };
}

/**
 * A number as a teacher types it (Arabic-Indic digits, the Arabic decimal
 * separator and a decimal comma read as an applicant's answer is) in the
 * key's plain form; a plain number stays as written ('6.02e23'), and a
 * text that is no number too, for the reader to refuse.
 */
function keyNumber(text: string): string {
  if (readKeyNumber(text) !== null) return text.trim();
  const value = readTypedNumber(text);
  return value === null ? text.trim() : String(value);
}

/** Half the sum or difference of two decimals, without binary noise: (3.141 + 3.142) / 2 is 3.1415. */
function halfOf(sum: number, places: number): string {
  return String(Number((sum / 2).toFixed(places + 1)));
}

/** `value:tolerance`, `min..max` or `value` as Moodle's value and tolerance. */
function valueAndTolerance(text: string): { value: string; tolerance: string } {
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  if (range) {
    const [min, max] = [keyNumber(range[1]), keyNumber(range[2])];
    const [low, high] = [Number(min), Number(max)];
    if (!Number.isFinite(low) || !Number.isFinite(high)) return { value: text.trim(), tolerance: '0' };
    const places = /e/i.test(min + max) ? 12 : Math.max(...[min, max].map((part) => part.split('.')[1]?.length ?? 0));
    return { value: halfOf(low + high, places), tolerance: halfOf(Math.abs(high - low), places) };
  }
  const colon = text.indexOf(':');
  return colon > 0
    ? { value: keyNumber(text.slice(0, colon)), tolerance: keyNumber(text.slice(colon + 1)) }
    : { value: keyNumber(text), tolerance: '0' };
}

/** `#=%50%3.5:0.1#why ~#any other`: numbers with tolerances or ranges; `~` gives the feedback for any other number. */
export function numericalAnswers(answers: string, format: GiftFormat): MoodleElement {
  const body = answers.slice(1);
  const other = body.indexOf('~');
  const list: MoodleElement[] = pieces(other < 0 ? body : body.slice(0, other), /=/).map((piece) => {
    const { fraction, rest } = weighted(piece, 100);
    const { text, feedback } = withFeedback(rest);
    const { value, tolerance } = valueAndTolerance(restoreEscapes(text));
    return { '@fraction': String(fraction), text: value, tolerance, feedback: { text: htmlIn(feedback, format) } };
  });
  if (other >= 0)
    list.push({ '@fraction': '0', text: '*', feedback: { text: htmlIn(withFeedback(body.slice(other + 1)).feedback, format) } });
  return { answer: list };
}
