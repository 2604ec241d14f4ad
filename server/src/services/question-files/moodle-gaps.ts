import { newQuestionId } from '@mizan/shared';
import { type GapPart, gapRichText } from './html-rich-text';
import { NO_FULLY_RIGHT_ANSWER, PARTLY_RIGHT_BLANKS_DROPPED } from './import-notes';
import { readCloze } from './moodle-cloze';
import { commonFields, nameHeader, shuffleOf, type MoodleReader } from './moodle-common';
import { asList, flagOf, fractionOf, keyOf, markOf, plainOf, resolvedHtml, valueOf, type MoodleElement } from './moodle-text';

function gapFields(question: MoodleElement, parts: GapPart[], words: string[], notes: string[]) {
  const { content, blanks } = gapRichText(parts, notes);
  return { content, blanks, options: words.map((option) => ({ id: newQuestionId(), option })), shuffleOptions: shuffleOf(question) };
}

/**
 * shortanswer: one blank under the question text. Its keys are plain text as
 * Moodle keeps them (never read as HTML); an escaped `\*` is a literal `*`,
 * an unescaped one is Moodle's wildcard, which a blank here does not have.
 */
export const shortanswer: MoodleReader = (question, notes) => {
  const answers = asList(question.answer);
  const right = answers.filter((answer) => fractionOf(answer) >= 100);
  const keys = right.map(keyOf).filter((text) => text !== '');
  if (keys.length === 0) return NO_FULLY_RIGHT_ANSWER;
  if (answers.some((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100)) notes.push(PARTLY_RIGHT_BLANKS_DROPPED);
  if (answers.some((answer) => fractionOf(answer) < 0))
    notes.push('Penalties for wrong answers were dropped: a wrong blank here scores 0.');
  if (right.some((answer) => /(^|[^\\])\*/.test(valueOf(answer))))
    notes.push("A right answer uses Moodle's * wildcard; here it is taken as a plain * character.");
  if (flagOf(question.usecase)) notes.push('Answers were case-sensitive; blanks here ignore case.');
  return { ...commonFields(question, notes), ...gapFields(question, [{ answers: keys }], [], notes), shuffleOptions: false };
};

/** cloze (Moodle's own name) or multianswer: its gaps as blanks in place, pictures and marks kept. */
export const cloze: MoodleReader = (question, notes) => {
  const reading = readCloze(resolvedHtml(question.questiontext));
  notes.push(...reading.notes);
  if (reading.problem) return reading.problem;
  return {
    header: nameHeader(question, plainOf(question.name), notes),
    totalMark: markOf(question.defaultgrade),
    ...gapFields(question, reading.parts, reading.choices ?? [], notes),
  };
};

/** gapselect and ddwtos: `[[n]]` in the text is the n-th choice, which is right there. */
export const gapChoices: MoodleReader = (question, notes) => {
  const choices = asList(question.selectoption ?? question.dragbox);
  const words = choices.map(plainOf);
  const groups = new Set(choices.map((choice) => valueOf(choice.group)));
  if (groups.size > 1) notes.push(`The choices were in ${groups.size} groups; here one word bank serves every blank.`);
  const html = resolvedHtml(question.questiontext);
  const parts: GapPart[] = [];
  let last = 0;
  for (const match of html.matchAll(/\[\[(\d+)\]\]/g)) {
    const word = words[Number(match[1]) - 1];
    if (word === undefined || word === '') return `Gap [[${match[1]}]] names a choice the file does not have.`;
    parts.push(html.slice(last, match.index), { answers: [word] });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(html.slice(last));
  if (parts.length === 1) return 'The text has no gaps.';
  return {
    header: nameHeader(question, plainOf(question.name), notes),
    totalMark: markOf(question.defaultgrade),
    ...gapFields(question, parts, [...new Set(words.filter((word) => word !== ''))], notes),
  };
};
