import { htmlToText } from '@mizan/shared';
import type { GapPart } from './html-rich-text';
import { DROP_DOWN_GAPS_TYPED } from './import-notes';

/**
 * Moodle's cloze (multianswer) syntax: `{1:SHORTANSWER:=Berlin#right~%50%Bonn}`.
 * A gap maps to a blank when it is a short answer, a numerical answer
 * without tolerance, or a choice (its right answer accepted; its choices
 * offered as a word bank when every gap is a choice).
 */
export interface ClozeReading {
  parts: GapPart[];
  /** Every gap is a choice: their choices become the word bank. */
  choices: string[] | null;
  notes: string[];
  problem?: string;
}

const GAP = /\{(\d*):([A-Z_]+):((?:\\.|[^}\\])*)\}/g;
const SHORT = /^(SHORTANSWER|SA|MW|SHORTANSWER_C|SAC|MWC)$/;
const NUMERICAL = /^(NUMERICAL|NM)$/;
const CHOICE = /^(MULTICHOICE|MC|MULTICHOICE_V|MCV|MULTICHOICE_H|MCH|MULTICHOICE_S|MCS|MULTICHOICE_VS|MCVS|MULTICHOICE_HS|MCHS)$/;

/** A gap's answer: Moodle's backslash escapes undone, then read as the HTML text it stands in. */
function unescape(text: string): string {
  return htmlToText(text.replace(/\\(.)/g, '$1')).trim();
}

/** The answers of a gap, split on unescaped '~', each with its fraction. */
function answersOf(body: string): { fraction: number; text: string }[] {
  const pieces: string[] = [];
  let current = '';
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (char === '\\' && index + 1 < body.length) {
      current += char + body[index + 1];
      index += 1;
    } else if (char === '~') {
      pieces.push(current);
      current = '';
    } else current += char;
  }
  pieces.push(current);
  return pieces.map((piece) => {
    const withoutFeedback = piece.split(/(?<!\\)#/)[0];
    if (withoutFeedback.startsWith('=')) return { fraction: 100, text: unescape(withoutFeedback.slice(1)) };
    const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(withoutFeedback);
    if (percent) return { fraction: Number(percent[1]), text: unescape(withoutFeedback.slice(percent[0].length)) };
    return { fraction: 0, text: unescape(withoutFeedback) };
  });
}

export function readCloze(html: string): ClozeReading {
  const parts: GapPart[] = [];
  const notes: string[] = [];
  const choiceWords: string[] = [];
  let allChoices = true;
  let last = 0;
  let gaps = 0;
  for (const match of html.matchAll(GAP)) {
    const kind = match[2];
    const answers = answersOf(match[3]).filter((answer) => answer.text !== '');
    if (/(?<!\\)#/.test(match[3])) notes.push('Feedback on the answers of the gaps was dropped: a blank here has none.');
    const right = answers.filter((answer) => answer.fraction >= 100).map((answer) => answer.text);
    if (answers.some((answer) => answer.fraction > 0 && answer.fraction < 100))
      notes.push(`Partly right answers of gap ${gaps + 1} were dropped: a blank here is right or wrong.`);
    if (NUMERICAL.test(kind)) {
      if (right.some((text) => /:\s*[0-9.]*[1-9]/.test(text)))
        return { parts, choices: null, notes, problem: 'A numerical gap accepts answers within a tolerance, which a blank here cannot.' };
      right.splice(0, right.length, ...right.map((text) => text.split(':')[0].trim()));
      const notNumber = right.find((text) => !Number.isFinite(Number(text)) || text === '');
      if (notNumber !== undefined)
        return { parts, choices: null, notes, problem: `The answer "${notNumber}" of numerical gap ${gaps + 1} is not a number.` };
      notes.push(
        `Gap ${gaps + 1} is numerical: until the Numerical type exists its answer is compared as exact text (${right.join(', ')}).`,
      );
      allChoices = false;
    } else if (CHOICE.test(kind)) {
      choiceWords.push(...answers.map((answer) => answer.text));
    } else if (SHORT.test(kind)) {
      allChoices = false;
      if (/_C$|^SAC$|^MWC$/.test(kind)) notes.push(`Gap ${gaps + 1} was case-sensitive; blanks here ignore case.`);
    } else return { parts, choices: null, notes, problem: `The gap type ${kind} has no counterpart here.` };
    if (right.length === 0) return { parts, choices: null, notes, problem: `Gap ${gaps + 1} has no fully right answer.` };
    parts.push(html.slice(last, match.index), { answers: right });
    last = (match.index ?? 0) + match[0].length;
    gaps += 1;
  }
  parts.push(html.slice(last));
  if (gaps === 0) return { parts, choices: null, notes, problem: 'The text has no gaps.' };
  if (!allChoices && choiceWords.length > 0) notes.push(DROP_DOWN_GAPS_TYPED);
  return { parts, choices: allChoices ? [...new Set(choiceWords)] : null, notes };
}
